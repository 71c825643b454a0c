import { requiredSelect, type SchemaContext } from '@console/shared/forms';
import type { UserCompany } from './user-company';

/** The user company form's rules (spec 5: required selects for User and Company). */
export const userCompanySchema = (_context: SchemaContext<UserCompany>) => ({
  uscoUserId: requiredSelect('User'),
  uscoCompId: requiredSelect('Company'),
});
