import { requiredSelect, type SchemaContext } from '@console/shared/forms';
import type { UserRole } from './user-role';

/** The user role form's rules (spec 5: required selects for User and Role). */
export const userRoleSchema = (_context: SchemaContext<UserRole>) => ({
  usroUserId: requiredSelect('User'),
  usroRoleId: requiredSelect('Role'),
});
