import { ResourceScreen } from '@console/shared/forms';
import { permissionResource } from './permission-resource';

/** Permission management (spec 2.6). */
export function PermissionScreen() {
  return <ResourceScreen config={permissionResource} />;
}
