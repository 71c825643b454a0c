import { memoryResource, mockApi, type MockApi, renderWithProviders } from '@console/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { ALL_OPERATIONS, confirmDelete, headersOf, openAdd, openEdit, rowOf, save, saveButton } from '../../testing/screen-test-kit';
import type { Permission } from './permission';
import { masterScreen } from '../../screens/master-screens';

const PermissionScreen = masterScreen('permission-management');

jest.setTimeout(30_000);

const audit = { prmsCreatedTime: '2026-01-01T00:00:00.000Z', prmsCreatedUserId: 'system', prmsUpdatedTime: null, prmsUpdatedUserId: null };
const seed: Permission[] = [
  { prmsId: 1, prmsName: 'master_role', prmsOperations: '["read","create","update","delete"]', ...audit },
  { prmsId: 2, prmsName: 'dashboard_notification', prmsOperations: '["read"]', ...audit },
];

let api: MockApi;
afterEach(() => api.restore());

function setup() {
  api = mockApi({ access: { master_permission: ALL_OPERATIONS } });
  const permissions = memoryResource<Permission>(api, { path: '/master/Permission', primaryKey: 'prmsId', rows: seed, searchFields: ['prmsName'] });
  return { permissions, ...renderWithProviders(<PermissionScreen />, { route: '/dashboard/permission-management' }) };
}

const operationsGroup = (dialog: HTMLElement) => within(dialog).getByRole('group', { name: /Operations/ });
const operation = (dialog: HTMLElement, name: string) => within(operationsGroup(dialog)).getByRole('checkbox', { name });

describe('Permission screen', () => {
  it('lists permissions with operation chips, the count, a 300 ms search and no filter', async () => {
    const { permissions, user } = setup();
    expect(await screen.findByText('master_role')).toBeInTheDocument();
    expect(await screen.findByLabelText('Jumlah Data: 2')).toBeInTheDocument();
    expect(headersOf('Permission')).toEqual(['Permission Name', 'Operations', 'Actions']);
    expect(within(rowOf('Permission', 'master_role')).getAllByRole('cell')[1]).toHaveTextContent('readcreateupdatedelete');
    expect(within(rowOf('Permission', 'dashboard_notification')).getAllByRole('cell')[1]).toHaveTextContent(/^read$/);
    expect(screen.queryByRole('button', { name: 'Filter Data' })).not.toBeInTheDocument();
    const before = permissions.listCalls().length;
    await user.type(screen.getByRole('searchbox', { name: 'Search Permission Name..' }), 'dash');
    await waitFor(() => expect(permissions.listCalls().length).toBe(before + 1), { timeout: 1000 });
    expect(permissions.listCalls().at(-1)!.query.get('search')).toBe('dash');
  });

  it('needs a valid unused name and an operation, then sends the operations as a JSON string', async () => {
    const { permissions, user } = setup();
    const dialog = await openAdd(user, 'master_role');
    expect(within(dialog).getByText('Menambahkan data Permission baru.')).toBeInTheDocument();
    const name = within(dialog).getByRole('textbox', { name: /Permission Name/ });
    await user.type(name, 'x');
    expect(await within(dialog).findByText('Must be at least 2 characters.')).toBeInTheDocument();
    await user.type(name, ' laporan');
    // A permission name is a permission group: the API's rule and message (docs/api.md).
    expect(await within(dialog).findByText('Invalid characters used. Use letters, digits and _, starting with a letter (e.g. master_user).')).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'MASTER_ROLE');
    expect(await within(dialog).findByText('Permission Name has already been used')).toBeInTheDocument();
    await user.click(operation(dialog, 'read'));
    await user.click(operation(dialog, 'read'));
    expect(await within(dialog).findByText('Operation is Required.')).toBeInTheDocument();
    expect(saveButton(dialog)).toBeDisabled();
    await user.clear(name);
    await user.type(name, 'master_report');
    await user.click(operation(dialog, 'delete'));
    await user.click(operation(dialog, 'read'));
    await save(user, dialog);
    expect(await screen.findByText('Berhasil menambahkan permission.')).toBeInTheDocument();
    expect(permissions.created()).toEqual([{ prmsName: 'master_report', prmsOperations: '["read","delete"]' }]);
  });

  it('edits with the operations checked, sending no audit fields', async () => {
    const { permissions, user } = setup();
    const dialog = await openEdit(user, 'Permission', 'dashboard_notification');
    expect(operation(dialog, 'read')).toBeChecked();
    expect(operation(dialog, 'update')).not.toBeChecked();
    await user.click(operation(dialog, 'update'));
    permissions.fail('update', { message: 'Database is busy' });
    await save(user, dialog);
    expect(await screen.findByText('Gagal menyimpan permission.')).toBeInTheDocument();
    expect(operation(dialog, 'update')).toBeChecked();
    await save(user, dialog);
    expect(await screen.findByText('Berhasil memperbarui permission.')).toBeInTheDocument();
    expect(permissions.updated().at(-1)).toEqual({ id: '2', body: { prmsId: 2, prmsName: 'dashboard_notification', prmsOperations: '["read","update"]' } });
  });

  it('deletes with the spec toasts, failure first', async () => {
    const { permissions, user } = setup();
    permissions.fail('delete', { status: 409, message: 'Permission is used by 3 role permission(s): remove them first.' });
    await confirmDelete(user, 'Permission', 'master_role');
    expect(await screen.findByText('Gagal menghapus permission')).toBeInTheDocument();
    expect(screen.getByText('Permission is used by 3 role permission(s): remove them first.')).toBeInTheDocument();
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Permission Berhasil Dihapus.')).toBeInTheDocument();
  });
});
