/** This remote's Home page panels, by the component names `src/declaration/panels.ts` declares. */
export { MerchantNotificationsPanel } from '../features/overview/merchant-notifications-panel';
