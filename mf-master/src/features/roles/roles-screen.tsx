import { ResourceScreen } from '@console/shared/forms';
import { rolesResource } from './roles-resource';

/** Roles management (spec 2.6). */
export function RolesScreen() {
  return <ResourceScreen config={rolesResource} />;
}
