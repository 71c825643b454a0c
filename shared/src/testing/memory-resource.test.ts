import { ApiError } from '../api/api-error';
import { api } from '../api/http-client';
import type { ListReply } from '../api/contract';
import { type MemoryResource, memoryResource } from './memory-resource';
import { type MockApi, mockApi } from './mock-api';

interface Role extends Record<string, unknown> {
  roleId: number;
  roleName: string;
  roleCreatedTime: string;
}

const seed: Role[] = [
  { roleId: 1, roleName: 'Superadmin', roleCreatedTime: '2026-01-03' },
  { roleId: 2, roleName: 'Admin', roleCreatedTime: '2026-01-01' },
  { roleId: 3, roleName: 'Staff', roleCreatedTime: '2026-01-02' },
];

let mock: MockApi;
let roles: MemoryResource<Role>;

beforeEach(() => {
  mock = mockApi({ access: {} });
  roles = memoryResource<Role>(mock, {
    path: '/master/roles',
    primaryKey: 'roleId',
    rows: seed,
    searchFields: ['roleName'],
    defaultOrder: { field: 'roleCreatedTime', direction: 'ASC' },
    derive: (row) => ({ ...row, roleCreatedTime: row.roleCreatedTime ?? '2026-02-01' }),
    validate: (body, id, rows) =>
      rows.some((row) => row.roleName.toLowerCase() === String(body.roleName).toLowerCase() && row.roleId !== id)
        ? [{ field: 'roleName', message: 'Role Name has already been used' }]
        : [],
  });
});
afterEach(() => mock.restore());

const names = (reply: ListReply<Role>) => reply.data.map((row) => row.roleName);
const list = (query: Record<string, string | number>) => api.get<ListReply<Role>>('/master/roles', query);

describe('memoryResource', () => {
  it('lists in the default order with paging and the total', async () => {
    const reply = await list({ page: 1, max: 2 });
    expect(names(reply)).toEqual(['Admin', 'Staff']);
    expect(reply.pagination).toEqual({ totalData: 3, totalPage: 2, itemPerPage: 2, page: 1 });
    expect(names(await list({ page: 2, max: 2 }))).toEqual(['Superadmin']);
  });

  it('searches, filters with finds[x] (contains) and finds[x][eq] (equal), and sorts', async () => {
    expect(names(await list({ search: 'ADM' }))).toEqual(['Admin', 'Superadmin']);
    expect(names(await list({ 'finds[roleName]': 'min' }))).toEqual(['Admin', 'Superadmin']);
    expect(names(await list({ 'finds[roleName][eq]': 'admin' }))).toEqual(['Admin']);
    expect(names(await list({ 'finds[roleId]': 3 }))).toEqual(['Staff']);
    expect(names(await list({ orderField: 'roleName', orderValue: 'DESC' }))).toEqual(['Superadmin', 'Staff', 'Admin']);
  });

  it('creates with the next key and derived fields, gets, updates and deletes', async () => {
    await api.post('/master/roles', { roleName: 'Auditor' });
    expect(roles.find(4)).toEqual({ roleId: 4, roleName: 'Auditor', roleCreatedTime: '2026-02-01' });
    expect(await api.get('/master/roles/4')).toEqual({ data: roles.find(4), status: { error: 0, message: 'OK' } });
    await api.put('/master/roles/4', { roleName: 'Auditor 2' });
    expect(roles.find(4)?.roleName).toBe('Auditor 2');
    await api.delete('/master/roles/2');
    expect(roles.rows.map((row) => row.roleId)).toEqual([1, 3, 4]);
    expect(roles.created()).toEqual([{ roleName: 'Auditor' }]);
    expect(roles.updated()).toEqual([{ id: '4', body: { roleName: 'Auditor 2' } }]);
    expect(roles.deleted()).toEqual(['2']);
  });

  it('answers 400 with field errors from validate, and 404 for an unknown key', async () => {
    await expect(api.post('/master/roles', { roleName: 'staff' })).rejects.toMatchObject({
      httpStatus: 400,
      body: { status: { error: 1, message: 'Role Name has already been used' }, errors: [{ field: 'roleName', message: 'Role Name has already been used' }] },
    });
    await expect(api.put('/master/roles/3', { roleName: 'Staff' })).resolves.toBeDefined();
    await expect(api.delete('/master/roles/99')).rejects.toBeInstanceOf(ApiError);
    expect(roles.rows).toHaveLength(3);
  });

  it('fails the next calls of an operation as often as asked, then works again', async () => {
    roles.fail('create', { status: 500, message: 'Database down' }, 2);
    roles.fail('list', { message: 'Bad list' });
    await expect(list({})).rejects.toMatchObject({ httpStatus: 400 });
    expect(names(await list({}))).toHaveLength(3);
    for (let attempt = 0; attempt < 2; attempt++) {
      await expect(api.post('/master/roles', { roleName: 'X' })).rejects.toMatchObject({ httpStatus: 500, body: { status: { message: 'Database down' } } });
    }
    await api.post('/master/roles', { roleName: 'X' });
    expect(roles.rows).toHaveLength(4);
  });

  it('keeps resources on different paths apart and records list calls without lookups or counts', async () => {
    const groups = memoryResource(mock, { path: '/master/Company_Group', primaryKey: 'grcpId', rows: [{ grcpId: 7, grcpName: 'Grup A' }] });
    await api.get('/master/Company_Group', { 'finds[grcpName][eq]': 'grup a' });
    await api.get('/master/Company_Group', { max: 1 });
    await api.get('/master/Company_Group', { page: 1, max: 10, search: 'grup' });
    expect(groups.lookups('grcpName').map((call) => call.query.get('finds[grcpName][eq]'))).toEqual(['grup a']);
    expect(groups.listCalls().map((call) => call.query.get('search'))).toEqual(['grup']);
    expect(roles.listCalls()).toEqual([]);
  });
});
