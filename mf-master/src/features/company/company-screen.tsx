import { ResourceScreen } from '@console/shared/forms';
import { companyResource } from './company-resource';

/** Company management (spec 2.6). */
export function CompanyScreen() {
  return <ResourceScreen config={companyResource} />;
}
