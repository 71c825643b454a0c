import type { RemoteScreensModule } from '@console/shared';
import { ScreenHeader } from '@console/shared';
import { CompanyScreen } from '../features/company/company-screen';
import { CompanyGroupScreen } from '../features/company-group/company-group-screen';
import { PermissionScreen } from '../features/permission/permission-screen';
import { RolePermissionScreen } from '../features/role-permission/role-permission-screen';
import { RolesScreen } from '../features/roles/roles-screen';

/**
 * This remote's screens, keyed by the dashboard child path the shell routes to them.
 * Until a screen's own issue lands it shows only its breadcrumb and title.
 */
export const screens: RemoteScreensModule['screens'] = {
  'user-management': () => <ScreenHeader title="User" />,
  'user-company-management': () => <ScreenHeader title="User Company" />,
  'user-role-management': () => <ScreenHeader title="User Role" />,
  'company-management': CompanyScreen,
  'company-group-management': CompanyGroupScreen,
  'permission-management': PermissionScreen,
  'role-permission-management': RolePermissionScreen,
  'roles-management': RolesScreen,
};

export const remote: RemoteScreensModule['remote'] = { name: __APP_NAME__, version: __APP_VERSION__ };
