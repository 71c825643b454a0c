import { addressRule, alreadyUsedMessage, cityRule, companyGroupNameRule, faxRule, nicknameRule, phoneRule, type SchemaContext, withUniqueness } from '@console/shared/forms';
import type { CompanyGroup } from './company-group';

/** The company group form's rules (spec 5), the name checked for uniqueness 300 ms after typing stops. */
export const companyGroupSchema = ({ unique }: SchemaContext<CompanyGroup>) => ({
  grcpName: withUniqueness(companyGroupNameRule(), unique('grcpName'), alreadyUsedMessage('Company Group')),
  grcpNickName: nicknameRule(),
  grcpAddress: addressRule(),
  grcpCity: cityRule(),
  grcpTelp: phoneRule(),
  grcpFax: faxRule(),
});
