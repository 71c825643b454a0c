import { body, createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let token: string;
beforeEach(async () => {
  t = await createTestApp();
  token = await t.signIn('staff');
});
afterEach(() => t.close());

const put = (payload: unknown) => t.app.inject({ method: 'PUT', url: '/account/login', headers: { authentication: token }, payload: payload as object });
const login = (username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/security/authentication/login', payload: { username, password } });

describe('PUT /account/login', () => {
  test('changes the own username and password', async () => {
    const response = await put({ usloUserName: 'staff.one', usloPassword: 'new-secret' });
    expect(response.statusCode).toBe(200);
    expect(body(response)).toEqual({
      data: { usloUserId: 'staff@console.id', usloUserName: 'staff.one' },
      status: { error: 0, message: 'Successfully updated user account data.' },
    });
    expect((await login('staff.one', 'new-secret')).statusCode).toBe(200);
    expect((await login('staff', 'staff123')).statusCode).toBe(401);
  });

  test('without a password (or an empty one) only the username changes', async () => {
    expect((await put({ usloUserName: 'staffer', usloPassword: '' })).statusCode).toBe(200);
    expect((await login('staffer', 'staff123')).statusCode).toBe(200);
  });

  test.each([
    [{ usloUserName: 'admin' }, 'Username has already been used'],
    [{ usloUserName: 'ADMIN' }, 'Username has already been used'],
    [{ usloUserName: 'st' }, 'Must be at least 3 characters.'],
    [{ usloUserName: '1staff' }, 'Username must start with a letter.'],
    [{ usloUserName: 'sta__ff' }, 'Invalid username format (allowed: letters, numbers, @, _, .; no __ or ..)'],
    [{ usloUserName: 'staff', usloPassword: '12345' }, 'Password must be at least 6 characters'],
    [{ usloUserName: 'staff', usloPassword: 'x'.repeat(51) }, 'Password must not exceed 50 characters'],
    [{ usloUserName: 'staff', usloUserId: 'admin@console.id' }, 'Unknown property: usloUserId'],
    [{}, 'Username is required.'],
  ])('refuses %j: %s', async (payload, message) => {
    const response = await put(payload);
    expect(response.statusCode).toBe(400);
    expect(body(response).status).toEqual({ error: 1, message });
    expect((await login('staff', 'staff123')).statusCode).toBe(200);
  });

  test('needs a login but no permission', async () => {
    expect((await t.app.inject({ method: 'PUT', url: '/account/login', payload: { usloUserName: 'x' } })).statusCode).toBe(401);
  });
});

describe('GET /account/login/check', () => {
  const check = (username: string) =>
    t.app.inject({ url: `/account/login/check?usloUserName=${encodeURIComponent(username)}`, headers: { authentication: token } });

  test('says whether a username is free', async () => {
    expect(body(await check('someone.new'))).toEqual({ available: true, message: 'Username is available.', status: { error: 0, message: 'Username is available.' } });
    expect(body(await check('admin'))).toMatchObject({ available: false, message: 'Username has already been used' });
    // The own username is not "taken by someone else".
    expect(body(await check('staff'))).toMatchObject({ available: true });
    expect(body(await check('a..b'))).toMatchObject({ available: false, message: expect.stringContaining('Invalid username format') });
  });

  test('needs the parameter', async () => {
    expect((await t.app.inject({ url: '/account/login/check', headers: { authentication: token } })).statusCode).toBe(400);
  });
});
