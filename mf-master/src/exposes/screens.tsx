import type { RemoteScreensModule } from '@console/shared/core';
import { AuditLogScreen } from '../features/audit-log/audit-log-screen';
import { CompanyScreen } from '../features/company/company-screen';
import { CompanyGroupScreen } from '../features/company-group/company-group-screen';
import { PermissionScreen } from '../features/permission/permission-screen';
import { RolePermissionScreen } from '../features/role-permission/role-permission-screen';
import { RolesScreen } from '../features/roles/roles-screen';
import { UserCompanyScreen } from '../features/user-company/user-company-screen';
import { UserRoleScreen } from '../features/user-role/user-role-screen';
import { UserScreen } from '../features/user/user-screen';

/** This remote's screens, keyed by the dashboard child path the shell routes to them. */
export const screens: RemoteScreensModule['screens'] = {
  'user-management': UserScreen,
  'user-company-management': UserCompanyScreen,
  'user-role-management': UserRoleScreen,
  'company-management': CompanyScreen,
  'company-group-management': CompanyGroupScreen,
  'permission-management': PermissionScreen,
  'role-permission-management': RolePermissionScreen,
  'roles-management': RolesScreen,
  'audit-log': AuditLogScreen,
};

export const remote: RemoteScreensModule['remote'] = { name: __APP_NAME__, version: __APP_VERSION__ };
