import { ResourceScreen } from '@console/shared/forms';
import { rolePermissionResource } from './role-permission-resource';

/** Role Permission management (spec 2.6). */
export function RolePermissionScreen() {
  return <ResourceScreen config={rolePermissionResource} />;
}
