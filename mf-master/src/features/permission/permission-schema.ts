import { alreadyUsedMessage, operationsRule, permissionNameRule, type SchemaContext, withUniqueness } from '@console/shared/forms';
import type { Permission } from './permission';

/** The permission form's rules (spec 5): the name (a permission group, `_` allowed) unique, one operation at least. */
export const permissionSchema = ({ unique }: SchemaContext<Permission>) => ({
  prmsName: withUniqueness(permissionNameRule(), unique('prmsName'), alreadyUsedMessage('Permission Name')),
  prmsOperations: operationsRule(),
});
