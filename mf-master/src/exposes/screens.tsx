import type { RemoteScreensModule } from '@console/shared';
import { ScreenHeader } from '@console/shared';
import { CompanyGroupScreen } from '../features/company-group/company-group-screen';
import { UserCompanyScreen } from '../features/user-company/user-company-screen';
import { UserRoleScreen } from '../features/user-role/user-role-screen';
import { UserScreen } from '../features/user/user-screen';

/**
 * This remote's screens, keyed by the dashboard child path the shell routes to them.
 * Until a screen's own issue lands it shows only its breadcrumb and title.
 */
export const screens: RemoteScreensModule['screens'] = {
  'user-management': UserScreen,
  'user-company-management': UserCompanyScreen,
  'user-role-management': UserRoleScreen,
  'company-management': () => <ScreenHeader title="Company" />,
  'company-group-management': CompanyGroupScreen,
  'permission-management': () => <ScreenHeader title="Permission" />,
  'role-permission-management': () => <ScreenHeader title="Role Permission" />,
  'roles-management': () => <ScreenHeader title="Roles" />,
};

export const remote: RemoteScreensModule['remote'] = { name: __APP_NAME__, version: __APP_VERSION__ };
