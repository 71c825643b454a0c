import { body, createTestApp, type TestApp } from '../testing/test-app';
import { passwordForHashing, passwordLength } from './password-text';

/**
 * One reading of a password for every path that takes one (decision 092): taken as sent, compared
 * in NFKC, counted in code points of that form. Sign-in, user login create and update, and Manage
 * Account agree.
 */

test('counts code points of the NFKC form, not UTF-16 units', () => {
  expect(passwordLength('😀😀😀')).toBe(3);
  expect('😀😀😀'.length).toBe(6);
  expect(passwordLength('      ')).toBe(6);
  expect(passwordLength('cafe\u0301')).toBe(4);
  expect(passwordForHashing('ａｕｄｉｔｏｒ１２３')).toBe('auditor123');
});

describe('on every path', () => {
  let t: TestApp;
  let token: string;
  beforeEach(async () => {
    t = await createTestApp();
    token = await t.signIn('superadmin');
  });
  afterEach(() => t.close());

  const call = (method: 'POST' | 'PUT', url: string, payload: object, as = token) => t.app.inject({ method, url, headers: { authentication: as }, payload });
  const signIn = (username: string, password: string) => t.app.inject({ method: 'POST', url: '/security/authentication/login', payload: { username, password } });
  const newUser = async (usloPassword: string) => {
    expect((await call('POST', '/master/user', { userId: 'rina@console.id', userStatus: 1 })).statusCode).toBe(201);
    return call('POST', '/master/User_Login', { usloUserId: 'rina@console.id', usloUserName: 'rina', usloPassword });
  };
  const messageOf = (reply: Awaited<ReturnType<typeof call>>) => [reply.statusCode, (body(reply).errors as { message: string }[] | undefined)?.[0]?.message];

  test('three emoji are 3 characters, too few, on create, update and Manage Account alike', async () => {
    expect(messageOf(await newUser('😀😀😀'))).toEqual([400, 'Password must be at least 6 characters']);
    expect(messageOf(await call('PUT', '/master/User_Login/staff@console.id', { usloUserName: 'staff', usloPassword: '😀😀😀' }))).toEqual([400, 'Password must be at least 6 characters']);
    const own = await t.signIn('staff');
    expect(messageOf(await call('PUT', '/account/login', { usloUserName: 'staff', usloPassword: '😀😀😀' }, own))).toEqual([400, 'Password must be at least 6 characters']);
  });

  test('fifty emoji are 50 characters, allowed, and sign in', async () => {
    const fifty = '😀'.repeat(50);
    expect((await newUser(fifty)).statusCode).toBe(201);
    expect((await signIn('rina', fifty)).statusCode).toBe(200);
    expect(messageOf(await call('PUT', '/master/User_Login/rina@console.id', { usloUserName: 'rina', usloPassword: `${fifty}x` }))).toEqual([400, 'Password must not exceed 50 characters']);
  });

  test('six spaces are a password of six characters, taken as sent', async () => {
    expect((await newUser('      ')).statusCode).toBe(201);
    expect((await signIn('rina', '      ')).statusCode).toBe(200);
    expect((await signIn('rina', '     ')).statusCode).toBe(401);
    const own = await t.signIn('staff');
    expect((await call('PUT', '/account/login', { usloUserName: 'staff', usloPassword: '      ' }, own)).statusCode).toBe(200);
    expect((await signIn('staff', '      ')).statusCode).toBe(200);
  });

  test('the same password typed another way is the same password: full-width, or a decomposed accent', async () => {
    expect((await signIn('auditor', 'ａｕｄｉｔｏｒ１２３')).statusCode).toBe(200);
    expect((await newUser('café-123')).statusCode).toBe(201);
    expect((await signIn('rina', 'cafe\u0301-123')).statusCode).toBe(200);
    expect((await signIn('rina', 'cafe-123')).statusCode).toBe(401);
  });
});
