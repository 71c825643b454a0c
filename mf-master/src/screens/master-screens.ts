import type { RemoteScreensModule } from '@console/shared/core';
import { resourceScreen } from '@console/shared/forms';
import { AuditLogScreen } from '../features/audit-log/audit-log-screen';
import { companyResource } from '../features/company/company-resource';
import { companyGroupResource } from '../features/company-group/company-group-resource';
import { permissionResource } from '../features/permission/permission-resource';
import { rolePermissionResource } from '../features/role-permission/role-permission-resource';
import { rolesResource } from '../features/roles/roles-resource';
import { userCompanyResource } from '../features/user-company/user-company-resource';
import { userRoleResource } from '../features/user-role/user-role-resource';
import { userResource } from '../features/user/user-resource';

/**
 * This remote's screens by the id its declaration gives them (`declaration/screens.ts`): the eight
 * master resources rendered by the shared resource screen (spec 2.6), and the audit log.
 */
export const masterScreens: RemoteScreensModule['screens'] = {
  'user-management': resourceScreen(userResource),
  'user-company-management': resourceScreen(userCompanyResource),
  'user-role-management': resourceScreen(userRoleResource),
  'company-management': resourceScreen(companyResource),
  'company-group-management': resourceScreen(companyGroupResource),
  'permission-management': resourceScreen(permissionResource),
  'role-permission-management': resourceScreen(rolePermissionResource),
  'roles-management': resourceScreen(rolesResource),
  'audit-log': AuditLogScreen,
};

/** A declared screen's component, as the shell gets it (tests render screens through this). */
export function masterScreen(id: string) {
  const Screen = masterScreens[id];
  if (!Screen) throw new Error(`mf-master has no screen "${id}"`);
  return Screen;
}
