import { addressRule, alreadyUsedMessage, companyGroupIdRule, companyNameRule, phoneRule, picRule, referenceIdRule, type SchemaContext, statusRule, withUniqueness } from '@console/shared/forms';
import type { Company } from './company';

/**
 * The company form's rules (spec 5): group, name, address, phone, PIC, PIC phone, status and
 * client required; the name unique 300 ms after typing stops.
 */
export const companySchema = ({ unique }: SchemaContext<Company>) => ({
  compGrcpId: companyGroupIdRule(),
  compName: withUniqueness(companyNameRule(), unique('compName'), alreadyUsedMessage('Company Name')),
  compAddress: addressRule(),
  compPhone: phoneRule(),
  compPIC: picRule(),
  compPICPhone: phoneRule('PIC Phone'),
  compStatus: statusRule(),
  compClientId: referenceIdRule('Client'),
});
