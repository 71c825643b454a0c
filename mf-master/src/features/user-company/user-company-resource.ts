import { apiFilter, formatSiteDateTime } from '@console/shared/core';
import { defineResource } from '@console/shared/forms';
import { companyNameOf, USER_COMPANY_PATH, type UserCompany } from './user-company';
import { userCompanySchema } from './user-company-schema';

/**
 * The User Company screen (spec 2.6) as configuration: the company name column (`Unknown` when not
 * found), the updating user (`N/A` when empty), and the list asked with `max=1000` (spec 7).
 */
export const userCompanyResource = defineResource<UserCompany>({
  title: 'User Company',
  entity: 'User Company',
  permission: 'master_user_company',
  path: USER_COMPANY_PATH,
  primaryKey: 'uscoId',
  columns: [
    { id: 'uscoUserId', header: 'User ID', priority: 1, key: true },
    { id: 'compName', header: 'Company Name', minWidth: '12rem', accessor: companyNameOf, priority: 2 },
    { id: 'uscoCreatedTime', header: 'Created Time', accessor: (row) => formatSiteDateTime(row.uscoCreatedTime), priority: 4 },
    { id: 'uscoUpdatedUserId', header: 'Updated User', priority: 3 },
  ],
  fields: [
    { Field: 'uscoId', title: 'Id', input: null, Key: 'PRI' },
    { Field: 'uscoUserId', title: 'User ID', input: 'dropdown-api', options_api_path: '/master/user', required: true },
    { Field: 'uscoCompId', title: 'Company', input: 'dropdown-api', options_api_path: '/master/company', optionsFailed: 'Gagal fetch company.', required: true },
  ],
  schema: userCompanySchema,
  search: { placeholder: 'Search User Id..', debounceMs: 300 },
  filter: { fields: [apiFilter('uscoCompId', 'By Company', '/master/company')] },
  // Spec 7 asks for `max=1000` in one call: the table pages those rows itself (decision 096).
  listQuery: { max: 1000, orderField: 'uscoCreatedTime', orderValue: 'ASC' },
  paging: 'client',
  toasts: {
    created: 'User added successfully',
    updated: 'User updated successfully',
    saveFailed: 'Error saving user data',
    deleted: 'User Company deleted successfully',
    deleteFailed: 'Error deleting user company',
  },
});
