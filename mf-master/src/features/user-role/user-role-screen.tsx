import { ResourceScreen } from '@console/shared/forms';
import { userRoleResource } from './user-role-resource';

/** User Role management (spec 2.6). */
export function UserRoleScreen() {
  return <ResourceScreen config={userRoleResource} />;
}
