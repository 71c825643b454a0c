import { body, signedInTestApp } from '../testing/test-app';

const session = signedInTestApp('superadmin');

const { call } = session;

describe('/master/roles', () => {
  test('lists, creates, renames; a role held by users cannot be deleted, an unused one goes with its grants', async () => {
    const list = body(await call('GET', '/master/roles?max=1000000'));
    expect((list.data as { roleName: string }[]).map((role) => role.roleName)).toEqual(['Superadmin', 'Admin', 'Staff', 'Auditor', 'Release Manager']);
    const created = await call('POST', '/master/roles', { roleName: 'Supervisor' });
    expect(created.statusCode).toBe(201);
    const id = (body(created).data as { roleId: number }).roleId;
    expect(body(await call('PUT', `/master/roles/${id}`, { roleName: 'Team Lead' })).data).toMatchObject({ roleName: 'Team Lead' });
    expect(body(await call('POST', '/master/roles', { roleName: 'X' })).status).toEqual({ error: 1, message: 'Must be at least 2 characters.' });
    expect(body(await call('POST', '/master/roles', {})).status).toEqual({ error: 1, message: 'Role Name is Required' });
    expect(body(await call('POST', '/master/roles', { roleName: 'staff' })).status).toEqual({ error: 1, message: 'Role Name has already been used' });
    expect(body(await call('PUT', `/master/roles/${id}`, { roleName: 'ADMIN' })).status).toEqual({ error: 1, message: 'Role Name has already been used' });
    expect((await call('PUT', `/master/roles/${id}`, { roleName: 'team lead' })).statusCode).toBe(200);
    expect((await call('DELETE', '/master/roles/3')).statusCode).toBe(409);
    await call('POST', '/master/Role_Permission', { rperRoleId: id, rperPrmsId: 1, rperOperations: '["read"]' });
    expect((await call('DELETE', `/master/roles/${id}`)).statusCode).toBe(200);
    expect(session.t.db.prepare('SELECT COUNT(*) AS n FROM role_permissions WHERE rperRoleId = ?').get(id)).toEqual({ n: 0 });
  });
});

describe('/master/Permission', () => {
  test('operations travel as JSON-encoded strings both ways', async () => {
    const list = body(await call('GET', '/master/Permission?search=master_group'));
    expect(list.data).toEqual([expect.objectContaining({ prmsName: 'master_group_company', prmsOperations: '["read","create","update","delete"]' })]);
    expect(list.fields).toContainEqual(expect.objectContaining({ Field: 'prmsOperations', input: 'checkbox' }));
    const created = await call('POST', '/master/Permission', { prmsName: 'report_export', prmsOperations: '["create","read","read"]' });
    expect(created.statusCode).toBe(201);
    expect(body(created).data).toMatchObject({ prmsName: 'report_export', prmsOperations: '["read","create"]' });
  });

  test.each([
    [{ prmsName: 'report', prmsOperations: '[]' }, 'Operation is Required.'],
    [{ prmsName: 'report' }, 'Operation is Required.'],
    [{ prmsName: 'report', prmsOperations: '["read","fly"]' }, 'Unknown operation: fly.'],
    [{ prmsName: 'report', prmsOperations: 'read' }, 'Operations must be a JSON-encoded list such as ["read","create"].'],
    [{ prmsName: 'report', prmsOperations: ['read'] }, 'Operations must be text.'],
    [{ prmsName: 'r', prmsOperations: '["read"]' }, 'Must be at least 2 characters.'],
    [{ prmsOperations: '["read"]' }, 'Permission Name is Required'],
    [{ prmsName: 'MASTER_ROLE', prmsOperations: '["read"]' }, 'Permission Name has already been used'],
  ])('refuses %j', async (payload, message) => {
    const response = await call('POST', '/master/Permission', payload);
    expect(response.statusCode).toBe(400);
    expect(body(response).status).toEqual({ error: 1, message });
  });

  test('a permission used by a role permission cannot be deleted', async () => {
    expect((await call('DELETE', '/master/Permission/1')).statusCode).toBe(409);
  });
});

describe('/master/Role_Permission', () => {
  test('rows nest the role and permission names; filter by role', async () => {
    const reply = body(await call('GET', '/master/Role_Permission?finds[rperRoleId]=3&max=100'));
    expect(reply.pagination).toMatchObject({ totalData: 3 });
    expect(reply.data).toContainEqual(
      expect.objectContaining({ rperRoleId: 3, rperOperations: '["read"]', rperRole: { roleName: 'Staff' }, rperPrms: { prmsName: 'dashboard_transactionva' } }),
    );
    expect(reply.fields).toContainEqual(expect.objectContaining({ Field: 'rperPrmsId', options_api_path: '/master/Permission' }));
  });

  test('granting changes what the user may do at once', async () => {
    const staff = await session.t.signIn('staff');
    const companies = () => session.t.app.inject({ url: '/master/company', headers: { authentication: staff } });
    expect((await companies()).statusCode).toBe(403);
    const granted = await call('POST', '/master/Role_Permission', { rperRoleId: 3, rperPrmsId: 7, rperOperations: '["read"]' });
    expect(granted.statusCode).toBe(201);
    expect((await companies()).statusCode).toBe(200);
    const id = (body(granted).data as { rperId: number }).rperId;
    expect((await call('DELETE', `/master/Role_Permission/${id}`)).statusCode).toBe(200);
    expect((await companies()).statusCode).toBe(403);
  });

  test('refuses a second grant of the same pair, unknown references and operations the permission lacks', async () => {
    expect(body(await call('POST', '/master/Role_Permission', { rperRoleId: 3, rperPrmsId: 1, rperOperations: '["read"]' })).status).toMatchObject({
      message: 'This role already has permission dashboard_notification.',
    });
    expect(body(await call('POST', '/master/Role_Permission', { rperRoleId: 3, rperPrmsId: 99, rperOperations: '["read"]' })).status).toMatchObject({
      message: 'Permission does not exist.',
    });
    await call('PUT', '/master/Permission/7', { prmsOperations: '["read"]' });
    expect(body(await call('POST', '/master/Role_Permission', { rperRoleId: 4, rperPrmsId: 7, rperOperations: '["read","delete"]' })).status).toMatchObject({
      message: 'Operation delete is not allowed by permission master_company.',
    });
  });
});
