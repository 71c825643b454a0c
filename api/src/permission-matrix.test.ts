import type { Database } from 'better-sqlite3';
import { expireSessionsOf } from './sessions/expire-sessions';
import { body, createTestApp, type TestApp } from './testing/test-app';

/**
 * Every endpoint of spec 7 x {no token, expired token, staff, admin, superadmin}: the permission
 * each needs is checked on the server, and each actor gets exactly the right answer.
 */

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Need = 'public' | 'login' | 'session' | { group: string; operation: 'read' | 'create' | 'update' | 'delete' };
interface Endpoint {
  method: Method;
  url: string | ((db: Database) => string);
  /** The test name of a computed url. */
  name?: string;
  payload?: object;
  need: Need;
  /** HTTP status when allowed. */
  ok?: number;
  setup?: (db: Database) => void;
}

const AUDIT = "'2026-01-01T00:00:00.000Z'";
const idOf = (db: Database, sql: string) => Object.values(db.prepare(sql).get() as Record<string, number>)[0];
const unpaid = (type: string) => (db: Database) => idOf(db, `SELECT trctId FROM transactions WHERE trctCompId = 1 AND trctType = '${type}' AND trctStatus = '03'`);
const paid = (type: string) => (db: Database) => idOf(db, `SELECT trctId FROM transactions WHERE trctCompId = 1 AND trctType = '${type}' AND trctStatus = '00'`);

function master(path: string, group: string, ids: { get: string; put: string; del: string }, create: object, update: object, setup?: (db: Database) => void): Endpoint[] {
  return [
    { method: 'GET', url: path, need: { group, operation: 'read' } },
    { method: 'GET', url: `${path}/${ids.get}`, need: { group, operation: 'read' } },
    { method: 'POST', url: path, payload: create, need: { group, operation: 'create' }, ok: 201, setup },
    { method: 'PUT', url: `${path}/${ids.put}`, payload: update, need: { group, operation: 'update' }, setup },
    { method: 'DELETE', url: `${path}/${ids.del}`, need: { group, operation: 'delete' }, setup },
  ];
}

const ENDPOINTS: Endpoint[] = [
  { method: 'POST', url: '/security/authentication/login', payload: { username: 'admin', password: 'admin123' }, need: 'public' },
  { method: 'POST', url: '/security/authentication/logout', need: 'session' },
  { method: 'GET', url: '/security/authentication/status', need: 'login' },
  { method: 'POST', url: '/security/Authentication/SetCompany/1', need: 'login' },
  { method: 'GET', url: '/account/login/check?usloUserName=someone', need: 'login' },
  ...master('/master/user', 'master_user', { get: 'auditor@console.id', put: 'auditor@console.id', del: 'auditor@console.id' }, { userId: 'new.user@console.id', userStatus: 1 }, { userStatus: 0 }),
  ...master(
    '/master/User_Login',
    'master_user',
    { get: 'auditor@console.id', put: 'auditor@console.id', del: 'auditor@console.id' },
    { usloUserId: 'nologin@console.id', usloUserName: 'nologin', usloPassword: 'secret1' },
    { usloUserName: 'auditor2', usloPassword: 'secret2' },
    (db) => db.exec(`INSERT INTO users (userId, userStatus, userCreatedTime) VALUES ('nologin@console.id', 1, ${AUDIT})`),
  ),
  ...master('/master/roles', 'master_role', { get: '1', put: '4', del: '50' }, { roleName: 'Reviewer' }, { roleName: 'Auditors' }, (db) =>
    db.exec(`INSERT INTO roles (roleId, roleName, roleCreatedTime) VALUES (50, 'Unused', ${AUDIT})`),
  ),
  ...master('/master/Permission', 'master_permission', { get: '1', put: '9', del: '50' }, { prmsName: 'report_export', prmsOperations: '["read"]' }, { prmsOperations: '["read","create","update","delete"]' }, (db) =>
    db.exec(`INSERT INTO permissions (prmsId, prmsName, prmsOperations, prmsCreatedTime) VALUES (50, 'unused', '["read"]', ${AUDIT})`),
  ),
  ...master('/master/Role_Permission', 'master_role_permission', { get: '1', put: '500', del: '500' }, { rperRoleId: 4, rperPrmsId: 2, rperOperations: '["read"]' }, { rperOperations: '["read","create"]' }, (db) =>
    db.exec(`INSERT INTO role_permissions (rperId, rperRoleId, rperPrmsId, rperOperations, rperCreatedTime) VALUES (500, 4, 4, '["read"]', ${AUDIT})`),
  ),
  ...master('/master/User_Role', 'master_user_role', { get: '1', put: '5', del: '5' }, { usroUserId: 'auditor@console.id', usroRoleId: 3 }, { usroRoleId: 3 }),
  ...master('/master/User_Company', 'master_user_company', { get: '1', put: '11', del: '11' }, { uscoUserId: 'auditor@console.id', uscoCompId: 2 }, { uscoCompId: 2 }),
  ...master(
    '/master/Company_Group',
    'master_group_company',
    { get: '1', put: '2', del: '50' },
    { grcpName: 'Sumatra Trading Group', grcpNickName: 'STG', grcpAddress: 'Jl. Gajah Mada No. 4', grcpCity: 'Medan', grcpTelp: '0614150001', grcpFax: '061-4150002' },
    { grcpTelp: '0542770001' },
    (db) => db.exec(`INSERT INTO company_groups (grcpId, grcpName, grcpCreatedTime) VALUES (50, 'Empty Group', ${AUDIT})`),
  ),
  ...master(
    '/master/company',
    'master_company',
    // Company 2: admin holds it (only holders change a company, decision 107).
    { get: '1', put: '2', del: '50' },
    { compGrcpId: 1, compName: 'PT Medan Sejahtera', compAddress: 'Jl. Asia No. 10', compPhone: '0614150010', compPIC: 'Rahmat', compPICPhone: '081300001111', compStatus: 1, compClientId: 2 },
    { compStatus: 1 },
    (db) => db.exec(`INSERT INTO companies (compId, compGrcpId, compName, compStatus, compCreatedTime) VALUES (50, 1, 'PT Unused', 1, ${AUDIT})`),
  ),
  { method: 'GET', url: '/master/client', need: { group: 'master_company', operation: 'read' } },
  { method: 'GET', url: '/dashboard/transactionVa/', need: { group: 'dashboard_transactionva', operation: 'read' } },
  { method: 'POST', name: '/dashboard/transactionVa/inquiry_status/{trctId}', url: (db) => `/dashboard/transactionVa/inquiry_status/${unpaid('va')(db)}`, payload: { type: 'va' }, need: { group: 'dashboard_transactionva', operation: 'read' } },
  { method: 'POST', name: '/dashboard/transactionVa/send_notification/{trctId}', url: (db) => `/dashboard/transactionVa/send_notification/${paid('va')(db)}`, payload: { type: 'va' }, need: { group: 'dashboard_transactionva', operation: 'read' } },
  { method: 'GET', url: '/dashboard/transactionQr/', need: { group: 'dashboard_transactionqr', operation: 'read' } },
  { method: 'POST', name: '/dashboard/transactionQr/inquiry_status/{trctId}', url: (db) => `/dashboard/transactionQr/inquiry_status/${unpaid('qris')(db)}`, payload: { type: 'qris' }, need: { group: 'dashboard_transactionqr', operation: 'read' } },
  { method: 'POST', name: '/dashboard/transactionQr/send_notification/{trctId}', url: (db) => `/dashboard/transactionQr/send_notification/${paid('qris')(db)}`, payload: { type: 'qris' }, need: { group: 'dashboard_transactionqr', operation: 'read' } },
  { method: 'GET', url: '/dashboard/notification', need: { group: 'dashboard_notification', operation: 'read' } },
  {
    method: 'GET',
    name: '/dashboard/notification/{id}',
    url: (db) => `/dashboard/notification/${idOf(db, 'SELECT n.notiId FROM notifications n JOIN transactions t ON t.trctId = n.notiTrctId WHERE t.trctCompId = 1')}`,
    need: { group: 'dashboard_notification', operation: 'read' },
  },
  // The Home page's summaries (decision 110): each needs its list's read permission.
  { method: 'GET', url: '/dashboard/transactionVa/summary', need: { group: 'dashboard_transactionva', operation: 'read' } },
  { method: 'GET', url: '/dashboard/transactionQr/summary', need: { group: 'dashboard_transactionqr', operation: 'read' } },
  { method: 'GET', url: '/dashboard/notification/summary', need: { group: 'dashboard_notification', operation: 'read' } },
];

const ACTORS = ['no token', 'expired token', 'staff', 'admin', 'superadmin'] as const;
type Actor = (typeof ACTORS)[number];

/** What the demo roles grant (seed): staff reads the dashboards, admin all but deletes, superadmin all. */
function allowed(actor: Actor, need: Need): boolean {
  if (need === 'public' || need === 'login' || need === 'session') return true;
  if (actor === 'superadmin') return true;
  if (actor === 'admin') return need.operation !== 'delete';
  return actor === 'staff' && need.group.startsWith('dashboard_');
}

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
  // The auditor (no permissions) works for company 1 here, within admin's companies (1, 2), so
  // admin's allowed writes on the auditor pass the escalation rules (own tests in master/).
  t.db.prepare("UPDATE user_companies SET uscoCompId = 1 WHERE uscoUserId = 'auditor@console.id'").run();
  // Without the audit grant too (console_audit.read, which admin does not hold): a user with no permissions.
  t.db.prepare('DELETE FROM role_permissions WHERE rperRoleId = 4').run();
});
afterEach(() => t.close());

async function tokenOf(actor: Actor): Promise<string | undefined> {
  if (actor === 'no token') return undefined;
  if (actor === 'expired token') {
    const token = await t.signIn('staff', 1);
    expireSessionsOf(t.db, 'staff');
    return token;
  }
  return t.signIn(actor, 1);
}

const cases = ENDPOINTS.flatMap((endpoint) =>
  ACTORS.map((actor) => [`${endpoint.method} ${typeof endpoint.url === 'string' ? endpoint.url : endpoint.name}`, actor, endpoint] as const),
);

test.each(cases)('%s as %s', async (_name, actor, endpoint) => {
  endpoint.setup?.(t.db);
  const token = await tokenOf(actor);
  const url = typeof endpoint.url === 'string' ? endpoint.url : endpoint.url(t.db);
  const response = await t.app.inject({
    method: endpoint.method,
    url,
    headers: token ? { authentication: token } : {},
    ...(endpoint.payload ? { payload: endpoint.payload } : {}),
  });
  const reply = body(response);
  const { need } = endpoint;

  if (need === 'public') {
    expect(response.statusCode).toBe(200);
    return;
  }
  if (actor === 'no token') {
    expect(response.statusCode).toBe(401);
    expect(reply.status).toEqual({ error: 1, message: expect.any(String) });
    return;
  }
  if (actor === 'expired token' && need !== 'session') {
    expect(response.statusCode).toBe(200);
    expect(reply).toEqual({ status: { error: 1, errorCode: 411, message: 'Sesi login telah habis.' } });
    return;
  }
  if (!allowed(actor, need) && typeof need === 'object') {
    expect(response.statusCode).toBe(403);
    expect(reply.status).toEqual({ error: 1, message: `Permission ${need.group}.${need.operation} is required.` });
    return;
  }
  expect(response.statusCode).toBe(endpoint.ok ?? 200);
  expect((reply.status as { error: number }).error).toBe(0);
});

describe('staff never sees another company', () => {
  test('lists hold only the active company; other companies cannot be selected or reached', async () => {
    const token = await t.signIn('staff', 1);
    const get = (url: string) => t.app.inject({ url, headers: { authentication: token } });
    for (const url of ['/dashboard/transactionVa/?max=1000000', '/dashboard/transactionQr/?max=1000000']) {
      const ids = (body(await get(url)).data as { trctId: number }[]).map((row) => row.trctId);
      expect(ids.length).toBeGreaterThan(0);
      expect(t.db.prepare(`SELECT DISTINCT trctCompId FROM transactions WHERE trctId IN (${ids.join(',')})`).all()).toEqual([{ trctCompId: 1 }]);
    }
    const notificationIds = (body(await get('/dashboard/notification?max=1000000')).data as { notiId: number }[]).map((row) => row.notiId);
    const companies = t.db
      .prepare(`SELECT DISTINCT t.trctCompId FROM notifications n JOIN transactions t ON t.trctId = n.notiTrctId WHERE n.notiId IN (${notificationIds.join(',')})`)
      .all();
    expect(companies).toEqual([{ trctCompId: 1 }]);
    const select = await t.app.inject({ method: 'POST', url: '/security/Authentication/SetCompany/2', headers: { authentication: token } });
    expect(select.statusCode).toBe(403);
    const foreignNotification = idOf(t.db, 'SELECT n.notiId FROM notifications n JOIN transactions t ON t.trctId = n.notiTrctId WHERE t.trctCompId = 2');
    expect((await get(`/dashboard/notification/${foreignNotification}`)).statusCode).toBe(404);
  });

  test('when the company is taken away mid-session, the lists answer 403', async () => {
    const token = await t.signIn('staff', 1);
    t.db.prepare("DELETE FROM user_companies WHERE uscoUserId = 'staff@console.id'").run();
    const response = await t.app.inject({ url: '/dashboard/transactionVa/', headers: { authentication: token } });
    expect(response.statusCode).toBe(403);
  });
});
