import { ResourceScreen } from '@console/shared/forms';
import { userResource } from './user-resource';

/** User management (spec 2.6). */
export function UserScreen() {
  return <ResourceScreen config={userResource} />;
}
