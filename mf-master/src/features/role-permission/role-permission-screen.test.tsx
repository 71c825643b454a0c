import { memoryResource, mockApi, type MockApi, renderWithProviders } from '@console/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { ALL_OPERATIONS, confirmDelete, headersOf, openAdd, openEdit, rowOf, save, saveButton } from '../../testing/screen-test-kit';
import type { RolePermission } from './role-permission';
import { masterScreen } from '../../screens/master-screens';

const RolePermissionScreen = masterScreen('role-permission-management');

jest.setTimeout(30_000);

const ROUTE = '/dashboard/role-permission-management';
const TITLE = 'Role Permission';
const audit = { rperCreatedTime: '2026-01-01T00:00:00.000Z', rperCreatedUserId: 'system', rperUpdatedTime: null, rperUpdatedUserId: null };

let api: MockApi;
afterEach(() => api.restore());

function setup() {
  api = mockApi({ access: { master_role_permission: ALL_OPERATIONS } });
  memoryResource(api, { path: '/master/roles', primaryKey: 'roleId', rows: [{ roleId: 1, roleName: 'Superadmin' }, { roleId: 2, roleName: 'Admin' }] });
  memoryResource(api, {
    path: '/master/Permission',
    primaryKey: 'prmsId',
    rows: [
      { prmsId: 1, prmsName: 'master_role', prmsOperations: '["read","create","update","delete"]' },
      { prmsId: 2, prmsName: 'dashboard_notification', prmsOperations: '["read"]' },
    ],
  });
  const grants = memoryResource<RolePermission>(api, {
    path: '/master/Role_Permission',
    primaryKey: 'rperId',
    rows: [
      { rperId: 1, rperRoleId: 1, rperPrmsId: 1, rperOperations: '["read","create","update","delete"]', rperRole: { roleName: 'Superadmin' }, rperPrms: { prmsName: 'master_role' }, ...audit },
      { rperId: 2, rperRoleId: 2, rperPrmsId: 2, rperOperations: '["read"]', rperRole: { roleName: 'Admin' }, rperPrms: { prmsName: 'dashboard_notification' }, ...audit },
    ],
  });
  return { grants, ...renderWithProviders(<RolePermissionScreen />, { route: ROUTE }) };
}

const select = (dialog: HTMLElement, name: string) => within(dialog).getByRole('combobox', { name: new RegExp(`^${name}`) });
const operation = (dialog: HTMLElement, name: string) => within(within(dialog).getByRole('group', { name: /Operations/ })).getByRole('checkbox', { name });
const operationNames = (dialog: HTMLElement) => within(within(dialog).getByRole('group', { name: /Operations/ })).queryAllByRole('checkbox').map((box) => box.getAttribute('value'));

describe('Role Permission screen', () => {
  it('lists role and permission names with operation chips; the search stays on screen, the role filter is sent', async () => {
    const { grants, user, location } = setup();
    expect(await screen.findByText('dashboard_notification')).toBeInTheDocument();
    expect(await screen.findByLabelText('Jumlah Data: 2')).toBeInTheDocument();
    expect(headersOf(TITLE)).toEqual(['Role Name', 'Permission Name', 'Operations', 'Actions']);
    expect(within(rowOf(TITLE, 'master_role')).getAllByRole('cell').map((cell) => cell.textContent).slice(0, 3)).toEqual(['Superadmin', 'master_role', 'readcreateupdatedelete']);
    await user.type(screen.getByRole('searchbox', { name: 'Search Role Permission Name..' }), 'admin');
    await waitFor(() => expect(location()).toBe(`${ROUTE}?q=admin`), { timeout: 2000 });
    expect(grants.listCalls().every((call) => !call.query.has('search'))).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Filter Data' }));
    const filter = await screen.findByRole('dialog', { name: 'Filter Data' });
    const byRole = within(filter).getByRole('combobox', { name: 'By Role' });
    await within(byRole).findByRole('option', { name: 'Admin' });
    await user.selectOptions(byRole, 'Admin');
    await user.click(within(filter).getByRole('button', { name: 'Apply Filter' }));
    expect(await screen.findByText('Showing 1 to 1 of 1 entries')).toBeInTheDocument();
    expect(grants.listCalls().at(-1)!.query.get('finds[rperRoleId]')).toBe('2');
  });

  it('filters the loaded rows by role or permission name as the search is typed, asking the server nothing (spec 2.6, decision 096)', async () => {
    const { grants, user } = setup();
    expect(await screen.findByText('Showing 1 to 2 of 2 entries')).toBeInTheDocument();
    const first = grants.listCalls()[0]!.query;
    expect([first.get('max'), first.get('orderField'), first.get('orderValue'), first.has('page')]).toEqual(['1000', 'rperCreatedTime', 'ASC', false]);
    const calls = grants.listCalls().length;
    const search = screen.getByRole('searchbox', { name: 'Search Role Permission Name..' });
    await user.type(search, 'notif');
    expect(await screen.findByText('Showing 1 to 1 of 1 entries', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: TITLE })).queryByText('master_role')).not.toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'superadmin');
    await waitFor(() => expect(within(screen.getByRole('table', { name: TITLE })).queryByText('dashboard_notification')).not.toBeInTheDocument(), { timeout: 3000 });
    expect(screen.getByText('master_role')).toBeInTheDocument();
    // The operations are not what the search looks in.
    await user.clear(search);
    await user.type(search, 'delete');
    expect(await screen.findByText('No data available', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(grants.listCalls()).toHaveLength(calls);
  });

  it('offers the chosen permission operations, refuses a pair the role already has, then creates', async () => {
    const { grants, user } = setup();
    const dialog = await openAdd(user, 'master_role');
    expect(within(dialog).getByText('Menambahkan data Role Permission baru.')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose Permission first.')).toBeInTheDocument();
    await within(select(dialog, 'Role')).findByRole('option', { name: 'Superadmin' });
    await user.selectOptions(select(dialog, 'Role'), 'Superadmin');
    await within(select(dialog, 'Permission')).findByRole('option', { name: 'master_role' });
    await user.selectOptions(select(dialog, 'Permission'), 'master_role');
    expect(await within(dialog).findByText('Role Permission has already been used')).toBeInTheDocument();
    await waitFor(() => expect(operationNames(dialog)).toEqual(['read', 'create', 'update', 'delete']));
    await user.click(operation(dialog, 'delete'));
    await user.click(operation(dialog, 'delete'));
    expect(await within(dialog).findByText('Operation is Required.')).toBeInTheDocument();
    expect(saveButton(dialog)).toBeDisabled();
    await user.selectOptions(select(dialog, 'Permission'), 'dashboard_notification');
    await waitFor(() => expect(operationNames(dialog)).toEqual(['read']));
    await user.click(operation(dialog, 'read'));
    await save(user, dialog);
    expect(await screen.findByText('Berhasil menambahkan role permission.')).toBeInTheDocument();
    expect(grants.created()).toEqual([{ rperRoleId: 1, rperPrmsId: 2, rperOperations: '["read"]' }]);
    const pairLookups = api.calls.filter((call) => call.path === '/master/Role_Permission' && call.query.has('finds[rperPrmsId]'));
    expect(pairLookups.map((call) => `${call.query.get('finds[rperRoleId]')}:${call.query.get('finds[rperPrmsId]')}`)).toEqual(['1:1', '1:2']);
  });

  it('updates without created/updated or nested fields, and shows the save failure toast', async () => {
    const { grants, user } = setup();
    const dialog = await openEdit(user, TITLE, 'master_role');
    await waitFor(() => expect(operation(dialog, 'update')).toBeChecked());
    await user.click(operation(dialog, 'update'));
    grants.fail('update', { message: 'Database is busy' });
    await save(user, dialog);
    expect(await screen.findByText('Gagal menyimpan permission.')).toBeInTheDocument();
    await save(user, dialog);
    expect(await screen.findByText('Berhasil memperbarui role permission.')).toBeInTheDocument();
    expect(grants.updated().at(-1)).toEqual({ id: '1', body: { rperId: 1, rperRoleId: 1, rperPrmsId: 1, rperOperations: '["read","create","delete"]' } });
  });

  it('deletes with the spec toasts, failure first', async () => {
    const { grants, user } = setup();
    grants.fail('delete', { status: 500, message: 'Database is busy' });
    await confirmDelete(user, TITLE, 'dashboard_notification');
    expect(await screen.findByText('Error deleting user roles')).toBeInTheDocument();
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Role permission deleted successfully')).toBeInTheDocument();
  });
});
