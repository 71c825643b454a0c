import { memoryResource, mockApi, type MockApi, renderWithProviders } from '@console/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { ALL_OPERATIONS, confirmDelete, headersOf, NO_DELETE, openAdd, openEdit, save, saveButton } from '../../testing/screen-test-kit';
import type { Role } from './role';
import { masterScreen } from '../../screens/master-screens';

const RolesScreen = masterScreen('roles-management');

jest.setTimeout(30_000);

const seed: Role[] = [
  { roleId: 1, roleName: 'Superadmin', roleCreatedTime: '2026-01-01T00:00:00.000Z', roleCreatedUserId: 'system' },
  { roleId: 2, roleName: 'Admin', roleCreatedTime: '2026-01-02T00:00:00.000Z', roleCreatedUserId: 'system' },
  { roleId: 3, roleName: 'Staff', roleCreatedTime: '2026-01-03T00:00:00.000Z', roleCreatedUserId: 'system' },
];

let api: MockApi;
afterEach(() => api.restore());

function setup(access = ALL_OPERATIONS) {
  api = mockApi({ access: { master_role: access } });
  const roles = memoryResource<Role>(api, { path: '/master/roles', primaryKey: 'roleId', rows: seed, searchFields: ['roleName'] });
  return { roles, ...renderWithProviders(<RolesScreen />, { route: '/dashboard/roles-management' }) };
}

describe('Roles screen', () => {
  it('lists roles with the count, the search and no filter', async () => {
    const { roles, user, location } = setup();
    expect(await screen.findByText('Superadmin')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Roles' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Jumlah Data: 3')).toBeInTheDocument();
    expect(headersOf('Roles')).toEqual(['Role Name', 'Actions']);
    expect(screen.queryByRole('button', { name: 'Filter Data' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search Role Name..' }), 'adm');
    await waitFor(() => expect(roles.listCalls().at(-1)!.query.get('search')).toBe('adm'), { timeout: 2000 });
    expect(await screen.findByText('Showing 1 to 2 of 2 entries')).toBeInTheDocument();
    expect(location()).toBe('/dashboard/roles-management?q=adm');
  });

  it('lets admin add and edit but not delete', async () => {
    setup(NO_DELETE);
    expect(await screen.findByText('Superadmin')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Data' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Edit\b/ })).toHaveLength(3);
    expect(screen.queryByRole('button', { name: /^Delete\b/ })).not.toBeInTheDocument();
  });

  it('shows the spec messages, refuses a used name, then creates the role', async () => {
    const { roles, user } = setup();
    const dialog = await openAdd(user, 'Superadmin');
    expect(within(dialog).getByText('Menambahkan data Roles baru.')).toBeInTheDocument();
    const name = within(dialog).getByRole('textbox', { name: /Role Name/ });
    await user.type(name, 'a');
    expect(await within(dialog).findByText('Must be at least 2 characters.')).toBeInTheDocument();
    await user.clear(name);
    expect(await within(dialog).findByText('Role Name is Required')).toBeInTheDocument();
    await user.type(name, 'staff');
    expect(await within(dialog).findByText('Role Name has already been used')).toBeInTheDocument();
    expect(saveButton(dialog)).toBeDisabled();
    expect(roles.lookups('roleName').map((call) => call.query.get('finds[roleName][eq]'))).toEqual(['staff']);
    await user.clear(name);
    await user.type(name, ' Auditor ');
    await save(user, dialog);
    expect(await screen.findByText('Berhasil menambahkan role baru.')).toBeInTheDocument();
    expect(roles.created()).toEqual([{ roleName: 'Auditor' }]);
    expect(await screen.findByText('Auditor')).toBeInTheDocument();
  });

  it('updates with the key and the name only (no created/updated fields), and keeps the dialog on failure', async () => {
    const { roles, user } = setup();
    const dialog = await openEdit(user, 'Roles', 'Admin');
    expect(within(dialog).getByText('Mengedit data Roles.')).toBeInTheDocument();
    const name = within(dialog).getByRole('textbox', { name: /Role Name/ });
    await user.clear(name);
    await user.type(name, 'Administrator');
    roles.fail('update', { message: 'Database is busy' });
    await save(user, dialog);
    expect(await screen.findByText('Gagal menyimpan companydata')).toBeInTheDocument();
    expect(screen.getByText('Database is busy')).toBeInTheDocument();
    expect(name).toHaveValue('Administrator');
    await save(user, dialog);
    expect(await screen.findByText('Berhasil memperbarui role data.')).toBeInTheDocument();
    expect(roles.updated().at(-1)).toEqual({ id: '2', body: { roleId: 2, roleName: 'Administrator' } });
  });

  it('deletes with the spec toasts, failure first', async () => {
    const { roles, user } = setup();
    roles.fail('delete', { status: 409, message: 'Role is assigned to 1 user(s): remove those user roles first.' });
    await confirmDelete(user, 'Roles', 'Staff');
    expect(await screen.findByText('Error deleting Roles')).toBeInTheDocument();
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Roles deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Staff')).not.toBeInTheDocument());
    expect(roles.deleted()).toEqual(['3', '3']);
  });
});
