import type { MenuGroupDeclaration, ScreenDeclaration } from '@console/shared/core';

const transactions: MenuGroupDeclaration = { id: 'transactions', label: 'Transactions' };

/** The transaction screens (spec 2.1), in menu order; `screen` names the component in `./screens`. */
export const screens: readonly ScreenDeclaration[] = [
  {
    path: 'transaction-va',
    screen: 'transaction-va',
    label: 'Virtual Account',
    title: 'Virtual Account',
    group: transactions,
    order: 10,
    requiresLogin: true,
    permission: 'dashboard_transactionva.read',
    menuPermission: 'dashboard_transactionva.read',
  },
  {
    path: 'transaction-qris',
    screen: 'transaction-qris',
    label: 'QRIS',
    title: 'QRIS',
    group: transactions,
    order: 11,
    requiresLogin: true,
    permission: 'dashboard_transactionqr.read',
    menuPermission: 'dashboard_transactionqr.read',
  },
];
