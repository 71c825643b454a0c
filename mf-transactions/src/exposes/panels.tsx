/** This remote's Home page panels, by the component names `src/declaration/panels.ts` declares. */
export { PaymentsPanel } from '../features/overview/payments-panel';
