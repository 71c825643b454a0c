import { body, createTestApp, PASSWORDS, type TestApp } from '../testing/test-app';

/** Sign-in throttling under concurrency, per client, against spraying; stronger hashes on sign-in. */

let t: TestApp;
afterEach(() => t.close());

const login = (username: string, password: string, client = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/security/authentication/login', payload: { username, password }, remoteAddress: client });

describe('throttling', () => {
  beforeEach(async () => {
    t = await createTestApp();
  });

  test('a hundred guesses sent at once: only five reach the password check, the right one among the rest is refused', async () => {
    const guesses = Array.from({ length: 100 }, (_, i) => (i === 60 ? 'staff123' : `wrong-${i}`));
    const replies = await Promise.all(guesses.map((password) => login('staff', password)));
    const codes = replies.map((reply) => reply.statusCode);
    expect(codes.filter((code) => code === 401)).toHaveLength(5);
    expect(codes.filter((code) => code === 429)).toHaveLength(95);
    expect(codes[60]).toBe(429);
  });

  test('the lock is per account and client: the attacker is locked out, the owner elsewhere still signs in', async () => {
    for (let i = 0; i < 5; i++) expect((await login('staff', `wrong-${i}`, '10.0.0.66')).statusCode).toBe(401);
    expect((await login('staff', 'staff123', '10.0.0.66')).statusCode).toBe(429);
    expect((await login('staff', 'staff123', '10.0.0.7')).statusCode).toBe(200);
    // The owner's success does not unlock the attacker.
    expect((await login('staff', 'staff123', '10.0.0.66')).statusCode).toBe(429);
  });

  test('one client trying one password over many usernames (spraying) is locked after 20 failures', async () => {
    for (let i = 0; i < 20; i++) expect((await login(`user${i}`, 'Password1', '10.0.0.99')).statusCode).toBe(401);
    const locked = await login('admin', PASSWORDS.admin ?? '', '10.0.0.99');
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(body(locked)).toMatchObject({ token: null, user: null, status: { error: 1 } });
    // Other clients are not affected, and the window passes.
    expect((await login('admin', PASSWORDS.admin ?? '', '10.0.0.98')).statusCode).toBe(200);
    t.clock.advanceMinutes(16);
    expect((await login('admin', PASSWORDS.admin ?? '', '10.0.0.99')).statusCode).toBe(200);
  });

  test('failures older than the window are purged', async () => {
    for (let i = 0; i < 3; i++) await login('staff', `wrong-${i}`);
    const count = () => (t.db.prepare('SELECT COUNT(*) AS n FROM login_failures').get() as { n: number }).n;
    expect(count()).toBe(3);
    t.clock.advanceMinutes(20);
    await login('admin', 'admin123');
    expect(count()).toBe(0);
  });
});

describe('the client behind a proxy', () => {
  const viaProxy = (password: string, forwardedFor: string) =>
    t.app.inject({ method: 'POST', url: '/security/authentication/login', payload: { username: 'staff', password }, headers: { 'x-forwarded-for': forwardedFor } });

  test('X-Forwarded-For is ignored unless the proxy is trusted: a forged one does not escape the lock', async () => {
    t = await createTestApp();
    for (let i = 0; i < 5; i++) expect((await viaProxy(`wrong-${i}`, `198.51.100.${i}`)).statusCode).toBe(401);
    expect((await viaProxy('staff123', '198.51.100.77')).statusCode).toBe(429);
  });

  test('with API_TRUST_PROXY, clients behind the proxy are told apart', async () => {
    t = await createTestApp({ trustProxy: '127.0.0.1' });
    for (let i = 0; i < 5; i++) expect((await viaProxy(`wrong-${i}`, '203.0.113.9')).statusCode).toBe(401);
    expect((await viaProxy('staff123', '203.0.113.9')).statusCode).toBe(429);
    expect((await viaProxy('staff123', '203.0.113.10')).statusCode).toBe(200);
  });
});

describe('password hashes', () => {
  test('a hash cheaper than the configured cost is replaced at the next sign-in, and keeps working', async () => {
    t = await createTestApp({}, { scryptCost: 2048 });
    const stored = () => (t.db.prepare("SELECT usloPassword FROM user_logins WHERE usloUserId = 'staff@console.id'").get() as { usloPassword: string }).usloPassword;
    expect(stored()).toMatch(/^scrypt\$1024\$/);
    expect((await login('staff', 'staff123')).statusCode).toBe(200);
    expect(stored()).toMatch(/^scrypt\$2048\$8\$1\$/);
    expect((await login('staff', 'staff123')).statusCode).toBe(200);
    expect((await login('staff', 'staff124')).statusCode).toBe(401);
  });
});
