import { defineResource } from '@console/shared/forms';
import type { Role } from './role';
import { rolesSchema } from './roles-schema';

/**
 * The Roles screen (spec 2.6) as configuration. Only the name is a form field, so an update sends
 * `roleId` and `roleName` and never the created/updated fields (spec 7).
 */
export const rolesResource = defineResource<Role>({
  title: 'Roles',
  entity: 'Roles',
  permission: 'master_role',
  path: '/master/roles',
  primaryKey: 'roleId',
  columns: [{ id: 'roleName', header: 'Role Name', minWidth: '12rem' }],
  fields: [
    { Field: 'roleId', title: 'Role Id', input: null, Key: 'PRI' },
    { Field: 'roleName', title: 'Role Name', input: 'text', required: true, maxLength: 50 },
  ],
  schema: rolesSchema,
  search: { placeholder: 'Search Role Name..', debounceMs: 500 },
  // Spec 9: master tables default to created time ascending.
  listQuery: { orderField: 'roleCreatedTime', orderValue: 'ASC' },
  toasts: {
    created: 'Berhasil menambahkan role baru.',
    updated: 'Berhasil memperbarui role data.',
    saveFailed: 'Gagal menyimpan companydata',
    deleted: 'Roles deleted successfully',
    deleteFailed: 'Error deleting Roles',
  },
});
