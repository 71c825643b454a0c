import { type FieldDefinition, StatusChip } from '@console/shared/core';
import { defineResource } from '@console/shared/forms';
import type { Company } from './company';
import { companySchema } from './company-schema';

const STATUS_OPTIONS = [
  { value: 1, label: 'Active' },
  { value: 0, label: 'Inactive' },
];
// Both the form's field and the filter's: typed by the row's key it edits.
const groupField = { Field: 'compGrcpId' as const, title: 'Company Group', input: 'dropdown-api', options_api_path: '/master/Company_Group', required: true } satisfies FieldDefinition;
// Text inputs, not number inputs: phone numbers keep their leading zero; limited to 15 (spec 9).
const phone = { input: 'text', inputMode: 'numeric', maxLength: 15, required: true } as const;

/** The client name, or N/A when the client was not found (`Unknown`, spec 2.6). */
const clientName = (row: Company) => (row.clntName && row.clntName !== 'Unknown' ? row.clntName : null);

/**
 * The Company screen (spec 2.6) as configuration. The list rows carry the joined group and client
 * names; an edit sends only the form's fields and the key, never the audit fields, `grcpName`,
 * `clntName` or `compGrcp` (spec 7).
 */
export const companyResource = defineResource<Company>({
  title: 'Company',
  entity: 'Company',
  permission: 'master_company',
  path: '/master/company',
  primaryKey: 'compId',
  columns: [
    { id: 'compName', header: 'Company Name', priority: 1, key: true },
    { id: 'grcpName', header: 'Company Group Name', minWidth: '12rem', accessor: (row) => row.grcpName || 'Unknown', priority: 5 },
    { id: 'clntName', header: 'Client Name', accessor: clientName, priority: 6 },
    { id: 'compAddress', header: 'Address', minWidth: '14rem', priority: 7 },
    { id: 'compPhone', header: 'Phone', priority: 3 },
    { id: 'compPIC', header: 'PIC', priority: 2 },
    { id: 'compPICPhone', header: 'PIC Phone', priority: 4 },
    { id: 'compStatus', header: 'Status', cell: (row) => (row.compStatus === 1 ? <StatusChip label="Active" palette="green" /> : <StatusChip label="Inactive" palette="red" />), priority: 1, key: true },
    { id: 'compCreatedUserId', header: 'Created By', priority: 7 },
  ],
  fields: [
    { Field: 'compId', title: 'Id', input: null, Key: 'PRI' },
    groupField,
    { Field: 'compName', title: 'Company Name', input: 'text', required: true, maxLength: 50 },
    { Field: 'compAddress', title: 'Address', input: 'text', required: true, maxLength: 100 },
    { Field: 'compPhone', title: 'Phone', ...phone },
    { Field: 'compPIC', title: 'PIC', input: 'text', required: true, maxLength: 50 },
    { Field: 'compPICPhone', title: 'PIC Phone', ...phone },
    { Field: 'compStatus', title: 'Status', input: 'dropdown', options: STATUS_OPTIONS, required: true },
    {
      Field: 'compClientId',
      title: 'Client',
      input: 'dropdown-api',
      options_api_path: '/master/client',
      optionLabel: (row) => `${String(row.clntid)} - ${String(row.clntName)}`,
      required: true,
    },
  ],
  schema: companySchema,
  search: { placeholder: 'Search Company Name..', debounceMs: 300 },
  // Spec 9: master tables default to created time ascending.
  listQuery: { orderField: 'compCreatedTime', orderValue: 'ASC' },
  filter: {
    fields: [
      { name: 'compGrcpId', label: 'By Company Group', param: 'finds[compGrcpId]', input: 'dropdown-api', field: groupField },
      { name: 'compStatus', label: 'By Status', param: 'finds[compStatus]', input: 'select', options: STATUS_OPTIONS },
    ],
  },
  toasts: {
    created: 'Berhasil menambahkan company baru.',
    updated: 'Berhasil memperbarui company data.',
    saveFailed: 'Gagal menyimpan companydata',
    deleted: 'Company deleted successfully',
    deleteFailed: 'Error deleting user',
  },
});
