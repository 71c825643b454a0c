import { companyResource } from '../company/company-resource';
import { companyGroupResource } from '../company-group/company-group-resource';
import { permissionResource } from '../permission/permission-resource';
import { rolePermissionResource } from '../role-permission/role-permission-resource';
import { rolesResource } from '../roles/roles-resource';
import { userCompanyResource } from '../user-company/user-company-resource';
import { userRoleResource } from '../user-role/user-role-resource';
import { userResource } from '../user/user-resource';

/** The master screens whose changes the trail records; their form titles name the fields of a change. */
export const MASTER_RESOURCES = [
  userResource,
  userCompanyResource,
  userRoleResource,
  companyResource,
  companyGroupResource,
  permissionResource,
  rolePermissionResource,
  rolesResource,
] as const;

/** The audit fields every master record carries (spec 3), named as the screens name them. */
const AUDIT_FIELD_TITLES: readonly [RegExp, string][] = [
  [/CreatedTime$/, 'Created Time'],
  [/CreatedUserId$/, 'Created By'],
  [/UpdatedTime$/, 'Updated Time'],
  [/UpdatedUserId$/, 'Updated User'],
];

/**
 * Each record field's title as its add/edit form shows it (`grcpCity` -> `Nama Kota`), else as its
 * list column is headed; the form wins where both name a field.
 */
const TITLES: ReadonlyMap<string, string> = new Map([
  ...MASTER_RESOURCES.flatMap((resource) => resource.columns.map((column): [string, string] => [column.id, column.header])),
  ...MASTER_RESOURCES.flatMap((resource) => resource.fields.map((field): [string, string] => [field.Field, field.title])),
]);

/** A record field's title for an auditor; a field no screen names, as recorded. */
export function fieldTitle(field: string): string {
  return TITLES.get(field) ?? AUDIT_FIELD_TITLES.find(([pattern]) => pattern.test(field))?.[1] ?? field;
}
