import type { MenuGroupDeclaration, ScreenDeclaration } from '@console/shared/core';

const master: MenuGroupDeclaration = { id: 'master', label: 'Master' };

/** The master-data screens (spec 2.1), in menu order; `screen` names the component in `./screens`. */
export const screens: readonly ScreenDeclaration[] = [
  {
    path: 'user-management',
    screen: 'user-management',
    label: 'User',
    title: 'User',
    group: master,
    order: 30,
    requiresLogin: true,
    permission: 'master_user.read',
    menuPermission: 'master_user.read',
  },
  {
    // Spec quirk, kept on purpose: the route checks master_user, the menu master_user_company.
    path: 'user-company-management',
    screen: 'user-company-management',
    label: 'User Company',
    title: 'User Company',
    group: master,
    order: 31,
    requiresLogin: true,
    permission: 'master_user.read',
    menuPermission: 'master_user_company.read',
  },
  {
    path: 'user-role-management',
    screen: 'user-role-management',
    label: 'User Role',
    title: 'User Role',
    group: master,
    order: 32,
    requiresLogin: true,
    permission: 'master_user_role.read',
    menuPermission: 'master_user_role.read',
  },
  {
    path: 'company-management',
    screen: 'company-management',
    label: 'Company',
    title: 'Company',
    group: master,
    order: 33,
    requiresLogin: true,
    permission: 'master_company.read',
    menuPermission: 'master_company.read',
  },
  {
    // Spec quirk, kept on purpose: the route is not login-protected at route level and names
    // master_company_group; the screen and menu check master_group_company, and the screen-level
    // check decides what the user sees. So the guard checks nothing here, not even the login.
    path: 'company-group-management',
    screen: 'company-group-management',
    label: 'Company Group',
    title: 'Company Group',
    group: master,
    order: 34,
    requiresLogin: false,
    permission: null,
    menuPermission: 'master_group_company.read',
  },
  {
    path: 'permission-management',
    screen: 'permission-management',
    label: 'Permission',
    title: 'Permission',
    group: master,
    order: 35,
    requiresLogin: true,
    permission: 'master_permission.read',
    menuPermission: 'master_permission.read',
  },
  {
    path: 'role-permission-management',
    screen: 'role-permission-management',
    label: 'Role Permission',
    title: 'Role Permission',
    group: master,
    order: 36,
    requiresLogin: true,
    permission: 'master_role_permission.read',
    menuPermission: 'master_role_permission.read',
  },
  {
    path: 'roles-management',
    screen: 'roles-management',
    label: 'Roles',
    title: 'Roles',
    group: master,
    order: 37,
    requiresLogin: true,
    permission: 'master_role.read',
    menuPermission: 'master_role.read',
  },
];
