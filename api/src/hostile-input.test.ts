import { PERMISSION_NAME_MESSAGE } from './validation/rules';
import { tablesChecksum } from './testing/table-checksum';
import { body, createTestApp, multipart, type TestApp } from './testing/test-app';

/**
 * Hostile input: each answered 4xx with a reason in `status.message`, never a 500, and the
 * database unchanged (a checksum of every data table before and after).
 */

let t: TestApp;
let token: string;
beforeEach(async () => {
  t = await createTestApp();
  token = await t.signIn('superadmin', 1);
});
afterEach(() => t.close());

interface Hostile {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  /** A raw body (sent as is) or an object (sent as JSON). */
  payload?: string | object;
  contentType?: string;
  status: number;
  message: string | RegExp;
}

const group = { grcpName: 'Sumatra Trading Group', grcpNickName: 'STG', grcpAddress: 'Jl. Gajah Mada No. 4', grcpCity: 'Medan', grcpTelp: '0614150001', grcpFax: '061-4150002' };
const company = { compGrcpId: 1, compName: 'PT Medan Sejahtera', compAddress: 'Jl. Asia No. 10', compPhone: '0614150010', compPIC: 'Rahmat', compPICPhone: '081300001111', compStatus: 1, compClientId: 2 };
const enc = encodeURIComponent;

const HOSTILE: [string, Hostile][] = [
  ['SQL in the sort field', { method: 'GET', url: `/master/company?orderField=${enc('compName; DROP TABLE users --')}`, status: 400, message: 'Unknown sort field: compName; DROP TABLE users --' }],
  ['SQL in the sort direction', { method: 'GET', url: `/master/company?orderValue=${enc('ASC, (SELECT 1)')}`, status: 400, message: 'orderValue must be ASC or DESC.' }],
  ['SQL as a filter field', { method: 'GET', url: `/master/company?${enc('finds[compName) OR 1=1 --]')}=x`, status: 400, message: /^Unknown filter field: finds\[compName\) OR 1=1 --\]$/ }],
  ['a column outside the whitelist as a filter', { method: 'GET', url: '/master/User_Login?finds[usloPassword]=scrypt', status: 400, message: 'Unknown filter field: usloPassword' }],
  ['a column outside the whitelist as a sort', { method: 'GET', url: '/master/User_Login?orderField=usloPassword', status: 400, message: 'Unknown sort field: usloPassword' }],
  ['SQL in a transaction sort field', { method: 'GET', url: `/dashboard/transactionVa/?orderField=${enc('trctId DESC; DELETE FROM transactions')}`, status: 400, message: /^Unknown sort field/ }],
  ['SQL in a numeric filter', { method: 'GET', url: `/master/company?finds[compStatus]=${enc('1 OR 1=1')}`, status: 400, message: 'Filter compStatus must be a whole number.' }],
  ['SQL in a path id', { method: 'DELETE', url: `/master/company/${enc('1 OR 1=1')}`, status: 400, message: /^Invalid id/ }],
  ['SQL in a transaction id', { method: 'POST', url: `/dashboard/transactionVa/inquiry_status/${enc('1; UPDATE transactions')}`, payload: { type: 'va' }, status: 400, message: /^Invalid trctId/ }],
  ['an unknown query parameter', { method: 'GET', url: '/master/roles?debug=1', status: 400, message: 'Unknown query parameter: debug' }],
  ['a parameter given twice', { method: 'GET', url: '/master/roles?page=1&page=2', status: 400, message: 'Query parameter "page" must be given once.' }],
  ['a negative page', { method: 'GET', url: '/master/roles?page=-1', status: 400, message: 'page must be a positive whole number.' }],
  ['a non-numeric max', { method: 'GET', url: '/master/roles?max=all', status: 400, message: 'max must be a positive whole number.' }],
  ['an unknown body property', { method: 'POST', url: '/master/Company_Group', payload: { ...group, isAdmin: true }, status: 400, message: 'Unknown property: isAdmin' }],
  ['a __proto__ property', { method: 'POST', url: '/master/roles', payload: '{"roleName":"Hacker","__proto__":{"admin":true}}', status: 400, message: 'Unknown property: __proto__' }],
  ['a number where text belongs', { method: 'POST', url: '/master/Company_Group', payload: { ...group, grcpName: 12345 }, status: 400, message: 'Company Group Name must be text.' }],
  ['an object where text belongs', { method: 'POST', url: '/master/Company_Group', payload: { ...group, grcpCity: { $gt: '' } }, status: 400, message: 'City must be text.' }],
  ['text where a number belongs', { method: 'POST', url: '/master/company', payload: { ...company, compStatus: 'yes' }, status: 400, message: 'Status must be a whole number.' }],
  ['a fraction where an id belongs', { method: 'POST', url: '/master/company', payload: { ...company, compGrcpId: 1.5 }, status: 400, message: 'Company Group must be a whole number.' }],
  ['an array body', { method: 'POST', url: '/master/roles', payload: '[{"roleName":"Hacker"}]', status: 400, message: 'The request body must be a JSON object.' }],
  ['a JSON string body', { method: 'PUT', url: '/master/roles/1', payload: '"Hacker"', status: 400, message: 'The request body must be a JSON object.' }],
  ['no body at all', { method: 'POST', url: '/master/roles', status: 400, message: 'A JSON object body is required.' }],
  ['malformed JSON', { method: 'POST', url: '/master/roles', payload: '{"roleName": "Hacker"', status: 400, message: /^Malformed JSON body/ }],
  ['an oversized body', { method: 'POST', url: '/master/roles', payload: JSON.stringify({ roleName: 'x'.repeat(70 * 1024) }), status: 413, message: 'Request body is too large (limit 64 KiB).' }],
  ['an unsupported content type', { method: 'POST', url: '/master/roles', payload: 'roleName=Hacker', contentType: 'text/plain', status: 415, message: /^Unsupported content type/ }],
  ['a script tag in a company group name', { method: 'POST', url: '/master/Company_Group', payload: { ...group, grcpName: '<script>alert(1)</script>' }, status: 400, message: 'Invalid characters used.' }],
  ['a script tag in a company name', { method: 'POST', url: '/master/company', payload: { ...company, compName: 'PT <img src=x onerror=alert(1)>' }, status: 400, message: 'Invalid characters used.' }],
  ['a script tag in a role name', { method: 'PUT', url: '/master/roles/1', payload: { roleName: 'Admin<script>' }, status: 400, message: 'Invalid characters used.' }],
  ['a script tag in a permission name', { method: 'POST', url: '/master/Permission', payload: { prmsName: '<svg onload=alert(1)>', prmsOperations: '["read"]' }, status: 400, message: PERMISSION_NAME_MESSAGE }],
  ['a script tag in a city', { method: 'POST', url: '/master/Company_Group', payload: { ...group, grcpCity: 'Medan<script>' }, status: 400, message: 'Invalid characters used.' }],
  ['a script tag in a username', { method: 'PUT', url: '/account/login', payload: { usloUserName: 'a<script>' }, status: 400, message: 'Invalid username format (allowed: letters, numbers, @, _, .; no __ or ..)' }],
  ['a script tag in a user id', { method: 'POST', url: '/master/user', payload: { userId: '<script>@x.com', userStatus: 1 }, status: 400, message: 'User ID must be in email format' }],
  ['a changed primary key', { method: 'PUT', url: '/master/user/staff@console.id', payload: { userId: 'boss@console.id', userStatus: 1 }, status: 400, message: 'userId cannot be changed.' }],
  ['a built-in property as the sort field', { method: 'GET', url: '/master/company?orderField=constructor', status: 400, message: 'Unknown sort field: constructor' }],
  ['__proto__ as the sort field', { method: 'GET', url: '/dashboard/transactionVa/?orderField=__proto__', status: 400, message: 'Unknown sort field: __proto__' }],
  ['toString as the sort field', { method: 'GET', url: '/dashboard/notification?orderField=toString', status: 400, message: 'Unknown sort field: toString' }],
  ['__proto__ as a filter field', { method: 'GET', url: `/master/company?${enc('finds[__proto__]')}=1`, status: 400, message: 'Unknown filter field: __proto__' }],
  ['constructor as a filter field', { method: 'GET', url: `/dashboard/transactionQr/?${enc('finds[constructor]')}=1`, status: 400, message: 'Unknown filter field: constructor' }],
  ['hasOwnProperty as an exact filter', { method: 'GET', url: `/master/roles?${enc('finds[hasOwnProperty][eq]')}=x`, status: 400, message: 'Unknown filter field: hasOwnProperty' }],
  ['a built-in property as a parameter', { method: 'GET', url: '/dashboard/notification?constructor=1', status: 400, message: 'Unknown query parameter: constructor' }],
  ['__proto__ as a parameter', { method: 'GET', url: '/dashboard/notification?__proto__=1', status: 400, message: /^Unknown query parameter/ }],
  ['a wrong transaction type', { method: 'POST', url: '/dashboard/transactionVa/send_notification/1', payload: { type: 'qris', amount: 1 }, status: 400, message: 'Unknown property: amount' }],
  // Fastify's own errors answer in the documented shape too, not as `{ error, code, statusCode }`.
  ['a malformed percent-encoding in the path', { method: 'GET', url: '/master/user/%E0%A4%A', status: 400, message: 'Malformed URL: a path holds an invalid percent-encoding.' }],
  ['a path parameter of 300 characters', { method: 'GET', url: `/master/user/${'a'.repeat(300)}`, status: 414, message: 'A path parameter is too long (at most 200 characters).' }],
  ['JSON declared in UTF-16', { method: 'POST', url: '/master/roles', payload: '{"roleName":"Reviewer"}', contentType: 'application/json; charset=utf-16', status: 415, message: 'Unsupported charset: utf-16. Send the body as UTF-8.' }],
  ['a form declared in Latin-1', { method: 'POST', url: '/security/authentication/login', payload: 'username=staff&password=staff123', contentType: 'application/x-www-form-urlencoded; charset="ISO-8859-1"', status: 415, message: 'Unsupported charset: iso-8859-1. Send the body as UTF-8.' }],
];

test.each(HOSTILE)('%s is refused with a reason and changes nothing', async (_name, hostile) => {
  const before = tablesChecksum(t.db);
  const isRaw = typeof hostile.payload === 'string';
  const response = await t.app.inject({
    method: hostile.method,
    url: hostile.url,
    headers: { authentication: token, ...(isRaw || hostile.contentType ? { 'content-type': hostile.contentType ?? 'application/json' } : {}) },
    ...(hostile.payload === undefined ? {} : { payload: hostile.payload }),
  });
  expect(response.statusCode).toBe(hostile.status);
  const reply = body(response);
  expect(reply.status).toEqual({ error: 1, message: typeof hostile.message === 'string' ? hostile.message : expect.stringMatching(hostile.message) });
  expect(response.body).not.toMatch(/SQLITE|SELECT |at .*\.ts:\d+|stack/i);
  expect(tablesChecksum(t.db)).toBe(before);
});

test('values that look like SQL are only ever bound parameters: no rows match, nothing changes', async () => {
  const before = tablesChecksum(t.db);
  for (const url of [
    `/master/company?finds[compName]=${enc("' OR '1'='1")}`,
    `/master/company?search=${enc("'; DROP TABLE companies; --")}`,
    `/master/User_Login?finds[usloUserName][eq]=${enc("admin' --")}`,
    `/dashboard/transactionVa/?finds[trctOrderId]=${enc("%' OR 1=1 --")}`,
    `/dashboard/notification?finds[notiOrderId]=${enc('_')}`,
  ]) {
    const response = await t.app.inject({ url, headers: { authentication: token } });
    expect(response.statusCode).toBe(200);
    expect(body(response).pagination).toMatchObject({ totalData: 0 });
  }
  expect(tablesChecksum(t.db)).toBe(before);
});

test('audit fields in a body are never taken from it', async () => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/master/roles',
    headers: { authentication: token },
    payload: { roleName: 'Reviewer', roleCreatedUserId: 'mallory@evil.example', roleCreatedTime: '1999-01-01T00:00:00.000Z' },
  });
  expect(response.statusCode).toBe(201);
  expect(body(response).data).toMatchObject({ roleCreatedUserId: 'superadmin@console.id', roleCreatedTime: expect.stringMatching(/^2026-/) });
});

test('a file in the sign-in form is refused', async () => {
  const boundary = '----hostile';
  const payload = `--${boundary}\r\nContent-Disposition: form-data; name="username"\r\n\r\nstaff\r\n--${boundary}\r\nContent-Disposition: form-data; name="password"; filename="x.txt"\r\nContent-Type: text/plain\r\n\r\nstaff123\r\n--${boundary}--\r\n`;
  const response = await t.app.inject({ method: 'POST', url: '/security/authentication/login', payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
  expect(response.statusCode).toBeGreaterThanOrEqual(400);
  expect(response.statusCode).toBeLessThan(500);
  expect(body(response).status).toMatchObject({ error: 1, message: expect.any(String) });
  // Form fields alone still sign in.
  const ok = await t.app.inject({ method: 'POST', url: '/security/authentication/login', ...multipart({ username: 'staff', password: 'staff123' }) });
  expect(ok.statusCode).toBe(200);
});

test('a multipart field longer than 4 KiB is refused whole (413), never cut and then checked', async () => {
  const before = tablesChecksum(t.db);
  const response = await t.app.inject({ method: 'POST', url: '/security/authentication/login', ...multipart({ username: 's'.repeat(5000), password: 'staff123' }) });
  expect(response.statusCode).toBe(413);
  expect(body(response).status).toEqual({ error: 1, message: 'Form field username is too long (at most 4096 bytes).' });
  expect(tablesChecksum(t.db)).toBe(before);
  // Exactly at the limit it is read (and is a wrong login like any other).
  const atLimit = await t.app.inject({ method: 'POST', url: '/security/authentication/login', ...multipart({ username: 's'.repeat(4096), password: 'staff123' }) });
  expect(atLimit.statusCode).toBe(401);
});

test('UTF-8 declared in any spelling is read', async () => {
  for (const contentType of ['application/json; charset=utf-8', 'application/json;charset="UTF-8"', 'application/json; charset=utf8', 'application/x-www-form-urlencoded; charset=UTF-8']) {
    const payload = contentType.includes('json') ? '{"username":"staff","password":"staff123"}' : 'username=staff&password=staff123';
    const response = await t.app.inject({ method: 'POST', url: '/security/authentication/login', headers: { 'content-type': contentType }, payload });
    expect([contentType, response.statusCode]).toEqual([contentType, 200]);
  }
});

describe('malformed multipart sign-in bodies are a 4xx with a reason, never a 500', () => {
  const field = (boundary: string) => `--${boundary}\r\nContent-Disposition: form-data; name="username"\r\n\r\nstaff\r\n`;
  test.each([
    ['no boundary', 'multipart/form-data', `${field('b')}--b--\r\n`],
    ['an empty boundary', 'multipart/form-data; boundary=', `${field('')}----\r\n`],
    ['a boundary that never appears', 'multipart/form-data; boundary=zzz', `${field('b')}--b--\r\n`],
    ['a truncated body', 'multipart/form-data; boundary=b', `${field('b')}--b\r\nContent-Disposition: form-data; name="pass`],
    ['a part without headers', 'multipart/form-data; boundary=b', '--b\r\n\r\nstaff\r\n--b--\r\n'],
    ['an empty body', 'multipart/form-data; boundary=b', ''],
  ])('%s', async (_name, contentType, payload) => {
    const response = await t.app.inject({ method: 'POST', url: '/security/authentication/login', payload, headers: { 'content-type': contentType } });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(body(response).status).toEqual({ error: 1, message: expect.any(String) });
    expect((body(response).status as { message: string }).message).not.toBe('Internal server error.');
  });
});
