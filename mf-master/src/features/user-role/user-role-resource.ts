import { apiFilter, formatSiteDateTime } from '@console/shared/core';
import { defineResource } from '@console/shared/forms';
import { USER_ROLE_PATH, type UserRole } from './user-role';
import { userRoleSchema } from './user-role-schema';

const byRole = (roleId: number) => ({ 'finds[usroRoleId]': roleId });

/**
 * The User Role screen (spec 2.6) as configuration: counts per role (1 Superadmin, 2 Admin,
 * 3 Staff, the rest Lainnya) and in all; the role name comes with each row (`usroRole.roleName`).
 */
export const userRoleResource = defineResource<UserRole>({
  title: 'User Role',
  entity: 'User Role',
  permission: 'master_user_role',
  path: USER_ROLE_PATH,
  primaryKey: 'usroId',
  columns: [
    { id: 'usroUserId', header: 'User ID', priority: 1, key: true },
    { id: 'roleName', header: 'Role Name', accessor: (row) => row.usroRole?.roleName, priority: 1, key: true },
    { id: 'usroCreatedTime', header: 'Created Time', accessor: (row) => formatSiteDateTime(row.usroCreatedTime), priority: 3 },
  ],
  fields: [
    { Field: 'usroId', title: 'Id', input: null, Key: 'PRI' },
    { Field: 'usroUserId', title: 'User ID', input: 'dropdown-api', options_api_path: '/master/user', required: true },
    { Field: 'usroRoleId', title: 'Role', input: 'dropdown-api', options_api_path: '/master/roles', required: true },
  ],
  schema: userRoleSchema,
  search: { placeholder: 'Search User Id..', debounceMs: 500 },
  summary: {
    counts: [
      { label: 'Superadmin', query: byRole(1) },
      { label: 'Admin', query: byRole(2) },
      { label: 'Staff', query: byRole(3) },
      { label: 'Lainnya', from: (counts) => (counts['Jumlah Data'] ?? 0) - (counts.Superadmin ?? 0) - (counts.Admin ?? 0) - (counts.Staff ?? 0) },
      { label: 'Jumlah Data' },
    ],
  },
  filter: { fields: [apiFilter('usroRoleId', 'By Role', '/master/roles')] },
  listQuery: { orderField: 'usroCreatedTime', orderValue: 'ASC' },
  toasts: {
    created: 'Berhasil menambahkan user role.',
    updated: 'Berhasil memperbarui user role.',
    saveFailed: 'Error saving user data',
    deleted: 'User role deleted successfully',
    deleteFailed: 'Error deleting user role',
  },
});
