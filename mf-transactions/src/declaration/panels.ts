import type { PanelDeclaration } from '@console/shared/core';

/**
 * The Home page panels this remote contributes (decision 110): data only, read by the build in
 * Node and carried into the release; the components are exported by `src/exposes/panels.tsx`.
 * Payments needs VA read; its QRIS half is shown (and asked for) only with QRIS read too.
 */
export const PANELS: readonly PanelDeclaration[] = [
  { id: 'payments', title: 'Payments', order: 10, permission: 'dashboard_transactionva.read', component: 'PaymentsPanel' },
];
