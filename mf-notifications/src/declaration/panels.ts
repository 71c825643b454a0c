import type { PanelDeclaration } from '@console/shared/core';

/**
 * The Home page panels this remote contributes (decision 110): data only, read by the build in
 * Node and carried into the release; the components are exported by `src/exposes/panels.tsx`.
 */
export const MERCHANT_NOTIFICATIONS_PANEL = {
  id: 'merchant-notifications',
  title: 'Notifikasi merchant',
  order: 20,
  permission: 'dashboard_notification.read',
  component: 'MerchantNotificationsPanel',
} as const satisfies PanelDeclaration;

export const PANELS: readonly PanelDeclaration[] = [MERCHANT_NOTIFICATIONS_PANEL];
