import { body, createTestApp, type TestApp } from '../testing/test-app';

/**
 * Text is tidied before it is checked and stored (NFC, whitespace runs collapsed to one space,
 * trimmed), invisible and control characters are refused, and uniqueness holds on the tidy form.
 */

let t: TestApp;
let token: string;
beforeEach(async () => {
  t = await createTestApp();
  token = await t.signIn('superadmin');
});
afterEach(() => t.close());

const group = { grcpNickName: 'STG', grcpAddress: 'Jl. Gajah Mada No. 4', grcpCity: 'Medan', grcpTelp: '0614150001', grcpFax: '061-4150002' };
const createGroup = (fields: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/master/Company_Group', headers: { authentication: token }, payload: { ...group, ...fields } });
const messages = (response: { json: () => unknown }) => ((response.json() as { errors?: { field: string; message: string }[] }).errors ?? []).map((error) => error.message);

test.each([
  ['a trailing space', 'PT Sumatra '],
  ['a leading space', ' PT Sumatra'],
  ['a double space', 'PT  Sumatra'],
  ['a no-break space', 'PT\u00A0Sumatra'],
  ['a tab', 'PT\tSumatra'],
  ['a newline', 'PT\nSumatra'],
  ['other case and spaces', '  pt   SUMATRA  '],
])('a name differing only by %s is the same name', async (_case, lookAlike) => {
  expect((await createGroup({ grcpName: 'PT Sumatra' })).statusCode).toBe(201);
  const second = await createGroup({ grcpName: lookAlike });
  expect(second.statusCode).toBe(400);
  expect(messages(second)).toContain('Company Group has already been used');
});

test.each([
  ['a byte-order mark', 'PT Sumatra\uFEFF'],
  ['a zero-width space', 'PT\u200BSumatra'],
  ['a right-to-left override', 'PT \u202ESumatra'],
  ['a bell control character', 'PT Sumatra\u0007'],
  ['a soft hyphen', 'PT Suma\u00ADtra'],
])('a name with %s is refused', async (_case, name) => {
  const response = await createGroup({ grcpName: name });
  expect(response.statusCode).toBe(400);
  expect(messages(response)).toContain('Invalid characters used.');
});

test('values are stored tidy: spaces collapsed and trimmed', async () => {
  const created = await createGroup({ grcpName: '  PT   Sumatra\u00A0Raya ', grcpAddress: ' Jl.\tGajah  Mada No. 4 ', grcpCity: '  medan   KOTA ' });
  expect(created.statusCode).toBe(201);
  expect(body(created).data).toMatchObject({ grcpName: 'PT Sumatra Raya', grcpAddress: 'Jl. Gajah Mada No. 4', grcpCity: 'Medan Kota' });
});

test('the city is tidied before it is checked, so "  a" fails its minimum', async () => {
  const response = await createGroup({ grcpName: 'PT Sumatra', grcpCity: '  a' });
  expect(response.statusCode).toBe(400);
  expect(messages(response)).toContain('Must be at least 2 characters.');
});

test('user ids and usernames are tidied too; passwords are kept exactly', async () => {
  const user = await t.app.inject({ method: 'POST', url: '/master/user', headers: { authentication: token }, payload: { userId: '  rina@console.id ', userStatus: 1 } });
  expect(body(user).data).toMatchObject({ userId: 'rina@console.id' });
  const duplicate = await t.app.inject({ method: 'POST', url: '/master/user', headers: { authentication: token }, payload: { userId: 'STAFF@console.id\u00A0', userStatus: 1 } });
  expect(messages(duplicate)).toContain('User ID has already been used');
  const login = await t.app.inject({
    method: 'POST',
    url: '/master/User_Login',
    headers: { authentication: token },
    payload: { usloUserId: 'rina@console.id', usloUserName: ' rina ', usloPassword: ' spaced secret ' },
  });
  expect(body(login).data).toMatchObject({ usloUserName: 'rina' });
  const signIn = (password: string) => t.app.inject({ method: 'POST', url: '/security/authentication/login', payload: { username: 'rina', password } });
  expect((await signIn(' spaced secret ')).statusCode).toBe(200);
  expect((await signIn('spaced secret')).statusCode).toBe(401);
});

test('the username check answers for the tidy form, as the save would store it', async () => {
  const check = async (name: string) =>
    body(await t.app.inject({ url: `/account/login/check?usloUserName=${encodeURIComponent(name)}`, headers: { authentication: token } })).message;
  expect(await check(' staff\u00A0')).toBe('Username has already been used');
  expect(await check('staff\u200B')).toBe('Invalid characters used.');
});
