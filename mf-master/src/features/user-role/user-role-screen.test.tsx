import { memoryResource, mockApi, renderWithProviders, typeAtOnce } from '@console/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { USER_ROLE_PATH, type UserRole } from './user-role';
import { masterScreen } from '../../screens/master-screens';

const UserRoleScreen = masterScreen('user-role-management');

jest.setTimeout(30_000);
const ROUTE = '/dashboard/user-role-management';
const ROLES = [
  { roleId: 1, roleName: 'Superadmin' },
  { roleId: 2, roleName: 'Admin' },
  { roleId: 3, roleName: 'Staff' },
  { roleId: 4, roleName: 'Auditor' },
];
const roleName = (id: unknown) => ROLES.find((role) => role.roleId === Number(id))?.roleName ?? null;
const seed = (): UserRole[] =>
  [
    ['superadmin@console.id', 1],
    ['admin@console.id', 2],
    ['staff@console.id', 3],
    ['siti.rahma@console.id', 3],
    ['auditor@console.id', 4],
  ].map(([user, role], index) => ({ usroId: index + 1, usroUserId: String(user), usroRoleId: Number(role), usroRole: { roleName: roleName(role) }, usroCreatedTime: `2026-01-0${index + 1}T00:00:00.000Z` }));

function setup(access: Record<string, string[]> = { master_user_role: ['read', 'create', 'update', 'delete'] }, route = ROUTE) {
  const api = mockApi({ access });
  const userRoles = memoryResource<UserRole>(api, {
    path: USER_ROLE_PATH,
    primaryKey: 'usroId',
    rows: seed(),
    searchFields: ['usroUserId'],
    derive: (row) => ({ ...row, usroRole: { roleName: roleName(row.usroRoleId) } }),
    validate: (body, id, rows) =>
      rows.some((row) => row.usroId !== id && row.usroUserId === body.usroUserId && row.usroRoleId === body.usroRoleId) ? [{ field: 'usroRoleId', message: 'User already has this role.' }] : [],
  });
  memoryResource(api, { path: '/master/roles', primaryKey: 'roleId', rows: ROLES });
  memoryResource(api, { path: '/master/user', primaryKey: 'userId', rows: ['superadmin', 'admin', 'staff', 'siti.rahma', 'auditor', 'rina'].map((name) => ({ userId: `${name}@console.id` })) });
  return { ...renderWithProviders(<UserRoleScreen />, { route }), api, userRoles };
}

let view: ReturnType<typeof setup>;
afterEach(() => view.api.restore());
const table = () => screen.getByRole('table', { name: 'User Role' });
const rowOf = (text: string) => within(table()).getByText(text).closest('tr')!;

describe('User Role screen', () => {
  it('counts Superadmin, Admin, Staff, Lainnya (the rest) and Jumlah Data, and shows the role name column', async () => {
    view = setup();
    expect(await screen.findByText('siti.rahma@console.id')).toBeInTheDocument();
    for (const [label, value] of [['Superadmin', 1], ['Admin', 1], ['Staff', 2], ['Lainnya', 1], ['Jumlah Data', 5]] as const) {
      expect(await screen.findByLabelText(`${label}: ${value}`)).toBeInTheDocument();
    }
    const countQueries = view.api.callsTo('GET', USER_ROLE_PATH).filter((call) => call.query.get('max') === '1').map((call) => call.query.get('finds[usroRoleId]'));
    expect(countQueries.sort()).toEqual(['1', '2', '3', null].sort());
    expect(within(table()).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['User ID', 'Role Name', 'Created Time', 'Actions']);
    expect(within(rowOf('auditor@console.id')).getByText('Auditor')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search User Id..' })).toBeInTheDocument();
  });

  it('searches after 500 ms and filters By Role with the roles from /master/roles', async () => {
    view = setup();
    await screen.findByText('staff@console.id');
    const before = view.userRoles.listCalls().length;
    await typeAtOnce(screen.getByRole('searchbox', { name: 'Search User Id..' }), 'siti');
    // 500 ms, not 300: nothing is sent 300 ms after the last key.
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(view.userRoles.listCalls()).toHaveLength(before);
    await waitFor(() => expect(view.userRoles.listCalls().at(-1)!.query.get('search')).toBe('siti'));
    expect(view.userRoles.listCalls().slice(before).map((call) => call.query.get('search'))).toEqual(['siti']);
    await view.user.click(screen.getByRole('button', { name: 'Filter Data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filter Data' });
    await waitFor(() => expect(within(dialog).getByRole('option', { name: 'Staff' })).toBeInTheDocument());
    await view.user.selectOptions(within(dialog).getByLabelText('By Role'), 'Staff');
    await view.user.click(within(dialog).getByRole('button', { name: 'Apply Filter' }));
    await waitFor(() => expect(view.userRoles.listCalls().at(-1)!.query.get('finds[usroRoleId]')).toBe('3'));
    expect(view.api.callsTo('GET', '/master/roles')[0]!.query.get('max')).toBe('1000000');
    expect(view.location()).toBe(`${ROUTE}?q=siti&f_usroRoleId=3`);
  });

  it('assigns a role: required selects, a refused duplicate keeps the dialog, then saves and recounts', async () => {
    view = setup();
    await screen.findByText('staff@console.id');
    await view.user.click(screen.getByRole('button', { name: 'Add Data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tambah Data Baru' });
    expect(within(dialog).getByText('Menambahkan data User Role baru.')).toBeInTheDocument();
    const save = within(dialog).getByRole('button', { name: 'Save' });
    await waitFor(() => expect(within(dialog).getByRole('option', { name: 'rina@console.id' })).toBeInTheDocument());
    await view.user.selectOptions(within(dialog).getByLabelText(/User ID/), 'staff@console.id');
    await view.user.selectOptions(within(dialog).getByLabelText(/Role/), '');
    expect(await within(dialog).findByText('Role is required.')).toBeInTheDocument();
    expect(save).toBeDisabled();
    await view.user.selectOptions(within(dialog).getByLabelText(/Role/), 'Staff');
    await view.user.click(save);
    expect(await screen.findByText('Error saving user data')).toBeInTheDocument();
    expect(screen.getAllByText('User already has this role.').length).toBeGreaterThan(0);
    expect(screen.getByRole('dialog', { name: 'Tambah Data Baru' })).toBeInTheDocument();
    await view.user.selectOptions(within(dialog).getByLabelText(/Role/), 'Admin');
    await waitFor(() => expect(save).toBeEnabled());
    await view.user.click(save);
    expect(await screen.findByText('Berhasil menambahkan user role.')).toBeInTheDocument();
    expect(view.userRoles.created().at(-1)).toEqual({ usroUserId: 'staff@console.id', usroRoleId: 2 });
    expect(await screen.findByLabelText('Admin: 2')).toBeInTheDocument();
    expect(await screen.findByLabelText('Jumlah Data: 6')).toBeInTheDocument();
  });

  it('edits (payload: inputs and key, no nested role) and deletes with the spec toasts', async () => {
    view = setup();
    await screen.findByText('auditor@console.id');
    await view.user.click(within(rowOf('auditor@console.id')).getByRole('button', { name: /^Edit\b/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Data' });
    expect(within(dialog).getByText('Mengedit data User Role.')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByLabelText(/Role/)).toHaveValue('4'));
    await view.user.selectOptions(within(dialog).getByLabelText(/Role/), 'Staff');
    await view.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Berhasil memperbarui user role.')).toBeInTheDocument();
    expect(view.userRoles.updated()).toEqual([{ id: '5', body: { usroId: 5, usroUserId: 'auditor@console.id', usroRoleId: 3 } }]);
    expect(await screen.findByLabelText('Lainnya: 0')).toBeInTheDocument();
    await view.user.click(within(rowOf('auditor@console.id')).getByRole('button', { name: /^Delete\b/ }));
    await view.user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('User role deleted successfully')).toBeInTheDocument();
    view.userRoles.fail('delete', { status: 404, message: 'Data not found.' });
    await view.user.click(within(rowOf('siti.rahma@console.id')).getByRole('button', { name: /^Delete\b/ }));
    await view.user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Error deleting user role')).toBeInTheDocument();
  });

  it('gates on master_user_role: admin has no Delete', async () => {
    view = setup({ master_user_role: ['read', 'create', 'update'] });
    await screen.findByText('staff@console.id');
    expect(screen.getByRole('button', { name: 'Add Data' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete\b/ })).not.toBeInTheDocument();
  });
});
