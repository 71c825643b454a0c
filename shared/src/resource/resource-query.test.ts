import { defineResource } from './resource-config';
import { toListQuery } from './resource-query';

const config = defineResource<{ roleId: number; roleName: string }>({
  title: 'Roles',
  entity: 'Roles',
  permission: 'master_role',
  path: '/master/roles',
  primaryKey: 'roleId',
  columns: [{ id: 'roleName', header: 'Role Name' }],
  fields: [],
  schema: () => ({}),
  search: { placeholder: 'Search Role Name..', debounceMs: 500 },
  filter: { fields: [{ name: 'role', label: 'By Role', param: 'finds[rperRoleId]', input: 'text' }] },
  toasts: { created: '', updated: '', saveFailed: '', deleted: '', deleteFailed: '' },
});

describe('toListQuery', () => {
  it('maps the table state and filters to the API paging parameters', () => {
    expect(
      toListQuery(config, { page: 2, pageSize: 30, sort: { column: 'roleName', direction: 'desc' }, search: ' adm ', columnFilters: [{ column: 'roleName', condition: 'equal', value: 'Admin' }, { column: 'x', condition: 'contain', value: 'y' }, { column: 'z', condition: 'is_null' }] }, { role: '2' }),
    ).toEqual({ page: 2, max: 30, orderField: 'roleName', orderValue: 'DESC', search: 'adm', 'finds[rperRoleId]': '2', 'finds[roleName][eq]': 'Admin', 'finds[x]': 'y' });
  });

  it('sends the resource fixed list parameters over the page size (User Company asks max=1000)', () => {
    const fixed = { ...config, listQuery: { max: 1000 } };
    expect(toListQuery(fixed, { page: 1, pageSize: 10, sort: null, search: '', columnFilters: [] }, {})).toEqual({ page: 1, max: 1000 });
  });

  it('keeps the search on screen only when the resource says so', () => {
    const screenOnly = { ...config, search: { ...config.search, param: null } };
    expect(toListQuery(screenOnly, { page: 1, pageSize: 10, sort: null, search: 'x', columnFilters: [] }, {})).toEqual({ page: 1, max: 10 });
  });
});
