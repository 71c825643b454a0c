import { defineResource, jsonList } from '@console/shared/forms';
import { OperationChips } from '../operations/operation-chips';
import { operationOptions } from '../operations/operation-options';
import type { Permission } from './permission';
import { permissionSchema } from './permission-schema';

/**
 * The Permission screen (spec 2.6) as configuration: operations as coloured chips in the table, a
 * checkbox group in the form, a JSON-encoded string on the wire (spec 3). No filter.
 */
export const permissionResource = defineResource<Permission>({
  title: 'Permission',
  entity: 'Permission',
  permission: 'master_permission',
  path: '/master/Permission',
  primaryKey: 'prmsId',
  columns: [
    { id: 'prmsName', header: 'Permission Name', minWidth: '14rem', priority: 1, key: true },
    { id: 'prmsOperations', header: 'Operations', sortable: false, cell: (row) => <OperationChips operations={row.prmsOperations} />, priority: 2 },
  ],
  fields: [
    { Field: 'prmsId', title: 'Permission Id', input: null, Key: 'PRI' },
    { Field: 'prmsName', title: 'Permission Name', input: 'text', required: true, maxLength: 50 },
    { Field: 'prmsOperations', title: 'Operations', input: 'checkbox', options: operationOptions(), required: true, ...jsonList },
  ],
  schema: permissionSchema,
  search: { placeholder: 'Search Permission Name..', debounceMs: 300 },
  // Spec 9: master tables default to created time ascending.
  listQuery: { orderField: 'prmsCreatedTime', orderValue: 'ASC' },
  toasts: {
    created: 'Berhasil menambahkan permission.',
    updated: 'Berhasil memperbarui permission.',
    saveFailed: 'Gagal menyimpan permission.',
    deleted: 'Permission Berhasil Dihapus.',
    deleteFailed: 'Gagal menghapus permission',
  },
});
