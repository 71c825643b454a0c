import { body, createTestApp, multipart, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const login = (payload: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/security/authentication/login', ...multipart(payload) });

describe('POST /security/authentication/login', () => {
  test('signs in with multipart form fields and returns a token and the user', async () => {
    const response = await login({ username: 'staff', password: 'staff123' });
    expect(response.statusCode).toBe(200);
    const reply = body(response);
    expect(reply).toEqual({
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      user: { userId: 'staff@console.id', username: 'staff' },
      status: { error: 0, message: expect.any(String) },
    });
    // Only the SHA-256 of the token is stored.
    const stored = t.db.prepare('SELECT sessTokenHash FROM sessions').all() as { sessTokenHash: string }[];
    expect(stored.map((row) => row.sessTokenHash)).not.toContain(reply.token);
    expect(stored[0]?.sessTokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  test('also accepts urlencoded and JSON bodies, and the username in any case', async () => {
    const urlencoded = await t.app.inject({
      method: 'POST',
      url: '/security/authentication/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=admin&password=admin123',
    });
    expect(body(urlencoded).token).toEqual(expect.any(String));
    const json = await t.app.inject({ method: 'POST', url: '/security/authentication/login', payload: { username: 'ADMIN', password: 'admin123' } });
    expect(body(json).user).toEqual({ userId: 'admin@console.id', username: 'admin' });
  });

  test.each([
    ['an unknown user', { username: 'nobody', password: 'whatever1' }],
    ['a wrong password', { username: 'staff', password: 'wrong-password' }],
    ['an inactive user', { username: 'budi', password: 'budi12345' }],
  ])('refuses %s with one generic 401 reply', async (_case, payload) => {
    const response = await login(payload);
    expect(response.statusCode).toBe(401);
    expect(body(response)).toEqual({ token: null, user: null, status: { error: 1, message: 'Username atau password salah.' } });
  });

  test('missing fields are a 400 naming them', async () => {
    const response = await login({ username: 'staff' });
    expect(response.statusCode).toBe(400);
    expect(body(response)).toMatchObject({ token: null, user: null, status: { error: 1, message: 'Password is required' } });
  });

  test('locks a username for 15 minutes after 5 failures, even for the right password', async () => {
    for (let i = 0; i < 5; i++) expect((await login({ username: 'staff', password: `wrong-${i}` })).statusCode).toBe(401);
    const locked = await login({ username: 'staff', password: 'staff123' });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect(body(locked)).toMatchObject({ token: null, status: { error: 1, message: expect.stringContaining('Terlalu banyak') } });
    // Other usernames are not affected.
    expect((await login({ username: 'admin', password: 'admin123' })).statusCode).toBe(200);
    t.clock.advanceMinutes(16);
    expect((await login({ username: 'staff', password: 'staff123' })).statusCode).toBe(200);
  });
});

describe('sessions', () => {
  test('the token works raw or as Bearer; without or with an unknown token the reply is 401', async () => {
    const token = await t.signIn('staff');
    for (const header of [token, `Bearer ${token}`]) {
      const response = await t.app.inject({ url: '/security/authentication/status', headers: { authentication: header } });
      expect(response.statusCode).toBe(200);
    }
    const missing = await t.app.inject({ url: '/security/authentication/status' });
    expect(missing.statusCode).toBe(401);
    expect(body(missing)).toEqual({ status: { error: 1, message: expect.any(String) } });
    const unknown = await t.app.inject({ url: '/security/authentication/status', headers: { authentication: 'x'.repeat(43) } });
    expect(unknown.statusCode).toBe(401);
  });

  test('a session idle longer than API_SESSION_IDLE_MINUTES answers errorCode 411; each call refreshes it', async () => {
    const token = await t.signIn('staff');
    const status = () => t.app.inject({ url: '/security/authentication/status', headers: { authentication: token } });
    t.clock.advanceMinutes(29);
    expect((await status()).statusCode).toBe(200);
    t.clock.advanceMinutes(29);
    expect((await status()).statusCode).toBe(200);
    t.clock.advanceMinutes(31);
    const expired = await status();
    expect(expired.statusCode).toBe(200);
    expect(body(expired)).toEqual({ status: { error: 1, errorCode: 411, message: 'Sesi login telah habis.' } });
  });

  test('logout revokes the token (an expired one too)', async () => {
    const token = await t.signIn('staff');
    const out = await t.app.inject({ method: 'POST', url: '/security/authentication/logout', headers: { authentication: token, 'content-type': 'application/json' } });
    expect(out.statusCode).toBe(200);
    expect(body(out)).toEqual({ status: { error: 0, message: expect.any(String) } });
    expect((await t.app.inject({ url: '/security/authentication/status', headers: { authentication: token } })).statusCode).toBe(401);

    const second = await t.signIn('staff');
    t.clock.advanceMinutes(60);
    const expiredOut = await t.app.inject({ method: 'POST', url: '/security/authentication/logout', headers: { authentication: second } });
    expect(expiredOut.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/security/authentication/status', headers: { authentication: second } })).statusCode).toBe(401);
  });
});

describe('GET /security/authentication/status', () => {
  test('answers access, user, username and companies', async () => {
    const token = await t.signIn('admin');
    const response = await t.app.inject({ url: '/security/authentication/status', headers: { authentication: token } });
    const reply = body(response);
    expect(reply).toMatchObject({
      user: 'admin@console.id',
      username: 'admin',
      company: { active: null, available: [{ compId: expect.any(Number), compName: expect.any(String) }, expect.any(Object)] },
      status: { error: 0, message: expect.any(String) },
    });
    const access = reply.access as Record<string, string[]>;
    expect(access.master_company).toEqual(['read', 'create', 'update']);
    expect(access.dashboard_transactionva).toEqual(['read']);
    expect(Object.keys(access)).toHaveLength(12);
  });

  test("tells the site's UTC offset and its day, which is not UTC's day late in the UTC evening", async () => {
    const status = async () => {
      const token = await t.signIn('staff');
      return body(await t.app.inject({ url: '/security/authentication/status', headers: { authentication: token } }));
    };
    // The clock starts at 05:01 UTC on 21 November: 12:01 in Jakarta, the same day.
    expect((await status()).site).toEqual({ utcOffsetHours: 7, today: '2026-11-21' });
    // 17:01 UTC is already 00:01 on the next day in Jakarta.
    t.clock.advanceMinutes(12 * 60);
    expect((await status()).site).toEqual({ utcOffsetHours: 7, today: '2026-11-22' });
  });

  test('a user without any permission gets an empty access map', async () => {
    t.db.prepare('DELETE FROM role_permissions WHERE rperRoleId = 4').run();
    const token = await t.signIn('auditor');
    const reply = body(await t.app.inject({ url: '/security/authentication/status', headers: { authentication: token } }));
    expect(reply.access).toEqual({});
  });

  test('the auditor reads the audit trail and nothing else', async () => {
    const token = await t.signIn('auditor');
    const reply = body(await t.app.inject({ url: '/security/authentication/status', headers: { authentication: token } }));
    expect(reply.access).toEqual({ console_audit: ['read'] });
  });
});

describe('POST /security/Authentication/SetCompany/{id}', () => {
  test('selects an available company, which status then shows as active', async () => {
    const token = await t.signIn('admin');
    const response = await t.app.inject({ method: 'POST', url: '/security/Authentication/SetCompany/2', headers: { authentication: token } });
    expect(response.statusCode).toBe(200);
    expect(body(response)).toEqual({ response: true, status: { error: 0, message: expect.any(String) } });
    const status = body(await t.app.inject({ url: '/security/authentication/status', headers: { authentication: token } }));
    expect(status.company).toMatchObject({ active: { compId: 2, compName: 'PT Warung Digital Indonesia' } });
  });

  test('refuses a company that is not available, or inactive, with 403 and response false', async () => {
    const token = await t.signIn('admin');
    const other = await t.app.inject({ method: 'POST', url: '/security/Authentication/SetCompany/3', headers: { authentication: token } });
    expect(other.statusCode).toBe(403);
    expect(body(other)).toEqual({ response: false, status: { error: 1, message: expect.any(String) } });
    t.db.prepare('UPDATE companies SET compStatus = 0 WHERE compId = 2').run();
    const inactive = await t.app.inject({ method: 'POST', url: '/security/Authentication/SetCompany/2', headers: { authentication: token } });
    expect(inactive.statusCode).toBe(403);
    const bad = await t.app.inject({ method: 'POST', url: '/security/Authentication/SetCompany/abc', headers: { authentication: token } });
    expect(bad.statusCode).toBe(400);
    expect(body(bad)).toMatchObject({ response: false });
  });
});

describe('CORS', () => {
  test('allows the configured console origins, the Authentication header and no credentials', async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/master/company',
      headers: { origin: 'http://localhost:8080', 'access-control-request-method': 'PUT', 'access-control-request-headers': 'authentication,content-type' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('http://localhost:8080');
    expect(String(preflight.headers['access-control-allow-headers'])).toContain('Authentication');
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
    const foreign = await t.app.inject({ url: '/security/authentication/status', headers: { origin: 'http://evil.example' } });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    // Error replies carry the header too, so the console can read a 401.
    const unauthorized = await t.app.inject({ url: '/security/authentication/status', headers: { origin: 'http://127.0.0.1:8080' } });
    expect(unauthorized.headers['access-control-allow-origin']).toBe('http://127.0.0.1:8080');
  });
});
