import { body, createTestApp, type TestApp } from '../testing/test-app';
import { type AuditRow, verifyChain } from './audit-trail';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const rows = () => t.db.prepare<[], AuditRow>('SELECT * FROM audit_trail ORDER BY audtId').all();
const login = (username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/security/authentication/login', payload: { username, password } });

describe('the audit trail is append-only', () => {
  test('the database refuses to update or delete a row, whoever asks', async () => {
    await t.signIn('staff', 1);
    expect(rows().length).toBeGreaterThanOrEqual(2);
    expect(() => t.db.prepare("UPDATE audit_trail SET audtUserName = 'someone else' WHERE audtId = 1").run()).toThrow(/append-only: rows cannot be updated/);
    expect(() => t.db.prepare('DELETE FROM audit_trail WHERE audtId = 1').run()).toThrow(/append-only: rows cannot be deleted/);
    expect(() => t.db.prepare('DELETE FROM audit_trail').run()).toThrow(/append-only/);
    expect(rows()[0]?.audtUserName).toBe('staff');
    expect(verifyChain(t.db)).toEqual({ rows: rows().length, broken: null });
  });

  test('each row holds the hash of the one before: an edit, a removal or a gap is found at its row', async () => {
    await t.signIn('staff', 1);
    await t.signIn('admin', 2);
    const all = rows();
    expect(all.length).toBe(4);
    expect(all[0]?.audtPrevHash).toBe('0'.repeat(64));
    for (let i = 1; i < all.length; i++) expect(all[i]?.audtPrevHash).toBe(all[i - 1]?.audtHash);
    // Someone with the file in hand drops the trigger and edits a row: the row's own hash no longer fits.
    t.db.exec('DROP TRIGGER audit_trail_no_update; DROP TRIGGER audit_trail_no_delete');
    t.db.prepare("UPDATE audit_trail SET audtUserName = 'superadmin' WHERE audtId = 2").run();
    expect(verifyChain(t.db).broken).toEqual({ audtId: 2, reason: expect.stringMatching(/content does not match its hash/) });
    // Put back, then a row removed: the next one is missing its predecessor.
    t.db.prepare("UPDATE audit_trail SET audtUserName = 'staff' WHERE audtId = 2").run();
    expect(verifyChain(t.db).broken).toBeNull();
    t.db.prepare('DELETE FROM audit_trail WHERE audtId = 3').run();
    expect(verifyChain(t.db).broken).toEqual({ audtId: 4, reason: expect.stringMatching(/row 3 is missing/) });
  });

  test('a rewritten row with a recomputed hash still breaks the link of the row after it', async () => {
    await t.signIn('staff', 1);
    await t.signIn('admin', 2);
    t.db.exec('DROP TRIGGER audit_trail_no_update');
    const { hashOf } = await import('./audit-trail');
    const [, second] = rows();
    const forged = { ...second!, audtUserName: 'nobody' };
    const { audtHash: _old, ...rest } = forged;
    t.db.prepare('UPDATE audit_trail SET audtUserName = ?, audtHash = ? WHERE audtId = 2').run('nobody', hashOf(rest));
    expect(verifyChain(t.db).broken).toEqual({ audtId: 3, reason: expect.stringMatching(/previous-row hash/) });
  });
});

describe('what is recorded', () => {
  test('sign-in, failed sign-in (the username as typed, bounded), company switch and sign-out, with who, when and from where', async () => {
    expect((await login('staff', 'wrong-password-1')).statusCode).toBe(401);
    expect((await login(`nobody-${'x'.repeat(300)}`, 'whatever-123')).statusCode).toBe(401);
    const token = await t.signIn('staff', 1);
    await t.app.inject({ method: 'POST', url: '/security/authentication/logout', headers: { authentication: token } });
    const trail = rows();
    expect(trail.map((row) => [row.audtAction, row.audtUserName?.slice(0, 10), row.audtOutcome])).toEqual([
      ['auth.sign-in', 'staff', 'failed'],
      ['auth.sign-in', 'nobody-xxx', 'failed'],
      ['auth.sign-in', 'staff', 'success'],
      ['auth.company-switch', 'staff', 'success'],
      ['auth.sign-out', 'staff', 'success'],
    ]);
    expect(trail[1]?.audtUserName).toHaveLength(100);
    expect(JSON.parse(trail[0]?.audtDetails ?? '{}')).toEqual({ reason: 'wrong password' });
    // The company active when it happened: none yet.
    expect(JSON.parse(trail[3]?.audtDetails ?? '{}')).toEqual({ from: null, to: 1 });
    expect(trail[4]?.audtCompId).toBe(1);
    expect(trail[3]).toMatchObject({ audtCompId: null, audtTarget: '1', audtUserId: 'staff@console.id', audtClientAddress: '127.0.0.1' });
    expect(trail[0]?.audtTime).toBe(t.clock.now().toISOString());
  });

  test('never a password, a password hash or a token', async () => {
    await login('staff', 'Typed-Secret-99');
    const superadmin = await t.signIn('superadmin', 1);
    const as = (method: 'POST' | 'PUT', url: string, payload: object) => t.app.inject({ method, url, headers: { authentication: superadmin }, payload });
    expect((await as('POST', '/master/user', { userId: 'new.one@console.id', userStatus: 1 })).statusCode).toBe(201);
    expect((await as('POST', '/master/User_Login', { usloUserId: 'new.one@console.id', usloUserName: 'newone', usloPassword: 'Created-Secret-1' })).statusCode).toBe(201);
    expect((await as('PUT', '/master/User_Login/new.one@console.id', { usloUserName: 'newone', usloPassword: 'Changed-Secret-2' })).statusCode).toBe(200);
    const own = await t.signIn('staff');
    const changed = await t.app.inject({ method: 'PUT', url: '/account/login', headers: { authentication: own }, payload: { usloUserName: 'staff', usloPassword: 'Own-Secret-3' } });
    expect(changed.statusCode).toBe(200);
    const text = JSON.stringify(rows());
    const hashes = t.db.prepare<[], { usloPassword: string }>('SELECT usloPassword FROM user_logins').all().map((row) => row.usloPassword);
    const tokens = t.db.prepare<[], { sessToken: string }>('SELECT * FROM sessions').all().flatMap((row) => Object.values(row).filter((v) => typeof v === 'string' && v.length >= 32));
    for (const secret of ['Typed-Secret-99', 'Created-Secret-1', 'Changed-Secret-2', 'Own-Secret-3', superadmin, own, ...hashes, ...tokens]) {
      expect(text).not.toContain(secret);
    }
    const loginChange = rows().find((row) => row.audtAction === 'master.user-login.update');
    expect(JSON.parse(loginChange?.audtDetails ?? '{}')).toEqual({ changes: { usloPassword: '(hidden)' } });
    expect(rows().map((row) => row.audtAction)).toContain('account.password-change');
  });

  test('a master change carries the changed fields before and after, in the same transaction as the change', async () => {
    const superadmin = await t.signIn('superadmin', 1);
    const reply = await t.app.inject({ method: 'PUT', url: '/master/company/4', headers: { authentication: superadmin }, payload: { compPIC: 'Budi Hartono' } });
    expect(reply.statusCode).toBe(200);
    const change = rows().at(-1);
    expect(change).toMatchObject({ audtAction: 'master.company.update', audtTarget: '4', audtUserName: 'superadmin', audtOutcome: 'success', audtCompId: 1 });
    expect(JSON.parse(change?.audtDetails ?? '{}')).toEqual({ changes: { compPIC: { before: 'Sri Wahyuni', after: 'Budi Hartono' } } });
    // A delete keeps the record as it was.
    const role = await t.app.inject({ method: 'POST', url: '/master/roles', headers: { authentication: superadmin }, payload: { roleName: 'Gone Soon' } });
    const id = (body(role).data as { roleId: number }).roleId;
    expect(rows().at(-1)).toMatchObject({ audtAction: 'master.roles.create', audtTarget: String(id) });
    await t.app.inject({ method: 'DELETE', url: `/master/roles/${id}`, headers: { authentication: superadmin } });
    const removed = rows().at(-1);
    expect(removed).toMatchObject({ audtAction: 'master.roles.delete', audtTarget: String(id) });
    expect(JSON.parse(removed?.audtDetails ?? '{}').before).toMatchObject({ roleName: 'Gone Soon' });
    expect(verifyChain(t.db).broken).toBeNull();
  });

  test('a change refused by a rule is recorded as denied, and nothing else of it is stored', async () => {
    const admin = await t.signIn('admin', 1);
    const reply = await t.app.inject({ method: 'PUT', url: '/master/company/3', headers: { authentication: admin }, payload: { compStatus: 0 } });
    expect(reply.statusCode).toBe(403);
    expect(t.db.prepare('SELECT compStatus FROM companies WHERE compId = 3').get()).toEqual({ compStatus: 1 });
    const denied = rows().at(-1);
    expect(denied).toMatchObject({ audtAction: 'master.company.update', audtTarget: '3', audtUserName: 'admin', audtOutcome: 'denied' });
    expect(JSON.parse(denied?.audtDetails ?? '{}')).toEqual({ reason: expect.stringMatching(/you do not hold it/), requested: { compStatus: 0 } });
  });
});
