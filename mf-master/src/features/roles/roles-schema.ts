import { alreadyUsedMessage, roleNameRule, type SchemaContext, withUniqueness } from '@console/shared/forms';
import type { Role } from './role';

/** The role form's rule (spec 5): 2-50 name characters, unique 300 ms after typing stops. */
export const rolesSchema = ({ unique }: SchemaContext<Role>) => ({
  roleName: withUniqueness(roleNameRule(), unique('roleName'), alreadyUsedMessage('Role Name')),
});
