import { listReply, type MockApi, type MockRequest, reply } from '@console/shared/testing';
import type { CompanyGroup } from './company-group';

const PATH = '/master/Company_Group';

/** Demo rows: one without phone and fax (shown as N/A). */
export const seedGroups = (): CompanyGroup[] => [
  { grcpId: 1, grcpName: 'Grup Nusantara', grcpNickName: 'Nusa', grcpAddress: 'Jl. Merdeka No. 1', grcpCity: 'Jakarta', grcpTelp: '0211234567', grcpFax: '021-7654321', grcpCreatedUserId: 'superadmin@console.id', grcpCreatedTime: '2026-01-01T00:00:00.000Z' },
  { grcpId: 2, grcpName: 'Grup Parahyangan', grcpNickName: 'Para', grcpAddress: 'Jl. Asia Afrika 8', grcpCity: 'Bandung', grcpTelp: null, grcpFax: '', grcpCreatedUserId: 'superadmin@console.id', grcpCreatedTime: '2026-01-02T00:00:00.000Z' },
  { grcpId: 3, grcpName: 'Grup Jawa Timur', grcpNickName: 'Jatim', grcpAddress: 'Jl. Pemuda 12', grcpCity: 'Surabaya', grcpTelp: '0317654321', grcpFax: '031-1234567', grcpCreatedUserId: 'superadmin@console.id', grcpCreatedTime: '2026-01-03T00:00:00.000Z' },
];

/**
 * An in-memory `/master/Company_Group` behind the mocked client: search, `finds[grcpCity]`,
 * `finds[grcpName][eq]`, paging, sorting, create, update and delete, like the reference API.
 */
export function installCompanyGroupApi(api: MockApi, groups: CompanyGroup[] = seedGroups()) {
  let nextId = Math.max(0, ...groups.map((group) => group.grcpId)) + 1;
  const list = (request: MockRequest) => {
    const q = request.query;
    let rows = [...groups];
    const exact = q.get('finds[grcpName][eq]');
    if (exact !== null) rows = rows.filter((row) => row.grcpName.toLowerCase() === exact.toLowerCase());
    const city = q.get('finds[grcpCity]');
    if (city) rows = rows.filter((row) => (row.grcpCity ?? '').toLowerCase().includes(city.toLowerCase()));
    const search = q.get('search');
    if (search) rows = rows.filter((row) => row.grcpName.toLowerCase().includes(search.toLowerCase()));
    const orderField = q.get('orderField') as keyof CompanyGroup | null;
    if (orderField) {
      const sign = q.get('orderValue') === 'DESC' ? -1 : 1;
      rows.sort((a, b) => sign * String(a[orderField] ?? '').localeCompare(String(b[orderField] ?? '')));
    }
    const page = Number(q.get('page') ?? 1);
    const max = Number(q.get('max') ?? 10);
    return listReply(rows.slice((page - 1) * max, page * max), { page, itemPerPage: max, totalData: rows.length });
  };
  api.on('GET', PATH, list);
  api.on('POST', PATH, (request) => {
    const body = request.body as Omit<CompanyGroup, 'grcpId'>;
    const group = { ...body, grcpId: nextId++ } as CompanyGroup;
    groups.push(group);
    return { data: group, status: { error: 0, message: 'Created' } };
  });
  api.on('PUT', /^\/master\/Company_Group\/\d+$/, (request) => {
    const id = Number(request.path.split('/').pop());
    const index = groups.findIndex((group) => group.grcpId === id);
    if (index < 0) return reply(404, { status: { error: 1, message: 'Company Group not found.' } });
    groups[index] = { ...groups[index]!, ...(request.body as Partial<CompanyGroup>) };
    return { data: groups[index], status: { error: 0, message: 'Updated' } };
  });
  api.on('DELETE', /^\/master\/Company_Group\/\d+$/, (request) => {
    const id = Number(request.path.split('/').pop());
    const index = groups.findIndex((group) => group.grcpId === id);
    if (index < 0) return reply(404, { status: { error: 1, message: 'Company Group not found.' } });
    groups.splice(index, 1);
    return { status: { error: 0, message: 'Deleted' } };
  });
  return groups;
}

export const COMPANY_GROUP_PATH = PATH;
