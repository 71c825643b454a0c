import { ResourceScreen } from '@console/shared/forms';
import { companyGroupResource } from './company-group-resource';

/** Company Group management (spec 2.6). */
export function CompanyGroupScreen() {
  return <ResourceScreen config={companyGroupResource} />;
}
