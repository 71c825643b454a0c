import type { DeclaredScreen } from '../../remotes/declared-screens';

const transactions = { id: 'transactions', label: 'Transactions' };
const master = { id: 'master', label: 'Master' };

const screen = (
  app: string,
  path: string,
  label: string,
  group: DeclaredScreen['group'],
  order: number,
  permission: string | null,
  menuPermission: string = permission ?? '',
): DeclaredScreen => ({ app, path, screen: path, label, title: label, group, order, requiresLogin: permission !== null, permission, menuPermission });

/**
 * The screens today's remotes declare (spec 2.1, quirks included), as the shell's tests get them from
 * the registry: the shell may not import a remote, so its tests hold the spec's table themselves.
 */
export const SPEC_SCREENS: readonly DeclaredScreen[] = [
  screen('mf-transactions', 'transaction-va', 'Virtual Account', transactions, 10, 'dashboard_transactionva.read'),
  screen('mf-transactions', 'transaction-qris', 'QRIS', transactions, 11, 'dashboard_transactionqr.read'),
  screen('mf-notifications', 'notifications', 'Notifications', null, 20, 'dashboard_notification.read'),
  screen('mf-master', 'user-management', 'User', master, 30, 'master_user.read'),
  screen('mf-master', 'user-company-management', 'User Company', master, 31, 'master_user.read', 'master_user_company.read'),
  screen('mf-master', 'user-role-management', 'User Role', master, 32, 'master_user_role.read'),
  screen('mf-master', 'company-management', 'Company', master, 33, 'master_company.read'),
  screen('mf-master', 'company-group-management', 'Company Group', master, 34, null, 'master_group_company.read'),
  screen('mf-master', 'permission-management', 'Permission', master, 35, 'master_permission.read'),
  screen('mf-master', 'role-permission-management', 'Role Permission', master, 36, 'master_role_permission.read'),
  screen('mf-master', 'roles-management', 'Roles', master, 37, 'master_role.read'),
];
