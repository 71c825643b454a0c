import { ResourceScreen } from '@console/shared/forms';
import { userCompanyResource } from './user-company-resource';

/** User Company management (spec 2.6). */
export function UserCompanyScreen() {
  return <ResourceScreen config={userCompanyResource} />;
}
