/**
 * The dashboard's child routes (spec 2.1): path, menu label, the permission the route guard
 * checks, the permission the menu entry checks, and which remote renders the screen.
 */
export interface DashboardRoute {
  path: string;
  label: string;
  /** Sidebar group; `null` for a top-level entry. */
  group: 'transactions' | 'master' | null;
  /** Whether the route guard requires a signed-in user (false only for the company-group quirk). */
  requiresLogin: boolean;
  /** Checked by the route guard before navigating; `null` when login is enough. */
  permission: string | null;
  /** Checked to show the sidebar entry (differs from `permission` for User Company). */
  menuPermission: string;
  remote: { app: string; screen: string };
}

export const DASHBOARD_ROUTES: readonly DashboardRoute[] = [
  {
    path: 'notifications',
    label: 'Notifications',
    group: null,
    requiresLogin: true,
    permission: 'dashboard_notification.read',
    menuPermission: 'dashboard_notification.read',
    remote: { app: 'mf-notifications', screen: 'notifications' },
  },
  {
    path: 'transaction-va',
    label: 'Virtual Account',
    group: 'transactions',
    requiresLogin: true,
    permission: 'dashboard_transactionva.read',
    menuPermission: 'dashboard_transactionva.read',
    remote: { app: 'mf-transactions', screen: 'transaction-va' },
  },
  {
    path: 'transaction-qris',
    label: 'QRIS',
    group: 'transactions',
    requiresLogin: true,
    permission: 'dashboard_transactionqr.read',
    menuPermission: 'dashboard_transactionqr.read',
    remote: { app: 'mf-transactions', screen: 'transaction-qris' },
  },
  {
    path: 'user-management',
    label: 'User',
    group: 'master',
    requiresLogin: true,
    permission: 'master_user.read',
    menuPermission: 'master_user.read',
    remote: { app: 'mf-master', screen: 'user-management' },
  },
  {
    path: 'user-company-management',
    label: 'User Company',
    group: 'master',
    requiresLogin: true,
    permission: 'master_user.read',
    menuPermission: 'master_user_company.read',
    remote: { app: 'mf-master', screen: 'user-company-management' },
  },
  {
    path: 'user-role-management',
    label: 'User Role',
    group: 'master',
    requiresLogin: true,
    permission: 'master_user_role.read',
    menuPermission: 'master_user_role.read',
    remote: { app: 'mf-master', screen: 'user-role-management' },
  },
  {
    path: 'company-management',
    label: 'Company',
    group: 'master',
    requiresLogin: true,
    permission: 'master_company.read',
    menuPermission: 'master_company.read',
    remote: { app: 'mf-master', screen: 'company-management' },
  },
  {
    // Spec quirk, kept on purpose: the route is not login-protected at route level and names
    // master_company_group; the screen and menu check master_group_company, and the screen-level
    // check decides what the user sees. So the guard checks nothing here, not even the login.
    path: 'company-group-management',
    label: 'Company Group',
    group: 'master',
    requiresLogin: false,
    permission: null,
    menuPermission: 'master_group_company.read',
    remote: { app: 'mf-master', screen: 'company-group-management' },
  },
  {
    path: 'permission-management',
    label: 'Permission',
    group: 'master',
    requiresLogin: true,
    permission: 'master_permission.read',
    menuPermission: 'master_permission.read',
    remote: { app: 'mf-master', screen: 'permission-management' },
  },
  {
    path: 'role-permission-management',
    label: 'Role Permission',
    group: 'master',
    requiresLogin: true,
    permission: 'master_role_permission.read',
    menuPermission: 'master_role_permission.read',
    remote: { app: 'mf-master', screen: 'role-permission-management' },
  },
  {
    path: 'roles-management',
    label: 'Roles',
    group: 'master',
    requiresLogin: true,
    permission: 'master_role.read',
    menuPermission: 'master_role.read',
    remote: { app: 'mf-master', screen: 'roles-management' },
  },
  {
    // Who did what (decision 105): the administrators' remote, outside the spec's Master group.
    path: 'audit-log',
    label: 'Audit Log',
    group: null,
    requiresLogin: true,
    permission: 'console_audit.read',
    menuPermission: 'console_audit.read',
    remote: { app: 'mf-master', screen: 'audit-log' },
  },
];

/**
 * Dashboard screens the shell renders itself, not a remote: they keep working while any remote is
 * broken. The Releases screen is one (decision 085): a release manager repairs the console from
 * it. The menu shows them after the Master group.
 */
export interface ShellScreenRoute {
  path: string;
  label: string;
  /** Checked by the route guard and for the menu entry. */
  permission: string;
}

export const SHELL_SCREEN_ROUTES: readonly ShellScreenRoute[] = [{ path: 'releases', label: 'Releases', permission: 'console_release.read' }];
