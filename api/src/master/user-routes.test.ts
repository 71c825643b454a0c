import { body, signedInTestApp } from '../testing/test-app';

const session = signedInTestApp('superadmin');

const { call } = session;
const count = (sql: string, ...params: unknown[]) => (session.t.db.prepare(sql).get(...params) as { n: number }).n;

describe('/master/user and /master/User_Login', () => {
  test('the console creates a user in two calls, then the user can sign in', async () => {
    const user = await call('POST', '/master/user', { userId: 'rina@console.id', userStatus: 1 });
    expect(user.statusCode).toBe(201);
    expect(body(user).data).toMatchObject({ userId: 'rina@console.id', userStatus: 1, userCreatedUserId: 'superadmin@console.id' });
    const login = await call('POST', '/master/User_Login', { usloUserId: 'rina@console.id', usloUserName: 'rina', usloPassword: 'rina-secret' });
    expect(login.statusCode).toBe(201);
    const row = body(login).data as Record<string, unknown>;
    expect(row).toMatchObject({ usloUserId: 'rina@console.id', usloUserName: 'rina' });
    expect(row).not.toHaveProperty('usloPassword');
    const stored = session.t.db.prepare('SELECT usloPassword FROM user_logins WHERE usloUserId = ?').get('rina@console.id') as { usloPassword: string };
    expect(stored.usloPassword).toMatch(/^scrypt\$/);
    const signIn = await session.t.app.inject({ method: 'POST', url: '/security/authentication/login', payload: { username: 'rina', password: 'rina-secret' } });
    expect(signIn.statusCode).toBe(200);
  });

  test('lists users and logins; the duplicate check filters with finds[field][eq]; passwords never appear', async () => {
    const users = body(await call('GET', '/master/user?max=1000000&finds[userStatus]=1'));
    expect(users.pagination).toMatchObject({ totalData: 6 });
    expect(users.fields).toContainEqual(expect.objectContaining({ Field: 'userId', Key: 'PRI', Extra: '', input: 'text' }));
    const logins = await call('GET', '/master/User_Login/?finds[usloUserName][eq]=STAFF');
    expect(body(logins).data).toEqual([expect.objectContaining({ usloUserId: 'staff@console.id', usloUserName: 'staff' })]);
    expect(logins.body).not.toContain('scrypt');
    expect(body(await call('GET', '/master/User_Login/staff@console.id')).data).toMatchObject({ usloUserName: 'staff' });
    // The console encodes ids in paths.
    expect(body(await call('GET', `/master/user/${encodeURIComponent('staff@console.id')}`)).data).toMatchObject({ userId: 'staff@console.id' });
    expect(body(await call('GET', '/master/User_Login')).fields).toContainEqual(expect.objectContaining({ Field: 'usloUserId', options_api_path: '/master/user' }));
  });

  test.each([
    ['/master/user', { userId: 'not-an-email', userStatus: 1 }, 'User ID must be in email format'],
    ['/master/user', { userId: '1rina@console.id', userStatus: 1 }, 'User ID must start with a letter.'],
    ['/master/user', { userId: `${'a'.repeat(45)}@x.com`, userStatus: 1 }, 'Max 50 characters.'],
    ['/master/user', { userId: 'ADMIN@console.id', userStatus: 1 }, 'User ID has already been used'],
    ['/master/user', { userId: 'rina@console.id' }, 'Status is required.'],
    ['/master/User_Login', { usloUserId: 'ghost@console.id', usloUserName: 'ghost', usloPassword: 'secret1' }, 'User does not exist.'],
    ['/master/User_Login', { usloUserId: 'staff@console.id', usloUserName: 'staff2', usloPassword: 'secret1' }, 'This user already has a login.'],
    ['/master/User_Login', { usloUserId: 'auditor@console.id', usloUserName: 'Admin', usloPassword: 'secret1' }, 'Username has already been used'],
    ['/master/User_Login', { usloUserId: 'auditor@console.id', usloUserName: 'a.b..c', usloPassword: 'secret1' }, 'Invalid username format (allowed: letters, numbers, @, _, .; no __ or ..)'],
    ['/master/User_Login', { usloUserId: 'auditor@console.id', usloUserName: 'abc', usloPassword: 'short' }, 'Password must be at least 6 characters'],
  ])('POST %s %j is refused: %s', async (url, payload, message) => {
    const response = await call('POST', url, payload);
    expect(response.statusCode).toBe(400);
    expect(body(response).status).toEqual({ error: 1, message: expect.any(String) });
    expect(body(response).errors).toContainEqual({ field: expect.any(String), message });
  });

  test('updating a login requires the password (spec 5) and can rename', async () => {
    expect(body(await call('PUT', '/master/User_Login/staff@console.id', { usloUserName: 'staffy' })).status).toEqual({ error: 1, message: 'Password is required' });
    const updated = await call('PUT', '/master/User_Login/staff@console.id', { usloUserId: 'staff@console.id', usloUserName: 'staffy', usloPassword: 'another1' });
    expect(updated.statusCode).toBe(200);
    expect(body(updated).data).toMatchObject({ usloUserName: 'staffy' });
  });

  test('user status can be switched off; the user can then no longer sign in', async () => {
    expect((await call('PUT', '/master/user/staff@console.id', { userId: 'staff@console.id', userStatus: 0 })).statusCode).toBe(200);
    const signIn = await session.t.app.inject({ method: 'POST', url: '/security/authentication/login', payload: { username: 'staff', password: 'staff123' } });
    expect(signIn.statusCode).toBe(401);
  });

  test('deleting a user deletes its login, roles, companies and sessions; nobody deletes themself', async () => {
    await session.t.signIn('staff');
    expect((await call('DELETE', '/master/user/staff@console.id')).statusCode).toBe(200);
    for (const [table, column] of [['user_logins', 'usloUserId'], ['user_roles', 'usroUserId'], ['user_companies', 'uscoUserId'], ['sessions', 'sessUserId']]) {
      expect(count(`SELECT COUNT(*) AS n FROM ${table} WHERE ${column} = ?`, 'staff@console.id')).toBe(0);
    }
    // Spec 7's second call, DELETE of the login, agrees: the login went with its user.
    const second = await call('DELETE', '/master/User_Login/staff@console.id');
    expect(second.statusCode).toBe(200);
    expect(body(second).status).toEqual({ error: 0, message: 'User Login deleted with its user: nothing left to delete.' });
    expect((await call('DELETE', '/master/user/superadmin@console.id')).statusCode).toBe(409);
    expect((await call('DELETE', '/master/user/ghost@console.id')).statusCode).toBe(404);
  });

  test('a login is not found while its user exists without one', async () => {
    expect((await call('POST', '/master/user', { userId: 'rina@console.id', userStatus: 1 })).statusCode).toBe(201);
    expect((await call('DELETE', '/master/User_Login/rina@console.id')).statusCode).toBe(404);
  });

  test('two logins created at once with one username: one is stored, the other answers the spec\'s 400, not a conflict', async () => {
    for (const userId of ['rina@console.id', 'rini@console.id']) expect((await call('POST', '/master/user', { userId, userStatus: 1 })).statusCode).toBe(201);
    // Over real connections, truly at once: both pass the first check before either has hashed its password.
    await session.t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = session.t.app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const create = (usloUserId: string) =>
      fetch(`${base}/master/User_Login`, {
        method: 'POST',
        headers: { Authentication: session.token, 'Content-Type': 'application/json' },
        body: JSON.stringify({ usloUserId, usloUserName: 'kembar', usloPassword: 'secret-1' }),
      }).then(async (response) => ({ status: response.status, body: (await response.json()) as { status: { message: string }; errors?: unknown[] } }));
    const replies = await Promise.all([create('rina@console.id'), create('rini@console.id')]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([201, 400]);
    const refused = replies.find((reply) => reply.status === 400);
    expect(refused?.body).toEqual({ status: { error: 1, message: 'Username has already been used' }, errors: [{ field: 'usloUserName', message: 'Username has already been used' }] });
    expect(count("SELECT COUNT(*) AS n FROM user_logins WHERE usloUserName = 'kembar'")).toBe(1);
  });

  test('deleting a login revokes that user\'s sessions', async () => {
    const staff = await session.t.signIn('staff');
    expect((await call('DELETE', '/master/User_Login/staff@console.id')).statusCode).toBe(200);
    expect((await session.t.app.inject({ url: '/security/authentication/status', headers: { authentication: staff } })).statusCode).toBe(401);
  });
});

describe('/master/User_Role', () => {
  test('lists with the nested role name and the options path of both ids', async () => {
    const reply = body(await call('GET', '/master/User_Role?finds[usroRoleId]=3'));
    expect(reply.data).toContainEqual(expect.objectContaining({ usroUserId: 'staff@console.id', usroRoleId: 3, usroRole: { roleName: 'Staff' } }));
    expect(reply.fields).toContainEqual(expect.objectContaining({ Field: 'usroRoleId', input: 'dropdown-api', options_api_path: '/master/roles' }));
    expect(reply.fields).toContainEqual(expect.objectContaining({ Field: 'usroUserId', options_api_path: '/master/user' }));
  });

  test('assigns, refuses duplicates and unknown references, changes and removes', async () => {
    const created = await call('POST', '/master/User_Role', { usroUserId: 'staff@console.id', usroRoleId: 2 });
    expect(created.statusCode).toBe(201);
    const id = (body(created).data as { usroId: number }).usroId;
    expect(body(await call('POST', '/master/User_Role', { usroUserId: 'staff@console.id', usroRoleId: 2 })).status).toMatchObject({ message: 'User already has this role.' });
    expect(body(await call('POST', '/master/User_Role', { usroUserId: 'ghost@console.id', usroRoleId: 2 })).status).toMatchObject({ message: 'User does not exist.' });
    expect(body(await call('POST', '/master/User_Role', { usroUserId: 'staff@console.id', usroRoleId: 42 })).status).toMatchObject({ message: 'Role does not exist.' });
    expect(body(await call('PUT', `/master/User_Role/${id}`, { usroRoleId: 4 })).data).toMatchObject({ usroRole: { roleName: 'Auditor' } });
    expect((await call('DELETE', `/master/User_Role/${id}`)).statusCode).toBe(200);
  });
});

describe('/master/User_Company', () => {
  test('lists (max=1000 as the console asks) with the company name, assigns and removes', async () => {
    const reply = body(await call('GET', '/master/User_Company?max=1000&finds[uscoCompId]=1'));
    expect(reply.data).toContainEqual(expect.objectContaining({ uscoUserId: 'staff@console.id', uscoCompId: 1, uscoComp: { compName: 'PT Toko Sembako Nusantara' }, uscoUpdatedUserId: null }));
    expect(reply.fields).toContainEqual(expect.objectContaining({ Field: 'uscoCompId', options_api_path: '/master/company' }));
    const created = await call('POST', '/master/User_Company', { uscoUserId: 'staff@console.id', uscoCompId: 2 });
    expect(created.statusCode).toBe(201);
    expect(body(await call('POST', '/master/User_Company', { uscoUserId: 'staff@console.id', uscoCompId: 2 })).status).toMatchObject({ message: 'User already has this company.' });
    expect(body(await call('POST', '/master/User_Company', { uscoUserId: 'staff@console.id', uscoCompId: 77 })).status).toMatchObject({ message: 'Company does not exist.' });
    const id = (body(created).data as { uscoId: number }).uscoId;
    expect((await call('PUT', `/master/User_Company/${id}`, { uscoCompId: 3 })).statusCode).toBe(200);
    expect((await call('DELETE', `/master/User_Company/${id}`)).statusCode).toBe(200);
  });

  test('a company taken from a user ends it as their active company for good, even when given back', async () => {
    const activeOf = async (sessionToken: string) => (body(await session.t.app.inject({ url: '/security/authentication/status', headers: { authentication: sessionToken } })).company as { active: unknown }).active;
    const assignment = () => (session.t.db.prepare("SELECT uscoId AS id FROM user_companies WHERE uscoUserId = 'admin@console.id' AND uscoCompId = 2").get() as { id: number }).id;
    const admin = await session.t.signIn('admin', 2);
    expect(await activeOf(admin)).toMatchObject({ compId: 2 });
    // Removed, then assigned again: the session must choose again.
    expect((await call('DELETE', `/master/User_Company/${assignment()}`)).statusCode).toBe(200);
    expect((await call('POST', '/master/User_Company', { uscoUserId: 'admin@console.id', uscoCompId: 2 })).statusCode).toBe(201);
    expect(await activeOf(admin)).toBeNull();
    // Moved to another company and back the same way.
    expect((await session.t.app.inject({ method: 'POST', url: '/security/Authentication/SetCompany/2', headers: { authentication: admin } })).statusCode).toBe(200);
    expect((await call('PUT', `/master/User_Company/${assignment()}`, { uscoCompId: 3 })).statusCode).toBe(200);
    const moved = (session.t.db.prepare("SELECT uscoId AS id FROM user_companies WHERE uscoUserId = 'admin@console.id' AND uscoCompId = 3").get() as { id: number }).id;
    expect((await call('PUT', `/master/User_Company/${moved}`, { uscoCompId: 2 })).statusCode).toBe(200);
    expect(await activeOf(admin)).toBeNull();
    // A company set inactive and active again is nobody's active company any more.
    expect((await session.t.app.inject({ method: 'POST', url: '/security/Authentication/SetCompany/2', headers: { authentication: admin } })).statusCode).toBe(200);
    expect((await call('PUT', '/master/company/2', { compStatus: 0 })).statusCode).toBe(200);
    expect((await call('PUT', '/master/company/2', { compStatus: 1 })).statusCode).toBe(200);
    expect(await activeOf(admin)).toBeNull();
    // Another user's session keeps its company.
    const staff = await session.t.signIn('staff', 1);
    expect((await call('DELETE', `/master/User_Company/${assignment()}`)).statusCode).toBe(200);
    expect(await activeOf(staff)).toMatchObject({ compId: 1 });
  });
});
