import { ActiveStatusChip, formatSiteDateTime } from '@console/shared/core';
import { defineResource } from '@console/shared/forms';
import { type User, USER_LOGIN_PATH, USER_PATH, USER_STATUS_OPTIONS } from './user';
import { userSchema } from './user-schema';

type Payload = Readonly<Record<string, unknown>>;
const userBody = (payload: Payload) => ({ userId: payload.userId, userStatus: payload.userStatus });
const loginBody = (payload: Payload) => ({ usloUserId: payload.userId, usloUserName: payload.usloUserName, usloPassword: payload.usloPassword });

/**
 * The User screen (spec 2.6) as configuration. A user is two records: the user (id, status) and
 * its login (username, password), so every write is two calls (spec 7), each with its own toast
 * (spec 8); a failed login create removes the user just created, so Save can be pressed again.
 */
export const userResource = defineResource<User>({
  title: 'User',
  entity: 'User',
  permission: 'master_user',
  path: USER_PATH,
  primaryKey: 'userId',
  columns: [
    { id: 'userId', header: 'User ID', priority: 1, key: true },
    { id: 'userStatus', header: 'Status', cell: (row) => <ActiveStatusChip status={row.userStatus} />, priority: 1, key: true },
    { id: 'userCreatedTime', header: 'Created Time', accessor: (row) => formatSiteDateTime(row.userCreatedTime), priority: 3 },
  ],
  fields: [
    { Field: 'userId', title: 'User ID', input: 'text', Key: 'PRI', validation: 'email', inputMode: 'email', disabledOnEdit: true, required: true, maxLength: 50 },
    { Field: 'userStatus', title: 'Status', input: 'dropdown', options: USER_STATUS_OPTIONS, required: true },
    { Field: 'usloUserName', title: 'Username', input: 'text', required: true, maxLength: 50 },
    // Editing needs the password again (spec 5; the API requires it): said as a hint, not as an error before anything is typed.
    { Field: 'usloPassword', title: 'Password', input: 'password', required: true, maxLength: 50, hint: { edit: 'Enter a password to save: the current one, or a new one.' } },
  ],
  schema: userSchema,
  search: { placeholder: 'Search User Id..', debounceMs: 300 },
  summary: { counts: [{ label: 'Jumlah User' }, { label: 'User Aktif', query: { 'finds[userStatus]': 1 } }] },
  filter: { fields: [{ name: 'userStatus', label: 'By Status', param: 'finds[userStatus]', input: 'select', options: USER_STATUS_OPTIONS }] },
  listQuery: { orderField: 'userCreatedTime', orderValue: 'ASC' },
  data: {
    getOne: [{ path: USER_LOGIN_PATH, missingOk: true }],
    create: [
      { path: USER_PATH, body: userBody, failed: 'Error saving user data (user)' },
      { path: USER_LOGIN_PATH, body: loginBody, failed: 'Error saving user data (login)' },
    ],
    update: [
      { path: USER_PATH, body: userBody, failed: 'Terjadi kesalahan saat memperbarui user data (user).' },
      { path: USER_LOGIN_PATH, body: loginBody, failed: 'Terjadi kesalahan saat memperbarui user data (login).' },
    ],
    // The reference API deletes the login with its user; a backend that does not gets the second call.
    remove: [
      { path: USER_PATH, failed: 'Error deleting user' },
      { path: USER_LOGIN_PATH, failed: 'Error deleting user', missingOk: true },
    ],
  },
  toasts: {
    created: 'User added successfully',
    updated: 'Berhasil memperbarui user data.',
    saveFailed: 'Unexpected error saving user data',
    updateFailed: 'Gagal memperbarui user data.',
    missingId: 'User ID diperlukan.',
    deleted: 'User deleted successfully',
    deleteFailed: 'Error deleting user',
  },
});
