import { body, createTestApp, type TestApp } from '../testing/test-app';

/** Every reply of the API, successes, errors of every kind and CORS preflights, carries the security headers. */

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.signIn('staff', 1);
});
afterAll(() => t.close());

const EXPECTED = {
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'referrer-policy': 'no-referrer',
  'cross-origin-resource-policy': 'same-origin',
};

test.each([
  ['the sign-in reply, which carries the token', () => t.app.inject({ method: 'POST', url: '/security/authentication/login', payload: { username: 'staff', password: 'staff123' } }), 200],
  ['a failed sign-in', () => t.app.inject({ method: 'POST', url: '/security/authentication/login', payload: { username: 'staff', password: 'wrong-1' } }), 401],
  ['the session status', () => t.app.inject({ url: '/security/authentication/status', headers: { authentication: token } }), 200],
  ['a list', () => t.app.inject({ url: '/dashboard/transactionVa/', headers: { authentication: token } }), 200],
  ['an export page (answered by a heavy-read worker)', () => t.app.inject({ url: '/dashboard/transactionVa/?max=10000', headers: { authentication: token } }), 200],
  ['no token', () => t.app.inject({ url: '/security/authentication/status' }), 401],
  ['a missing permission', () => t.app.inject({ url: '/master/user', headers: { authentication: token } }), 403],
  ['an unknown route', () => t.app.inject({ url: '/nowhere' }), 404],
  ['invalid input', () => t.app.inject({ url: '/dashboard/transactionVa/?page=-1', headers: { authentication: token } }), 400],
  ['a malformed URL', () => t.app.inject({ url: '/master/user/%E0%A4%A', headers: { authentication: token } }), 400],
  ['a body too large', () => t.app.inject({ method: 'POST', url: '/security/authentication/login', payload: { username: 'x'.repeat(70_000), password: 'y' } }), 413],
  [
    'a CORS preflight',
    () => t.app.inject({ method: 'OPTIONS', url: '/security/authentication/status', headers: { origin: 'http://localhost:8080', 'access-control-request-method': 'GET' } }),
    204,
  ],
])('%s', async (_what, send, status) => {
  const reply = await send();
  expect(reply.statusCode).toBe(status);
  expect(reply.headers).toMatchObject(EXPECTED);
  if (status !== 204) expect(reply.headers['content-type']).toMatch(/^application\/json/);
  if (status >= 400) expect(body(reply).status).toEqual({ error: 1, message: expect.any(String) });
});
