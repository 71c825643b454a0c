import { body, createTestApp, type TestApp } from '../testing/test-app';

/**
 * Nobody grants more than they hold: a user never grants a role, permission or company beyond
 * their own, never changes their own role or company assignments, never touches the credentials
 * or status of a user who holds more, and the last active Superadmin cannot be removed.
 * (admin: every master_* but delete, read on the dashboards, companies 1 and 2.)
 */

let t: TestApp;
let admin: string;
beforeEach(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin');
});
afterEach(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const as = (token: string, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { authentication: token }, ...(payload ? { payload } : {}) });
const idOf = (sql: string) => Object.values(t.db.prepare(sql).get() as Record<string, number>)[0] as number;
const refused = async (response: Promise<{ statusCode: number; json: () => unknown }>, status: number, message: RegExp) => {
  const reply = await response;
  expect(reply.statusCode).toBe(status);
  expect((reply.json() as { status: unknown }).status).toEqual({ error: 1, message: expect.stringMatching(message) });
};
const signInWorks = async (username: string, password: string) =>
  (await t.app.inject({ method: 'POST', url: '/security/authentication/login', payload: { username, password } })).statusCode === 200;

describe('roles', () => {
  test('admin cannot give itself (or anyone) the Superadmin role', async () => {
    await refused(as(admin, 'POST', '/master/User_Role', { usroUserId: 'admin@console.id', usroRoleId: 1 }), 403, /own roles/);
    await refused(as(admin, 'POST', '/master/User_Role', { usroUserId: 'staff@console.id', usroRoleId: 1 }), 403, /role Superadmin/);
    const staffRole = idOf("SELECT usroId FROM user_roles WHERE usroUserId = 'staff@console.id'");
    await refused(as(admin, 'PUT', `/master/User_Role/${staffRole}`, { usroRoleId: 1 }), 403, /role Superadmin/);
    expect(t.db.prepare("SELECT COUNT(*) AS n FROM user_roles WHERE usroRoleId = 1").get()).toEqual({ n: 1 });
  });

  test('admin cannot hand out the Releases permission: not by the Release Manager role, not as a grant', async () => {
    await refused(as(admin, 'POST', '/master/User_Role', { usroUserId: 'staff@console.id', usroRoleId: 5 }), 403, /role Release Manager: it holds console_release\.read/);
    const releasePermission = idOf("SELECT prmsId FROM permissions WHERE prmsName = 'console_release'");
    await refused(as(admin, 'POST', '/master/Role_Permission', { rperRoleId: 3, rperPrmsId: releasePermission, rperOperations: '["read"]' }), 403, /console_release\.read/);
    // Nor touch the release manager, who holds what admin does not.
    await refused(as(admin, 'PUT', '/master/user/release@console.id', { userStatus: 0 }), 403, /release@console\.id/);
  });

  test('admin cannot change its own role assignments, even to a lesser role', async () => {
    const own = idOf("SELECT usroId FROM user_roles WHERE usroUserId = 'admin@console.id'");
    await refused(as(admin, 'PUT', `/master/User_Role/${own}`, { usroRoleId: 3 }), 403, /own roles/);
  });

  test('admin may still give a weaker user a role within its own rights', async () => {
    // The Auditor role holds console_audit.read, which admin lacks: not admin's to give ...
    await refused(as(admin, 'POST', '/master/User_Role', { usroUserId: 'staff@console.id', usroRoleId: 4 }), 403, /console_audit\.read/);
    // ... without it, it is within admin's rights.
    t.db.prepare('DELETE FROM role_permissions WHERE rperRoleId = 4').run();
    expect((await as(admin, 'POST', '/master/User_Role', { usroUserId: 'staff@console.id', usroRoleId: 4 })).statusCode).toBe(201);
  });

  test('admin cannot grant its own role (or any) an operation it does not hold', async () => {
    const own = idOf('SELECT rperId FROM role_permissions WHERE rperRoleId = 2 AND rperPrmsId = 4');
    await refused(as(admin, 'PUT', `/master/Role_Permission/${own}`, { rperOperations: '["read","create","update","delete"]' }), 403, /master_user\.delete/);
    await refused(as(admin, 'POST', '/master/Role_Permission', { rperRoleId: 3, rperPrmsId: 4, rperOperations: '["delete"]' }), 403, /master_user\.delete/);
    // A second permission record with the same name (a way around the grant check) is refused outright.
    const copy = await as(admin, 'POST', '/master/Permission', { prmsName: 'master_user', prmsOperations: '["read","create","update","delete"]' });
    expect(copy.statusCode).toBe(400);
    expect(JSON.stringify(copy.json())).toMatch(/Permission Name has already been used/);
    // Within its own rights it may: a new role reading companies, given to staff.
    const staff = await t.signIn('staff');
    const role = (body(await as(admin, 'POST', '/master/roles', { roleName: 'Company Reader' })).data as { roleId: number }).roleId;
    expect((await as(admin, 'POST', '/master/Role_Permission', { rperRoleId: role, rperPrmsId: 7, rperOperations: '["read"]' })).statusCode).toBe(201);
    expect((await as(admin, 'POST', '/master/User_Role', { usroUserId: 'staff@console.id', usroRoleId: role })).statusCode).toBe(201);
    expect((await as(staff, 'GET', '/master/company')).statusCode).toBe(200);
  });

  test('admin cannot rename a permission its role holds into one it holds less of', async () => {
    // Onto a name in use: refused as a duplicate before any grant moves.
    const taken = await as(admin, 'PUT', '/master/Permission/4', { prmsName: 'dashboard_transactionva' });
    expect(taken.statusCode).toBe(400);
    // Renaming moves every role's grants of it, the Superadmin role's too: not admin's to move.
    await refused(as(admin, 'PUT', '/master/Permission/4', { prmsName: 'master_users_renamed' }), 403, /master_users_renamed\.read/);
  });

  test('a new permission nobody holds yet: a Superadmin grants it and still manages its holders; admin cannot grant it', async () => {
    const superadmin = await t.signIn('superadmin');
    const created = await as(superadmin, 'POST', '/master/Permission', { prmsName: 'report_settlement', prmsOperations: '["read","create"]' });
    expect(created.statusCode).toBe(201);
    const prmsId = (body(created).data as { prmsId: number }).prmsId;
    await refused(as(admin, 'POST', '/master/Role_Permission', { rperRoleId: 3, rperPrmsId: prmsId, rperOperations: '["read"]' }), 403, /report_settlement\.read/);
    expect((await as(superadmin, 'POST', '/master/Role_Permission', { rperRoleId: 3, rperPrmsId: prmsId, rperOperations: '["read"]' })).statusCode).toBe(201);
    // staff now holds something superadmin's roles do not name, yet is no stronger than superadmin.
    const staffUser = idOf("SELECT rowid FROM users WHERE userId = 'staff@console.id'");
    expect(staffUser).toBeGreaterThan(0);
    expect((await as(superadmin, 'PUT', '/master/User_Login/staff@console.id', { usloPassword: 'staff12345' })).statusCode).toBe(200);
  });

  test('admin cannot change the grants of a role held by someone who holds more', async () => {
    const superGrant = idOf('SELECT rperId FROM role_permissions WHERE rperRoleId = 1 AND rperPrmsId = 1');
    await refused(as(admin, 'PUT', `/master/Role_Permission/${superGrant}`, { rperOperations: '["read"]' }), 403, /Superadmin/);
  });
});

describe('companies', () => {
  test('admin cannot assign itself another company, so cannot select it', async () => {
    await refused(as(admin, 'POST', '/master/User_Company', { uscoUserId: 'admin@console.id', uscoCompId: 3 }), 403, /own companies/);
    expect((await as(admin, 'POST', '/security/Authentication/SetCompany/3')).statusCode).toBe(403);
  });

  test('admin cannot give anyone a company it does not hold, but may give one it holds', async () => {
    await refused(as(admin, 'POST', '/master/User_Company', { uscoUserId: 'staff@console.id', uscoCompId: 3 }), 403, /company PT Borneo Fuel Services/);
    const staffCompany = idOf("SELECT uscoId FROM user_companies WHERE uscoUserId = 'staff@console.id'");
    await refused(as(admin, 'PUT', `/master/User_Company/${staffCompany}`, { uscoCompId: 5 }), 403, /company PT Kopi Priangan/);
    expect((await as(admin, 'POST', '/master/User_Company', { uscoUserId: 'staff@console.id', uscoCompId: 2 })).statusCode).toBe(201);
  });
});

describe('users who hold more', () => {
  test('admin cannot reset superadmin\'s password', async () => {
    await refused(as(admin, 'PUT', '/master/User_Login/superadmin@console.id', { usloUserName: 'superadmin', usloPassword: 'taken-over1' }), 403, /superadmin@console\.id/);
    expect(await signInWorks('superadmin', 'superadmin123')).toBe(true);
  });

  test('admin cannot deactivate superadmin', async () => {
    await refused(as(admin, 'PUT', '/master/user/superadmin@console.id', { userStatus: 0 }), 403, /superadmin@console\.id/);
    expect(t.db.prepare("SELECT userStatus FROM users WHERE userId = 'superadmin@console.id'").get()).toEqual({ userStatus: 1 });
  });

  test('admin cannot give a login to a user who holds more (a Superadmin without one)', async () => {
    t.db.exec("INSERT INTO users (userId, userStatus, userCreatedTime) VALUES ('ghost@console.id', 1, '2026-01-01T00:00:00.000Z')");
    t.db.exec("INSERT INTO user_roles (usroUserId, usroRoleId, usroCreatedTime) VALUES ('ghost@console.id', 1, '2026-01-01T00:00:00.000Z')");
    await refused(as(admin, 'POST', '/master/User_Login', { usloUserId: 'ghost@console.id', usloUserName: 'ghost', usloPassword: 'ghost-secret1' }), 403, /ghost@console\.id/);
  });

  test('admin cannot touch a user of a company it does not hold', async () => {
    await refused(as(admin, 'PUT', '/master/User_Login/auditor@console.id', { usloUserName: 'auditor', usloPassword: 'taken-over1' }), 403, /auditor@console\.id/);
  });

  test('admin still manages users within its rights: password, status', async () => {
    expect((await as(admin, 'PUT', '/master/User_Login/staff@console.id', { usloUserName: 'staff', usloPassword: 'reset-secret1' })).statusCode).toBe(200);
    expect((await as(admin, 'PUT', '/master/user/staff@console.id', { userStatus: 0 })).statusCode).toBe(200);
  });
});

describe('the last active Superadmin', () => {
  let superadmin: string;
  beforeEach(async () => {
    superadmin = await t.signIn('superadmin');
  });

  test('cannot deactivate or demote itself', async () => {
    await refused(as(superadmin, 'PUT', '/master/user/superadmin@console.id', { userStatus: 0 }), 409, /your own user/);
    const own = idOf("SELECT usroId FROM user_roles WHERE usroUserId = 'superadmin@console.id'");
    await refused(as(superadmin, 'DELETE', `/master/User_Role/${own}`), 403, /own roles/);
  });

  test('cannot lose the Superadmin role\'s rights through its grants or permissions', async () => {
    const grant = idOf('SELECT rperId FROM role_permissions WHERE rperRoleId = 1 AND rperPrmsId = 4');
    await refused(as(superadmin, 'PUT', `/master/Role_Permission/${grant}`, { rperOperations: '["read"]' }), 409, /no active Superadmin/);
    await refused(as(superadmin, 'DELETE', `/master/Role_Permission/${grant}`), 409, /no active Superadmin/);
    // Renaming a permission the console checks takes it away from every role: refused, as it leaves no Superadmin.
    await refused(as(superadmin, 'PUT', '/master/Permission/4', { prmsName: 'master_users' }), 409, /no active Superadmin/);
    expect(t.db.prepare('SELECT rperOperations FROM role_permissions WHERE rperId = ?').get(grant)).toEqual({ rperOperations: '["read","create","update","delete"]' });
  });

  test('another Superadmin may be deactivated while one remains', async () => {
    t.db.exec("INSERT INTO users (userId, userStatus, userCreatedTime) VALUES ('sa2@console.id', 1, '2026-01-01T00:00:00.000Z')");
    t.db.exec("INSERT INTO user_logins (usloUserId, usloUserName, usloPassword, usloCreatedTime) SELECT 'sa2@console.id', 'sa2', usloPassword, usloCreatedTime FROM user_logins WHERE usloUserId = 'superadmin@console.id'");
    t.db.exec("INSERT INTO user_roles (usroUserId, usroRoleId, usroCreatedTime) VALUES ('sa2@console.id', 1, '2026-01-01T00:00:00.000Z')");
    t.db.exec("INSERT INTO user_companies (uscoUserId, uscoCompId, uscoCreatedTime) SELECT 'sa2@console.id', compId, '2026-01-01T00:00:00.000Z' FROM companies");
    expect((await as(superadmin, 'PUT', '/master/user/sa2@console.id', { userStatus: 0 })).statusCode).toBe(200);
  });
});

describe('companies and built-in roles (decision 107)', () => {
  const newCompany = { compGrcpId: 1, compName: 'PT Probe Baru', compAddress: 'Jl. Baru No. 23', compPhone: '0215550123', compPIC: 'Probe', compPICPhone: '081200000023', compStatus: 1, compClientId: 1 };

  test('a Superadmin creates a company and may assign it to anyone, itself included, and then work in it', async () => {
    const superadmin = await t.signIn('superadmin');
    const created = await as(superadmin, 'POST', '/master/company', newCompany);
    expect(created.statusCode).toBe(201);
    const compId = (body(created).data as { compId: number }).compId;
    expect((await as(superadmin, 'POST', '/master/User_Company', { uscoUserId: 'admin@console.id', uscoCompId: compId })).statusCode).toBe(201);
    expect((await as(superadmin, 'POST', '/master/User_Company', { uscoUserId: 'superadmin@console.id', uscoCompId: compId })).statusCode).toBe(201);
    expect((await as(superadmin, 'POST', `/security/Authentication/SetCompany/${compId}`)).statusCode).toBe(200);
    // Admin now holds a company superadmin did not: superadmin still manages admin.
    expect((await as(superadmin, 'PUT', '/master/user/admin@console.id', { userStatus: 1 })).statusCode).toBe(200);
    // The no-escalation rules stay for everyone else: admin may not pass the company on.
    await refused(as(admin, 'POST', '/master/User_Company', { uscoUserId: 'staff@console.id', uscoCompId: 3 }), 403, /you do not hold it/);
    // Still never one's own roles.
    await refused(as(superadmin, 'POST', '/master/User_Role', { usroUserId: 'superadmin@console.id', usroRoleId: 2 }), 403, /own roles/);
  });

  test('an inactive company is nobody\'s to assign, not even a Superadmin\'s', async () => {
    const superadmin = await t.signIn('superadmin');
    const compId = (body(await as(superadmin, 'POST', '/master/company', { ...newCompany, compStatus: 0 })).data as { compId: number }).compId;
    await refused(as(superadmin, 'POST', '/master/User_Company', { uscoUserId: 'admin@console.id', uscoCompId: compId }), 403, /PT Probe Baru: it is inactive/);
  });

  test('only holders of a company (or a Superadmin) change or deactivate it', async () => {
    await refused(as(admin, 'PUT', '/master/company/3', { compStatus: 0 }), 403, /You cannot change company PT Borneo Fuel Services: you do not hold it/);
    expect(t.db.prepare('SELECT compStatus FROM companies WHERE compId = 3').get()).toEqual({ compStatus: 1 });
    expect((await as(admin, 'PUT', '/master/company/2', { compPIC: 'Dewi Anggraini' })).statusCode).toBe(200);
    const superadmin = await t.signIn('superadmin');
    expect((await as(superadmin, 'PUT', '/master/company/3', { compPIC: 'Rudi H.' })).statusCode).toBe(200);
  });

  test('the built-in roles are not admin\'s to rename or delete; its own weaker ones are', async () => {
    await refused(as(admin, 'PUT', '/master/roles/1', { roleName: 'Renamed' }), 403, /You cannot change role Superadmin: it holds/);
    await refused(as(admin, 'PUT', '/master/roles/5', { roleName: 'Renamed' }), 403, /role Release Manager: it holds console_release/);
    expect(t.db.prepare('SELECT roleName FROM roles WHERE roleId = 1').get()).toEqual({ roleName: 'Superadmin' });
    // Admin renaming its own role: every grant is its own, and nobody holding it holds more.
    expect((await as(admin, 'PUT', '/master/roles/2', { roleName: 'Administrator' })).statusCode).toBe(200);
    const superadmin = await t.signIn('superadmin');
    expect((await as(superadmin, 'PUT', '/master/roles/3', { roleName: 'Operations Staff' })).statusCode).toBe(200);
  });
});
