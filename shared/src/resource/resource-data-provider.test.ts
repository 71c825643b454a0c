import { ApiError } from '../api/api-error';
import { memoryResource, mockApi, reply } from '../testing';
import type { ResourceData, ResourceToasts } from './resource-config';
import { ResourceStepError, resourceDataProvider, stepReason } from './resource-data-provider';
import { fieldErrorsOf } from './resource-mutations';
import { takenLookup, uniqueChecks } from './unique-lookup';

const toasts: ResourceToasts = { created: 'c', updated: 'u', saveFailed: 'Save failed', missingId: 'User ID diperlukan.', deleted: 'd', deleteFailed: 'Delete failed' };
const USERS = '/master/user';
const LOGINS = '/master/User_Login';
const twoCalls: ResourceData = {
  getOne: [{ path: LOGINS, missingOk: true }],
  create: [
    { path: USERS, body: (p) => ({ userId: p.userId, userStatus: p.userStatus }), failed: 'Error saving user data (user)' },
    { path: LOGINS, body: (p) => ({ usloUserId: p.userId, usloUserName: p.usloUserName }), failed: 'Error saving user data (login)' },
  ],
  update: [
    { path: USERS, body: (p) => ({ userId: p.userId, userStatus: p.userStatus }), failed: 'user step' },
    { path: LOGINS, body: (p) => ({ usloUserId: p.userId, usloUserName: p.usloUserName }), failed: 'login step' },
  ],
  remove: [
    { path: USERS, failed: 'Error deleting user' },
    { path: LOGINS, failed: 'Error deleting user', missingOk: true },
  ],
};

function setup(data?: ResourceData) {
  const api = mockApi({ access: {} });
  const users = memoryResource(api, { path: USERS, primaryKey: 'userId', rows: [{ userId: 'staff@console.id', userStatus: 1 }] });
  const logins = memoryResource(api, { path: LOGINS, primaryKey: 'usloUserId', rows: [{ usloUserId: 'staff@console.id', usloUserName: 'staff' }] });
  const provider = resourceDataProvider({ path: USERS, primaryKey: 'userId', data, toasts });
  return { api, users, logins, provider };
}

let view: ReturnType<typeof setup>;
afterEach(() => view.api.restore());
const payload = { userId: 'rina@console.id', userStatus: 1, usloUserName: 'rina' };

describe('resourceDataProvider', () => {
  it('defaults to one REST call on the path, with the id encoded', async () => {
    view = setup();
    await view.provider.create({ userId: 'a@b.id', userStatus: 1 });
    await view.provider.update('a@b.id', { userStatus: 0 });
    await view.provider.remove('a@b.id');
    expect(view.users.created()).toEqual([{ userId: 'a@b.id', userStatus: 1 }]);
    expect(view.api.calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /master/user',
      'PUT /master/user/a%40b.id',
      'DELETE /master/user/a%40b.id',
    ]);
    expect(view.users.find('a@b.id')).toBeUndefined();
  });

  it('creates in two calls, each with its own body, in order', async () => {
    view = setup(twoCalls);
    await view.provider.create(payload);
    expect(view.users.created()).toEqual([{ userId: 'rina@console.id', userStatus: 1 }]);
    expect(view.logins.created()).toEqual([{ usloUserId: 'rina@console.id', usloUserName: 'rina' }]);
  });

  it('does not send the second call when the first fails, and names the first step', async () => {
    view = setup(twoCalls);
    view.users.fail('create', { message: 'User ID has already been used', errors: [{ field: 'userId', message: 'User ID has already been used' }] });
    const error = await view.provider.create(payload).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(ResourceStepError);
    expect((error as ResourceStepError).failed).toBe('Error saving user data (user)');
    expect(fieldErrorsOf(error)).toEqual({ userId: 'User ID has already been used' });
    expect(view.api.callsTo('POST', LOGINS)).toHaveLength(0);
  });

  it('undoes the first call when the second fails, and names the second step', async () => {
    view = setup(twoCalls);
    view.logins.fail('create', { message: 'Username has already been used', errors: [{ field: 'usloUserName', message: 'Username has already been used' }] });
    const error = await view.provider.create(payload).catch((thrown: unknown) => thrown);
    expect((error as ResourceStepError).failed).toBe('Error saving user data (login)');
    expect(fieldErrorsOf(error)).toEqual({ usloUserName: 'Username has already been used' });
    expect(view.users.deleted()).toEqual(['rina@console.id']);
    expect(view.users.find('rina@console.id')).toBeUndefined();
  });

  it('updates in two calls and stops at a reply with status.error 1 (HTTP 200), keeping its message', async () => {
    view = setup(twoCalls);
    view.api.on('PUT', /^\/master\/User_Login\//, () => ({ status: { error: 1, message: 'Password is required.' } }));
    const error = await view.provider.update('staff@console.id', { userId: 'staff@console.id', userStatus: 0, usloUserName: 'staff' }).catch((thrown: unknown) => thrown);
    expect(view.users.updated()).toEqual([{ id: 'staff@console.id', body: { userId: 'staff@console.id', userStatus: 0 } }]);
    expect((error as ResourceStepError).failed).toBe('login step');
    const reason = stepReason(error);
    expect(reason).toBeInstanceOf(ApiError);
    expect((reason as ApiError).message).toBe('Password is required.');
  });

  it('deletes in two calls; a 404 of the second (already gone with its user) is no failure', async () => {
    view = setup(twoCalls);
    view.api.on('DELETE', /^\/master\/User_Login\//, () => reply(404, { status: { error: 1, message: 'Data not found.' } }));
    await expect(view.provider.remove('staff@console.id')).resolves.toBeUndefined();
    expect(view.users.deleted()).toEqual(['staff@console.id']);
    view.users.fail('delete', { status: 409, message: 'You cannot delete your own user.' });
    const error = await view.provider.remove('staff@console.id').catch((thrown: unknown) => thrown);
    expect((error as ResourceStepError).failed).toBe('Error deleting user');
  });

  it('loads the record for edit: the row merged with the login, or the row alone when there is none', async () => {
    view = setup(twoCalls);
    expect(await view.provider.getOne({ userId: 'staff@console.id', userStatus: 1 })).toEqual({ userId: 'staff@console.id', userStatus: 1, usloUserId: 'staff@console.id', usloUserName: 'staff' });
    expect(await view.provider.getOne({ userId: 'nologin@console.id', userStatus: 0 })).toEqual({ userId: 'nologin@console.id', userStatus: 0 });
  });

  it('refuses to write a record without its key, with the resource\'s missing-id text', async () => {
    view = setup(twoCalls);
    const error = await view.provider.update('', payload).catch((thrown: unknown) => thrown);
    expect((error as ResourceStepError).failed).toBe('User ID diperlukan.');
    expect(view.api.calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });
});

describe('unique(field, { path })', () => {
  it('looks in another list with finds[field][eq]; the edited record\'s own row is no duplicate', async () => {
    view = setup();
    const unique = uniqueChecks(USERS, 'userId', { userId: 'staff@console.id', usloUserName: 'staff' });
    const isFree = unique('usloUserName', { path: LOGINS, primaryKey: 'usloUserId' });
    expect(await isFree('STAFF')).toBe(true); // its own username (the record's own value)
    expect(await takenLookup(LOGINS, 'usloUserName', 'usloUserId', 'staff@console.id')('staff')).toBe(false);
    expect(await takenLookup(LOGINS, 'usloUserName', 'usloUserId', 'other@console.id')('staff')).toBe(true);
    expect(view.logins.lookups('usloUserName').map((call) => call.query.get('finds[usloUserName][eq]'))).toEqual(['staff', 'staff']);
    unique.cancelAll();
  });
});
