import { createTestApp, type TestApp } from '../testing/test-app';
import { type AuditRow, verifyChain } from './audit-trail';

/**
 * Issue 33: of about 400 refusals during the probe none was recorded, and a locked-out guesser
 * wrote a row per attempt. Every refusal is recorded as `denied`; repeats of one kind from one
 * source are counted into one row a minute (decision 120).
 */

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const denied = () => t.db.prepare<[], AuditRow>("SELECT * FROM audit_trail WHERE audtOutcome = 'denied' ORDER BY audtId").all();
const detailsOf = (row: AuditRow | undefined) => JSON.parse(row?.audtDetails ?? 'null') as Record<string, unknown>;
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, headers: token ? { authentication: token } : {}, ...(payload ? { payload } : {}) });
const login = (username: string, password: string) => call('POST', '/security/authentication/login', undefined, { username, password });

describe('every refusal is recorded as denied, with the caller, the route and the reason', () => {
  test('a missing permission: staff creating a user, admin deleting a company group, the auditor reading VA', async () => {
    const staff = await t.signIn('staff', 1);
    const admin = await t.signIn('admin', 1);
    const auditor = await t.signIn('auditor', 3);
    expect((await call('POST', '/master/user', staff, { userId: 'x@console.id', userStatus: 1 })).statusCode).toBe(403);
    expect((await call('DELETE', '/master/Company_Group/1', admin)).statusCode).toBe(403);
    expect((await call('GET', '/dashboard/transactionVa/?page=1&max=10', auditor)).statusCode).toBe(403);
    expect(denied().map((row) => [row.audtUserName, row.audtAction, row.audtTarget, row.audtClientAddress])).toEqual([
      ['staff', 'access.denied', 'POST /master/user', '127.0.0.1'],
      ['admin', 'access.denied', 'DELETE /master/Company_Group/:id', '127.0.0.1'],
      ['auditor', 'access.denied', 'GET /dashboard/transactionVa', '127.0.0.1'],
    ]);
    expect(detailsOf(denied()[1])).toEqual({ reason: 'Permission master_group_company.delete is required.', path: '/master/Company_Group/1', required: 'master_group_company.delete' });
    expect(denied()[0]?.audtCompId).toBe(1);
    expect(verifyChain(t.db).broken).toBeNull();
  });

  test('no active company, a company not available, a search without any dashboard read', async () => {
    const noCompany = await t.signIn('staff');
    expect((await call('GET', '/dashboard/notification', noCompany)).statusCode).toBe(403);
    expect((await call('POST', '/security/Authentication/SetCompany/2', noCompany)).statusCode).toBe(403);
    expect((await call('GET', '/dashboard/search?q=VA0123', await t.signIn('auditor', 3))).statusCode).toBe(403);
    const rows = denied();
    expect(rows.map((row) => [row.audtUserName, row.audtAction, row.audtTarget])).toEqual([
      ['staff', 'access.denied', 'GET /dashboard/notification'],
      ['staff', 'auth.company-switch', '2'],
      ['auditor', 'access.denied', 'GET /dashboard/search'],
    ]);
    expect(detailsOf(rows[0]).reason).toMatch(/^No active company/);
    expect(detailsOf(rows[1])).toEqual({ reason: 'This company is not available to you.', from: null, to: 2 });
  });
});

describe('repeats of one refusal from one source are one row a minute with a count', () => {
  test('300 guesses from one address once locked out: a few rows, every attempt counted', async () => {
    for (let i = 0; i < 300; i++) await login('staff', `wrong-guess-${i}`);
    const signIns = () => t.db.prepare<[], AuditRow>("SELECT * FROM audit_trail WHERE audtAction = 'auth.sign-in' ORDER BY audtId").all();
    // Five wrong passwords are failures (then the pair is locked), the first locked attempt is a refusal.
    expect(signIns().map((row) => row.audtOutcome)).toEqual(['failed', 'failed', 'failed', 'failed', 'failed', 'denied']);
    expect(detailsOf(signIns()[5])).toEqual({ reason: 'locked: too many attempts' });
    expect(t.app.refusals.pending).toBe(294);
    // The window closes: one row carries how many more there were.
    t.clock.advanceMinutes(1);
    t.app.refusals.sweep();
    const count = signIns()[6];
    expect(count).toMatchObject({ audtOutcome: 'denied', audtUserName: 'staff', audtClientAddress: '127.0.0.1' });
    expect(detailsOf(count)).toMatchObject({ reason: 'locked: too many attempts', repeated: 294, windowSeconds: 60 });
    expect(signIns()).toHaveLength(7);
  });

  test('a guesser changing usernames is still one source: the typed usernames are kept with the count', async () => {
    for (let i = 0; i < 20; i++) await login(`nobody${i}`, 'wrong-guess');
    for (let i = 0; i < 30; i++) await login(`other${i % 12}`, 'wrong-guess');
    const rows = t.db.prepare<[], AuditRow>("SELECT * FROM audit_trail WHERE audtAction = 'auth.sign-in' AND audtOutcome = 'denied'").all();
    expect(rows).toHaveLength(1);
    await t.app.close();
    const [, count] = t.db.prepare<[], AuditRow>("SELECT * FROM audit_trail WHERE audtAction = 'auth.sign-in' AND audtOutcome = 'denied'").all();
    expect(detailsOf(count)).toMatchObject({ repeated: 29, otherUsernames: expect.arrayContaining(['other1', 'other10']) });
    expect((detailsOf(count).otherUsernames as string[]).length).toBe(10);
  });

  test('a flood of refusals: the next refusal after the window writes the count, then opens a new window', async () => {
    const staff = await t.signIn('staff', 1);
    for (let i = 0; i < 50; i++) await call('DELETE', `/master/Company_Group/${i + 1}`, staff);
    expect(denied()).toHaveLength(1);
    t.clock.advanceMinutes(1.5);
    await call('DELETE', '/master/Company_Group/1', staff);
    const rows = denied();
    expect(rows).toHaveLength(3);
    expect(detailsOf(rows[1])).toMatchObject({ repeated: 49 });
    expect(detailsOf(rows[2])).toMatchObject({ reason: 'Permission master_group_company.delete is required.' });
    // Another kind (another route, or another user) is its own row at once.
    await call('POST', '/master/Company_Group', staff, {});
    await call('DELETE', '/master/Company_Group/1', await t.signIn('admin', 1));
    expect(denied()).toHaveLength(5);
  });

  test('requests without a valid token: one row per client and route a minute, not one each', async () => {
    for (let i = 0; i < 100; i++) await call('GET', '/security/authentication/status', `forged-token-${i}`);
    for (let i = 0; i < 10; i++) await call('GET', '/security/authentication/status');
    const rows = denied();
    expect(rows.map((row) => [row.audtAction, row.audtUserName, row.audtClientAddress, detailsOf(row).reason])).toEqual([
      ['access.unauthenticated', null, '127.0.0.1', 'Token tidak valid. Silahkan login kembali.'],
      ['access.unauthenticated', null, '127.0.0.1', 'Token tidak tersedia. Silahkan login kembali.'],
    ]);
    expect(t.app.refusals.pending).toBe(99 + 9);
  });

  test('a stop writes the counts still in their window: nothing is lost to a restart', async () => {
    const staff = await t.signIn('staff', 1);
    for (let i = 0; i < 7; i++) await call('POST', '/master/user', staff, {});
    expect(denied()).toHaveLength(1);
    await t.app.close();
    const rows = denied();
    expect(rows).toHaveLength(2);
    expect(detailsOf(rows[1])).toMatchObject({ reason: 'Permission master_user.create is required.', repeated: 6 });
    expect(verifyChain(t.db).broken).toBeNull();
  });
});
