import { body, signedInTestApp } from '../testing/test-app';

const session = signedInTestApp('superadmin');

const { call } = session;

const validGroup = { grcpName: 'Sumatra Trading Group', grcpNickName: 'STG', grcpAddress: 'Jl. Gajah Mada No. 4', grcpCity: '  medan   KOTA ', grcpTelp: '0614150001', grcpFax: '(061) 415-0002' };
const validCompany = { compGrcpId: 1, compName: 'PT Medan Sejahtera', compAddress: 'Jl. Asia No. 10', compPhone: '0614150010', compPIC: 'Rahmat Hidayat', compPICPhone: '081300001111', compStatus: 1, compClientId: 2 };

describe('/master/Company_Group', () => {
  test('lists with the list-reply shape and per-field metadata', async () => {
    const response = await call('GET', '/master/Company_Group');
    expect(response.statusCode).toBe(200);
    const reply = body(response);
    expect(reply.pagination).toEqual({ totalData: 4, totalPage: 1, itemPerPage: 10, page: 1 });
    expect(reply.status).toEqual({ error: 0, message: expect.any(String) });
    expect(reply.fields).toContainEqual({
      Field: 'grcpId', Type: 'int(11)', Null: 'NO', Key: 'PRI', Default: null, Extra: 'auto_increment', Label: 'Id', input: null, options_api_path: null,
    });
    expect(reply.fields).toContainEqual(expect.objectContaining({ Field: 'grcpName', Type: 'varchar(50)', Null: 'NO', input: 'text' }));
    expect(reply.fields).toContainEqual(expect.objectContaining({ Field: 'grcpCreatedTime', Type: 'datetime', input: null }));
    const rows = reply.data as Record<string, unknown>[];
    // Default sort: created time ascending.
    expect(rows.map((row) => row.grcpId)).toEqual([1, 2, 3, 4]);
    expect(rows[1]).toMatchObject({ grcpName: 'Borneo Energy Group', grcpTelp: null, grcpFax: null, grcpCreatedTime: expect.stringMatching(/Z$/) });
  });

  test('searches, filters by city, pages and sorts', async () => {
    const searched = body(await call('GET', '/master/Company_Group?search=borneo'));
    expect((searched.data as unknown[]).length).toBe(1);
    const byCity = body(await call('GET', '/master/Company_Group?finds[grcpCity]=bandung'));
    expect(byCity.data).toEqual([expect.objectContaining({ grcpCity: 'Bandung' })]);
    const page = body(await call('GET', '/master/Company_Group?page=2&max=3&orderField=grcpName&orderValue=desc'));
    expect(page.pagination).toEqual({ totalData: 4, totalPage: 2, itemPerPage: 3, page: 2 });
    expect(page.data).toEqual([expect.objectContaining({ grcpName: 'Borneo Energy Group' })]);
    const exact = body(await call('GET', '/master/Company_Group?finds[grcpName][eq]=BORNEO ENERGY GROUP'));
    expect(exact.pagination).toMatchObject({ totalData: 1 });
    const partialExact = body(await call('GET', '/master/Company_Group?finds[grcpName][eq]=Borneo'));
    expect(partialExact.pagination).toMatchObject({ totalData: 0 });
  });

  test('creates with audit fields from the session and the city normalised', async () => {
    const response = await call('POST', '/master/Company_Group', { ...validGroup, grcpCreatedUserId: 'mallory@evil.example' });
    expect(response.statusCode).toBe(201);
    expect(body(response)).toEqual({
      data: expect.objectContaining({ grcpId: 5, grcpName: 'Sumatra Trading Group', grcpCity: 'Medan Kota', grcpCreatedUserId: 'superadmin@console.id', grcpUpdatedUserId: null }),
      status: { error: 0, message: expect.any(String) },
    });
    const single = body(await call('GET', '/master/Company_Group/5'));
    expect(single).toEqual({ data: expect.objectContaining({ grcpId: 5 }), status: { error: 0, message: expect.any(String) } });
  });

  test.each([
    [{ grcpName: '' }, 'grcpName', 'Company Group Name is Required'],
    [{ grcpName: 'AB' }, 'grcpName', 'Must be at least 3 characters.'],
    [{ grcpName: 'A'.repeat(51) }, 'grcpName', 'Max 50 characters.'],
    [{ grcpName: 'Group <b>' }, 'grcpName', 'Invalid characters used.'],
    [{ grcpName: 'nusantara retail group' }, 'grcpName', 'Company Group has already been used'],
    [{ grcpTelp: '021555' }, 'grcpTelp', 'Min 10 digits.'],
    [{ grcpTelp: '0215550101999999' }, 'grcpTelp', 'Max 15 digits.'],
    [{ grcpTelp: '021-555-0101' }, 'grcpTelp', 'Phone must contain digits only.'],
    [{ grcpTelp: '0000000000' }, 'grcpTelp', 'Phone must be greater than 0.'],
    [{ grcpFax: '12345' }, 'grcpFax', 'Must be at least 6 characters.'],
    [{ grcpFax: '12345a' }, 'grcpFax', 'Invalid characters used.'],
    [{ grcpAddress: 'Jl.' }, 'grcpAddress', 'Must be at least 5 characters.'],
    [{ grcpNickName: 'X' }, 'grcpNickName', 'Must be at least 2 characters.'],
    [{ grcpCity: '' }, 'grcpCity', 'City is required.'],
  ])('refuses %j with the spec message', async (change, field, message) => {
    const response = await call('POST', '/master/Company_Group', { ...validGroup, ...change });
    expect(response.statusCode).toBe(400);
    expect(body(response)).toEqual({ status: { error: 1, message }, errors: [{ field, message }] });
    expect(body(await call('GET', '/master/Company_Group')).pagination).toMatchObject({ totalData: 4 });
  });

  test('updates only the fields sent; the key cannot change; unknown ids are 404', async () => {
    const response = await call('PUT', '/master/Company_Group/2', { grcpId: 2, grcpTelp: '0542770001' });
    expect(response.statusCode).toBe(200);
    expect(body(response).data).toMatchObject({ grcpName: 'Borneo Energy Group', grcpTelp: '0542770001', grcpUpdatedUserId: 'superadmin@console.id' });
    // Its own name again is not a duplicate.
    expect((await call('PUT', '/master/Company_Group/2', { grcpName: 'BORNEO Energy Group' })).statusCode).toBe(200);
    expect(body(await call('PUT', '/master/Company_Group/2', { grcpId: 3, grcpTelp: '0542770001' })).status).toEqual({ error: 1, message: 'grcpId cannot be changed.' });
    expect((await call('PUT', '/master/Company_Group/99', { grcpTelp: '0542770001' })).statusCode).toBe(404);
    expect((await call('GET', '/master/Company_Group/99')).statusCode).toBe(404);
  });

  test('a group with companies cannot be deleted (409); an empty one can', async () => {
    const refused = await call('DELETE', '/master/Company_Group/1');
    expect(refused.statusCode).toBe(409);
    expect(body(refused).status).toEqual({ error: 1, message: expect.stringContaining('company') });
    const created = body(await call('POST', '/master/Company_Group', validGroup)).data as { grcpId: number };
    const deleted = await call('DELETE', `/master/Company_Group/${created.grcpId}`);
    expect(deleted.statusCode).toBe(200);
    expect(body(deleted)).toEqual({ status: { error: 0, message: expect.any(String) } });
  });
});

describe('/master/company', () => {
  test('rows carry the client name and the nested group; fields point at their option lists', async () => {
    const reply = body(await call('GET', '/master/company?finds[compGrcpId]=3&finds[compStatus]=1&finds[compName]=kopi'));
    expect(reply.data).toEqual([
      expect.objectContaining({ compId: 5, compName: 'PT Kopi Priangan', clntName: 'PT Prima Logistik', grcpName: 'Priangan Digital Group', compGrcp: { grcpId: 3, grcpName: 'Priangan Digital Group' }, compCreatedUserId: null }),
    ]);
    const fields = reply.fields as { Field: string; input: string; options_api_path: string | null }[];
    expect(fields.find((field) => field.Field === 'compGrcpId')).toMatchObject({ input: 'dropdown-api', options_api_path: '/master/Company_Group' });
    expect(fields.find((field) => field.Field === 'compClientId')).toMatchObject({ input: 'dropdown-api', options_api_path: '/master/client' });
    expect(fields.find((field) => field.Field === 'compStatus')).toMatchObject({ input: 'dropdown' });
  });

  test('creates, reads, updates (ignoring the derived fields a row carries) and refuses a duplicate name', async () => {
    const created = await call('POST', '/master/company', validCompany);
    expect(created.statusCode).toBe(201);
    const row = body(created).data as Record<string, unknown>;
    expect(row).toMatchObject({ compName: 'PT Medan Sejahtera', clntName: 'PT Mitra Sejahtera', compStatus: 1 });
    const got = body(await call('GET', `/master/company/${row.compId}`));
    expect(got.data).toMatchObject({ compId: row.compId });
    const updated = await call('PUT', `/master/company/${row.compId}`, { compStatus: 0, grcpName: 'x', clntName: 'y', compGrcp: { grcpId: 9 } });
    expect(updated.statusCode).toBe(200);
    expect(body(updated).data).toMatchObject({ compStatus: 0, grcpName: 'Nusantara Retail Group' });
    const duplicate = await call('POST', '/master/company', { ...validCompany, compName: 'pt medan sejahtera' });
    expect(body(duplicate).status).toEqual({ error: 1, message: 'Company Name has already been used' });
  });

  test.each([
    [{ compName: '' }, 'Company Name is Required'],
    [{ compGrcpId: 99 }, 'Company Group does not exist.'],
    [{ compGrcpId: 0 }, 'Company Group must be greater than 0.'],
    [{ compClientId: 99 }, 'Client does not exist.'],
    [{ compStatus: 2 }, 'Status must be 1 (active) or 0 (inactive).'],
    [{ compStatus: 'yes' }, 'Status must be a whole number.'],
    [{ compPIC: 'Al' }, 'Must be at least 3 characters.'],
    [{ compPICPhone: '12' }, 'Min 10 digits.'],
  ])('refuses %j', async (change, message) => {
    const response = await call('POST', '/master/company', { ...validCompany, ...change });
    expect(response.statusCode).toBe(400);
    expect(body(response).status).toEqual({ error: 1, message });
  });

  test('a company with transactions cannot be deleted; one without can, with its user-company records', async () => {
    expect((await call('DELETE', '/master/company/1')).statusCode).toBe(409);
    const row = body(await call('POST', '/master/company', validCompany)).data as { compId: number };
    await call('POST', '/master/User_Company', { uscoUserId: 'admin@console.id', uscoCompId: row.compId });
    expect((await call('DELETE', `/master/company/${row.compId}`)).statusCode).toBe(200);
    expect(session.t.db.prepare('SELECT COUNT(*) AS n FROM user_companies WHERE uscoCompId = ?').get(row.compId)).toEqual({ n: 0 });
  });
});

describe('/master/client', () => {
  test('lists clients (read-only)', async () => {
    const reply = body(await call('GET', '/master/client?max=1000000'));
    expect(reply.data).toHaveLength(6);
    expect((reply.data as unknown[])[0]).toEqual({ clntid: 1, clntName: 'PT Sinar Abadi' });
    expect(reply.fields).toContainEqual(expect.objectContaining({ Field: 'clntid', Key: 'PRI' }));
    expect((await call('POST', '/master/client', { clntName: 'x' })).statusCode).toBe(404);
  });
});
