import { defineResource, jsonList } from '@console/shared/forms';
import { OperationChips } from '../operations/operation-chips';
import { operationOptions } from '../operations/operation-options';
import type { RolePermission } from './role-permission';
import { ROLE_PERMISSION_PATH, rolePermissionSchema } from './role-permission-schema';

/**
 * The Role Permission screen (spec 2.6) as configuration. The search text stays on screen and is
 * not sent; only the role filter is. The operations offered are those of the chosen permission,
 * sent as a JSON-encoded string; an update never sends the created/updated fields (spec 7).
 */
export const rolePermissionResource = defineResource<RolePermission>({
  title: 'Role Permission',
  entity: 'Role Permission',
  permission: 'master_role_permission',
  path: ROLE_PERMISSION_PATH,
  primaryKey: 'rperId',
  columns: [
    { id: 'roleName', header: 'Role Name', accessor: (row) => row.rperRole?.roleName, priority: 1, key: true },
    { id: 'prmsName', header: 'Permission Name', accessor: (row) => row.rperPrms?.prmsName, priority: 1, key: true },
    { id: 'rperOperations', header: 'Operations', sortable: false, cell: (row) => <OperationChips operations={row.rperOperations} />, priority: 3, searchable: false },
  ],
  fields: [
    { Field: 'rperId', title: 'Id', input: null, Key: 'PRI' },
    { Field: 'rperRoleId', title: 'Role', input: 'dropdown-api', options_api_path: '/master/roles', required: true },
    { Field: 'rperPrmsId', title: 'Permission', input: 'dropdown-api', options_api_path: '/master/Permission', required: true },
    {
      Field: 'rperOperations',
      title: 'Operations',
      input: 'checkbox',
      dependsOn: { field: 'rperPrmsId', options: (permission) => operationOptions(permission ? permission.prmsOperations : []) },
      required: true,
      ...jsonList,
    },
  ],
  schema: rolePermissionSchema,
  // The search is not sent (spec 2.6): every role permission is loaded in one call (created time
  // ascending, spec 9) and the table pages them and filters them by role or permission name (decision 096).
  search: { placeholder: 'Search Role Permission Name..', debounceMs: 500, param: null },
  paging: 'client',
  listQuery: { max: 1000, orderField: 'rperCreatedTime', orderValue: 'ASC' },
  filter: {
    fields: [
      {
        name: 'rperRoleId',
        label: 'By Role',
        param: 'finds[rperRoleId]',
        input: 'dropdown-api',
        field: { Field: 'rperRoleId', title: 'Role', input: 'dropdown-api', options_api_path: '/master/roles' },
      },
    ],
  },
  toasts: {
    created: 'Berhasil menambahkan role permission.',
    updated: 'Berhasil memperbarui role permission.',
    saveFailed: 'Gagal menyimpan permission.',
    deleted: 'Role permission deleted successfully',
    deleteFailed: 'Error deleting user roles',
  },
});
