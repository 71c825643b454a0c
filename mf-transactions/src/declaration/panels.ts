import type { PanelDeclaration } from '@console/shared/core';

/**
 * The Home page panels this remote contributes (decision 110): data only, read by the build in
 * Node and carried into the release; the components are exported by `src/exposes/panels.tsx`.
 * Payments shows for VA read or QRIS read (decision 116); each half is shown, and asked for, only
 * with its own read permission.
 */
export const PAYMENTS_PANEL = {
  id: 'payments',
  title: 'Pembayaran',
  order: 10,
  permission: 'dashboard_transactionva.read',
  orPermissions: ['dashboard_transactionqr.read'],
  component: 'PaymentsPanel',
} as const satisfies PanelDeclaration;

export const PANELS: readonly PanelDeclaration[] = [PAYMENTS_PANEL];
