import { normalizeCity } from '@console/shared/core';
import { defineResource } from '@console/shared/forms';
import type { CompanyGroup } from './company-group';
import { companyGroupSchema } from './company-group-schema';

/**
 * The Company Group screen (spec 2.6) as configuration: the template every master screen follows.
 * Audit fields are neither columns nor form fields; empty phone and fax show N/A.
 */
export const companyGroupResource = defineResource<CompanyGroup>({
  title: 'Company Group',
  entity: 'Company Group',
  permission: 'master_group_company',
  path: '/master/Company_Group',
  primaryKey: 'grcpId',
  columns: [
    { id: 'grcpName', header: 'Nama Company Group', minWidth: '12rem', priority: 1, key: true },
    { id: 'grcpNickName', header: 'Nickname', priority: 3 },
    { id: 'grcpAddress', header: 'Alamat', minWidth: '14rem', priority: 5 },
    { id: 'grcpCity', header: 'Nama Kota', priority: 2 },
    { id: 'grcpTelp', header: 'No. Telpon', priority: 4 },
    { id: 'grcpFax', header: 'No. Fax', priority: 5 },
  ],
  fields: [
    { Field: 'grcpId', title: 'Id', input: null, Key: 'PRI' },
    { Field: 'grcpName', title: 'Nama Company Group', input: 'text', required: true, maxLength: 50 },
    { Field: 'grcpNickName', title: 'Nickname', input: 'text', required: true, maxLength: 50 },
    { Field: 'grcpAddress', title: 'Alamat', input: 'text', required: true, maxLength: 100 },
    { Field: 'grcpCity', title: 'Nama Kota', input: 'text', required: true, maxLength: 50 },
    // Text, not a number input: phone numbers keep their leading zero. Limited to 15 (spec 9).
    { Field: 'grcpTelp', title: 'No. Telpon', input: 'text', inputMode: 'numeric', required: true, maxLength: 15 },
    { Field: 'grcpFax', title: 'No. Fax', input: 'text', inputMode: 'tel', required: true, maxLength: 20 },
  ],
  schema: companyGroupSchema,
  search: { placeholder: 'Search Company Group Name..', debounceMs: 500 },
  // Spec 9: master tables default to created time ascending.
  listQuery: { orderField: 'grcpCreatedTime', orderValue: 'ASC' },
  filter: { fields: [{ name: 'grcpCity', label: 'By City', param: 'finds[grcpCity]', input: 'text' }] },
  toasts: {
    created: 'Berhasil menambahkan company group baru.',
    updated: 'Berhasil memperbarui company group data.',
    saveFailed: 'Gagal menyimpan companydata',
    deleted: 'Company Group deleted successfully',
    deleteFailed: 'Error deleting user',
  },
  toPayload: (payload) => ({ ...payload, grcpCity: typeof payload.grcpCity === 'string' ? normalizeCity(payload.grcpCity) : payload.grcpCity }),
});
