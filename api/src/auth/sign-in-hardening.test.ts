import { body, createTestApp, PASSWORDS, type TestApp } from '../testing/test-app';
import { type CheckPriority, type CheckTicket, DEFAULT_SLOT_LIMITS, PasswordCheckSlots } from './password-slots';

/**
 * Sign-in throttling under concurrency, per client, against spraying; stronger hashes on sign-in;
 * the bounded, prioritised line in front of the password checks.
 */

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

// Issue 33: sign-in accepted cross-site form posts, so visitors' browsers could be used to spread
// password guessing over many addresses.
describe('sign-in from another site', () => {
  beforeEach(async () => {
    t = await createTestApp({ consoleOrigins: ['http://localhost:8080', 'http://127.0.0.1:8080'] });
  });

  const formPost = (headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/security/authentication/login',
      payload: 'username=staff&password=staff123',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    });

  test('a cross-site request or a foreign Origin is refused 403 before any password check, and recorded', async () => {
    const refused: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'same-site', origin: 'http://localhost:9999' },
      { origin: 'null' },
    ];
    for (const headers of refused) {
      const reply = await formPost(headers);
      expect([reply.statusCode, body(reply)]).toEqual([
        403,
        { token: null, user: null, status: { error: 1, message: 'Sign-in from another site is refused: sign in on the console itself.' } },
      ]);
    }
    const rows = t.db.prepare("SELECT audtAction, audtOutcome, audtUserName, audtDetails FROM audit_trail WHERE audtAction = 'auth.sign-in'").all() as Record<string, string>[];
    // One row per kind a minute: the cross-site request without an Origin, and the first with a foreign one.
    expect(rows.map((row) => [row.audtOutcome, row.audtUserName, JSON.parse(row.audtDetails ?? '{}')])).toEqual([
      ['denied', 'staff', { reason: 'cross-site request', secFetchSite: 'cross-site', origin: null }],
      ['denied', 'staff', { reason: 'foreign origin', secFetchSite: 'cross-site', origin: 'https://evil.example' }],
    ]);
    expect(t.app.refusals.pending).toBe(3);
    expect(t.db.prepare('SELECT COUNT(*) AS n FROM login_failures').get()).toEqual({ n: 0 });
  });

  test("the console's own pages (same-site on another port, or a configured origin), a typed address and tools pass", async () => {
    const passing: Record<string, string>[] = [
      { 'sec-fetch-site': 'same-site', origin: 'http://localhost:8080' },
      { 'sec-fetch-site': 'cross-site', origin: 'http://127.0.0.1:8080' },
      { 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-site': 'none' },
      {},
    ];
    for (const headers of passing) {
      expect((await formPost(headers)).statusCode).toBe(200);
    }
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

describe('the bounded line in front of the password checks', () => {
  /** One slot, one place in each line (newest first where asked); the slot is held by other work until `release`. */
  async function withBusySlot(newestFirst: CheckPriority[] = []) {
    const slots = new PasswordCheckSlots({ slots: 1, suspectSlots: 1, waiting: { returning: 1, clean: 1, suspect: 1 }, newestFirst });
    t = await createTestApp({}, { passwordSlots: slots });
    let release!: () => void;
    const busy = (slots.admit('returning') as CheckTicket).run(() => new Promise<void>((resolve) => (release = resolve)));
    return { slots, release: async () => (release(), await busy) };
  }
  const until = async (condition: () => boolean) => {
    for (let i = 0; i < 500 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 2));
    expect(condition()).toBe(true);
  };
  const failuresOf = (client: string) => (t.db.prepare('SELECT COUNT(*) AS n FROM login_failures WHERE lofaClient = ?').get(client) as { n: number }).n;

  test('beyond the bound a sign-in is answered 503 with Retry-After in the documented shape, and counts as no failure', async () => {
    const { slots, release } = await withBusySlot();
    const waiting = login('staff', 'staff123', '10.1.0.1');
    await until(() => slots.state.waiting.clean === 1);
    const refused = await login('admin', 'admin123', '10.1.0.2');
    expect(refused.statusCode).toBe(503);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(body(refused)).toEqual({ token: null, user: null, status: { error: 1, message: expect.stringMatching(/^Server sedang sibuk .* coba lagi dalam \d+ detik\.$/) } });
    expect(failuresOf('10.1.0.2')).toBe(0);
    // Coming back sooner than told puts the client behind everyone else.
    const early = login('admin', 'admin123', '10.1.0.2');
    await until(() => slots.state.waiting.suspect === 1);
    await release();
    expect((await waiting).statusCode).toBe(200);
    expect((await early).statusCode).toBe(200);
  });

  test('waiting in a full newest-first line, the oldest sign-in is turned away (503, no failure) to let the newest in', async () => {
    const { slots, release } = await withBusySlot(['clean']);
    const oldest = login('staff', 'staff123', '10.4.0.1');
    await until(() => slots.state.waiting.clean === 1);
    const newest = login('admin', 'admin123', '10.4.0.2');
    const turnedAway = await oldest;
    expect(turnedAway.statusCode).toBe(503);
    expect(Number(turnedAway.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(body(turnedAway)).toEqual({ token: null, user: null, status: { error: 1, message: expect.stringMatching(/^Server sedang sibuk/) } });
    expect(failuresOf('10.4.0.1')).toBe(0);
    await release();
    expect((await newest).statusCode).toBe(200);
  });

  test('a returning user is checked before clients that came earlier, whether their usernames exist or not', async () => {
    const slots = new PasswordCheckSlots({ ...DEFAULT_SLOT_LIMITS, slots: 1, suspectSlots: 1, waiting: { returning: 5, clean: 5, suspect: 5 } });
    t = await createTestApp({}, { passwordSlots: slots });
    expect((await login('staff', 'staff123', '10.2.0.1')).statusCode).toBe(200);
    expect((await login('nobody', 'guess-1', '10.9.0.9')).statusCode).toBe(401);
    let release!: () => void;
    const busy = (slots.admit('returning') as CheckTicket).run(() => new Promise<void>((resolve) => (release = resolve)));
    const answered: string[] = [];
    const track = (name: string, reply: ReturnType<typeof login>) => reply.then((response) => (answered.push(name), response));
    const replies = [
      track('guesser with a failure', login('nobody2', 'guess-2', '10.9.0.9')),
      track('unknown username, clean client', login('ghost', 'whatever1', '10.3.0.1')),
      track('known username, clean client', login('admin', 'admin123', '10.3.0.2')),
      // The same address as the returning user, a username that never signed in from there.
      track('another username from the returning desk', login('auditor', 'auditor123', '10.2.0.1')),
      track('returning user', login('staff', 'staff123', '10.2.0.1')),
    ];
    // An unknown and a known username wait in the same line: the wait tells nothing about which exists.
    await until(() => slots.state.waiting.returning === 1 && slots.state.waiting.clean === 3 && slots.state.waiting.suspect === 1);
    release();
    await busy;
    const codes = (await Promise.all(replies)).map((reply) => reply.statusCode);
    expect(codes).toEqual([401, 401, 200, 200, 200]);
    // The clean line is served newest first; the suspect one last.
    expect(answered).toEqual(['returning user', 'another username from the returning desk', 'known username, clean client', 'unknown username, clean client', 'guesser with a failure']);
  });
});
