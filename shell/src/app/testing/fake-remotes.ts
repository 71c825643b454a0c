import type { BrowserRegistry } from '@console/shared/release-plane';
import type { DeclaredScreen } from '../../remotes/declared-screens';
import type { DeclaredSearcher } from '../../remotes/remote-searchers';

const TRANSACTIONS = { id: 'transactions', label: 'Transactions' };
const MASTER = { id: 'master', label: 'Master' };

/**
 * The shell's own fake remotes (decision 150): what its tests route, list in the menu and search,
 * as a registry would give them. Modelled on spec 2.1's table (its quirks included: User Company's
 * guard and menu permissions differ, Company Group needs no login at route level), but the shell's
 * test data, kept by hand and never read from the remotes: a remote that adds, renames or removes a
 * screen changes nothing the shell's tests see. What the real remotes declare is checked by their
 * own tests, by publish and by the e2e suites.
 */
export const FAKE_SCREENS: readonly DeclaredScreen[] = [
  { app: 'mf-transactions', path: 'transaction-va', screen: 'transaction-va', label: 'Virtual Account', title: 'Virtual Account', group: TRANSACTIONS, order: 10, requiresLogin: true, permission: 'dashboard_transactionva.read', menuPermission: 'dashboard_transactionva.read' },
  { app: 'mf-transactions', path: 'transaction-qris', screen: 'transaction-qris', label: 'QRIS', title: 'QRIS', group: TRANSACTIONS, order: 11, requiresLogin: true, permission: 'dashboard_transactionqr.read', menuPermission: 'dashboard_transactionqr.read' },
  { app: 'mf-notifications', path: 'notifications', screen: 'notifications', label: 'Notifications', title: 'Notifications', group: null, order: 20, requiresLogin: true, permission: 'dashboard_notification.read', menuPermission: 'dashboard_notification.read' },
  { app: 'mf-master', path: 'user-management', screen: 'user-management', label: 'User', title: 'User', group: MASTER, order: 30, requiresLogin: true, permission: 'master_user.read', menuPermission: 'master_user.read' },
  { app: 'mf-master', path: 'user-company-management', screen: 'user-company-management', label: 'User Company', title: 'User Company', group: MASTER, order: 31, requiresLogin: true, permission: 'master_user.read', menuPermission: 'master_user_company.read' },
  { app: 'mf-master', path: 'user-role-management', screen: 'user-role-management', label: 'User Role', title: 'User Role', group: MASTER, order: 32, requiresLogin: true, permission: 'master_user_role.read', menuPermission: 'master_user_role.read' },
  { app: 'mf-master', path: 'company-management', screen: 'company-management', label: 'Company', title: 'Company', group: MASTER, order: 33, requiresLogin: true, permission: 'master_company.read', menuPermission: 'master_company.read' },
  { app: 'mf-master', path: 'company-group-management', screen: 'company-group-management', label: 'Company Group', title: 'Company Group', group: MASTER, order: 34, requiresLogin: false, permission: null, menuPermission: 'master_group_company.read' },
  { app: 'mf-master', path: 'permission-management', screen: 'permission-management', label: 'Permission', title: 'Permission', group: MASTER, order: 35, requiresLogin: true, permission: 'master_permission.read', menuPermission: 'master_permission.read' },
  { app: 'mf-master', path: 'role-permission-management', screen: 'role-permission-management', label: 'Role Permission', title: 'Role Permission', group: MASTER, order: 36, requiresLogin: true, permission: 'master_role_permission.read', menuPermission: 'master_role_permission.read' },
  { app: 'mf-master', path: 'roles-management', screen: 'roles-management', label: 'Roles', title: 'Roles', group: MASTER, order: 37, requiresLogin: true, permission: 'master_role.read', menuPermission: 'master_role.read' },
  { app: 'mf-master', path: 'audit-log', screen: 'audit-log', label: 'Audit Log', title: 'Audit Log', group: null, order: 40, requiresLogin: true, permission: 'console_audit.read', menuPermission: 'console_audit.read' },
];

/** What people call each fake remote's area (its declaration's `area`). */
export const FAKE_AREAS: Readonly<Record<string, string>> = { 'mf-transactions': 'Transactions', 'mf-master': 'Master Data', 'mf-notifications': 'Notifications' };

/** A registry whose fake remotes each have an active release declaring its area (and no screens). */
export function fakeAreasRegistry(): BrowserRegistry {
  const apps = Object.entries(FAKE_AREAS).map(([app, area]) => [
    app,
    {
      kind: 'remote' as const,
      federationName: app.replace('-', '_'),
      active: 'v1',
      releases: [{ version: 'v1', entry: `/releases/${app}/v1/mf-manifest.json`, declaration: { schema: 1 as const, area, screens: [] } }],
      history: [],
    },
  ]);
  return { schema: 1, apps: Object.fromEntries(apps) };
}

const transactionHit = (reference: string) => ({
  key: 'trctId',
  orderId: 'trctOrderId',
  amount: 'trctTotalAmount',
  date: 'trctCreatedTime',
  status: { field: 'trctStatus', labels: { '00': 'Lunas', '03': 'Belum Lunas' }, palettes: { '00': 'green', '03': 'orange' } },
  alsoMatches: [reference],
  matchLabels: { trctVirtualAccountNo: 'No. VA', trqrReferenceNo: 'Ref. No' },
});

/** The fake remotes' order searchers (decision 151): two of one API call, one of the same call's other list. */
export const FAKE_SEARCHERS: readonly DeclaredSearcher[] = [
  {
    app: 'mf-transactions',
    searcher: {
      id: 'va-transactions',
      title: 'Transaksi',
      label: 'VA',
      order: 10,
      permission: 'dashboard_transactionva.read',
      request: { path: '/dashboard/search', query: 'q', list: 'transactions', where: { trctType: 'va' } },
      hit: transactionHit('trctVirtualAccountNo'),
      route: 'transaction-va?from={trctCreatedTime:day}&to={trctCreatedTime:day}&q={trctOrderId}&detail={trctId}',
    },
  },
  {
    app: 'mf-transactions',
    searcher: {
      id: 'qris-transactions',
      title: 'Transaksi',
      label: 'QRIS',
      order: 11,
      permission: 'dashboard_transactionqr.read',
      request: { path: '/dashboard/search', query: 'q', list: 'transactions', where: { trctType: 'qris' } },
      hit: transactionHit('trqrReferenceNo'),
      route: 'transaction-qris?q={trctOrderId}&detail={trctId}',
    },
  },
  {
    app: 'mf-notifications',
    searcher: {
      id: 'notifications',
      title: 'Notifikasi',
      label: 'Notifikasi',
      order: 20,
      permission: 'dashboard_notification.read',
      request: { path: '/dashboard/search', query: 'q', list: 'notifications' },
      hit: { key: 'notiId', orderId: 'notiOrderId', date: 'notiCreatedTime', status: { field: 'notiStatus', labels: { '1': 'Pending', '2': 'Sukses' }, palettes: { '1': 'orange', '2': 'green' } } },
      route: 'notifications?q={notiOrderId}',
    },
  },
];
