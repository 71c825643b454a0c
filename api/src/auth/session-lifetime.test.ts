import { body, createTestApp, type TestApp } from '../testing/test-app';

/** Sessions end when the password changes, when the user is deactivated, and after an absolute lifetime. */

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const status = (token: string) => t.app.inject({ url: '/security/authentication/status', headers: { authentication: token } });
const call = (token: string, method: 'PUT' | 'POST', url: string, payload: object) =>
  t.app.inject({ method, url, headers: { authentication: token }, payload });

test('changing one\'s own password ends every other session of the user, not the one that changed it', async () => {
  const laptop = await t.signIn('staff');
  const phone = await t.signIn('staff');
  const changed = await call(laptop, 'PUT', '/account/login', { usloUserName: 'staff', usloPassword: 'new-secret1' });
  expect(changed.statusCode).toBe(200);
  expect((await status(laptop)).statusCode).toBe(200);
  expect((await status(phone)).statusCode).toBe(401);
});

test('renaming oneself without a new password ends no session', async () => {
  const laptop = await t.signIn('staff');
  const phone = await t.signIn('staff');
  expect((await call(laptop, 'PUT', '/account/login', { usloUserName: 'staffy' })).statusCode).toBe(200);
  expect((await status(phone)).statusCode).toBe(200);
});

test('an administrator setting a user\'s password ends all of that user\'s sessions', async () => {
  const staff = await t.signIn('staff');
  const admin = await t.signIn('superadmin');
  const reset = await call(admin, 'PUT', '/master/User_Login/staff@console.id', { usloUserName: 'staff', usloPassword: 'reset-secret1' });
  expect(reset.statusCode).toBe(200);
  expect((await status(staff)).statusCode).toBe(401);
  expect((await status(admin)).statusCode).toBe(200);
});

test('deactivating a user ends its sessions, and reactivating does not bring them back', async () => {
  const staff = await t.signIn('staff');
  const admin = await t.signIn('superadmin');
  expect((await call(admin, 'PUT', '/master/user/staff@console.id', { userStatus: 0 })).statusCode).toBe(200);
  expect((await status(staff)).statusCode).toBe(401);
  expect((await call(admin, 'PUT', '/master/user/staff@console.id', { userStatus: 1 })).statusCode).toBe(200);
  expect((await status(staff)).statusCode).toBe(401);
  // A new sign-in works again.
  expect((await status(await t.signIn('staff'))).statusCode).toBe(200);
});

test('a session ends after API_SESSION_MAX_HOURS however active it is (errorCode 411)', async () => {
  const token = await t.signIn('staff');
  for (let minutes = 0; minutes < 12 * 60 - 20; minutes += 20) {
    t.clock.advanceMinutes(20);
    expect((await status(token)).statusCode).toBe(200);
  }
  t.clock.advanceMinutes(25);
  const ended = await status(token);
  expect(ended.statusCode).toBe(200);
  expect(body(ended)).toEqual({ status: { error: 1, errorCode: 411, message: 'Sesi login telah habis.' } });
});

test('revoked sessions and sessions past their lifetime are purged; recent idle ones stay for logout', async () => {
  const out = await t.signIn('staff');
  await t.app.inject({ method: 'POST', url: '/security/authentication/logout', headers: { authentication: out } });
  await t.signIn('auditor');
  const rows = () => (t.db.prepare('SELECT COUNT(*) AS n FROM sessions').get() as { n: number }).n;
  expect(rows()).toBe(2);
  t.clock.advanceMinutes(2);
  await t.signIn('admin');
  // The revoked one went; the auditor's (idle soon, but young) and the admin's stay.
  expect(rows()).toBe(2);
  t.clock.advanceMinutes(37 * 60);
  await t.signIn('admin');
  // Older than the lifetime plus a day: only the newest sign-in is left.
  expect(rows()).toBe(1);
});
