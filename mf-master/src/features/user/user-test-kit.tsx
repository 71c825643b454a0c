import { memoryResource, mockApi, renderWithProviders } from '@console/shared/testing';
import { act, screen, within } from '@testing-library/react';
import { type User, USER_LOGIN_PATH, USER_PATH } from './user';
import { masterScreen } from '../../screens/master-screens';

const UserScreen = masterScreen('user-management');

export const ROUTE = '/dashboard/user-management';
export const ALL_OPERATIONS = ['read', 'create', 'update', 'delete'];

/** Demo users: two active, one inactive; each with its login. */
export const seedUsers = (): User[] => [
  { userId: 'superadmin@console.id', userStatus: 1, userCreatedTime: '2026-01-01T00:00:00.000Z' },
  { userId: 'staff@console.id', userStatus: 1, userCreatedTime: '2026-01-02T00:00:00.000Z' },
  { userId: 'budi.santoso@console.id', userStatus: 0, userCreatedTime: '2026-01-03T00:00:00.000Z' },
];
const seedLogins = () => [
  { usloUserId: 'superadmin@console.id', usloUserName: 'superadmin' },
  { usloUserId: 'staff@console.id', usloUserName: 'staff' },
  { usloUserId: 'budi.santoso@console.id', usloUserName: 'budi' },
];

/** Renders the User screen over two in-memory resources (users and logins), like the reference API. */
export function renderUsers({ access = { master_user: ALL_OPERATIONS }, route = ROUTE }: { access?: Record<string, string[]>; route?: string } = {}) {
  const api = mockApi({ access });
  const users = memoryResource<User>(api, {
    path: USER_PATH,
    primaryKey: 'userId',
    rows: seedUsers(),
    searchFields: ['userId'],
    validate: (body, id, rows) =>
      id === null && rows.some((row) => row.userId.toLowerCase() === String(body.userId).toLowerCase()) ? [{ field: 'userId', message: 'User ID has already been used' }] : [],
  });
  const logins = memoryResource(api, { path: USER_LOGIN_PATH, primaryKey: 'usloUserId', rows: seedLogins() });
  return { ...renderWithProviders(<UserScreen />, { route }), api, users, logins };
}

export type UsersView = ReturnType<typeof renderUsers>;

export const usersTable = () => screen.getByRole('table', { name: 'User' });
export const rowOf = (userId: string) => within(usersTable()).getByText(userId).closest('tr')!;
/** Waits inside act: a uniqueness check or validation finishing meanwhile updates the form in act. */
export const settle = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

/** Opens the add dialog once the list is in. */
export async function openAdd(view: UsersView) {
  await screen.findByText('staff@console.id');
  await view.user.click(screen.getByRole('button', { name: 'Add Data' }));
  return screen.findByRole('dialog', { name: 'Tambah Data Baru' });
}

/** Types a valid new user into the add dialog. */
export async function fillUser(view: UsersView, dialog: HTMLElement, { userId = 'rina@console.id', username = 'rina', password = 'rahasia123' } = {}) {
  await view.user.type(within(dialog).getByLabelText(/User ID/), userId);
  await view.user.selectOptions(within(dialog).getByLabelText(/Status/), 'Aktif');
  await view.user.type(within(dialog).getByLabelText(/Username/), username);
  await view.user.type(within(dialog).getByLabelText(/^Password/), password);
}
