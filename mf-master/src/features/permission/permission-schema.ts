import type { SchemaContext } from '@console/shared/core';
import { alreadyUsedMessage, operationsRule, permissionNameRule, withUniqueness } from '@console/shared/forms';
import type { Permission } from './permission';

/** The permission form's rules (spec 5): the name (a permission group, `_` allowed) unique, one operation at least. */
export const permissionSchema = ({ unique }: SchemaContext<Permission>) => ({
  prmsName: withUniqueness(permissionNameRule(), unique('prmsName'), alreadyUsedMessage('Permission Name')),
  prmsOperations: operationsRule(),
});
