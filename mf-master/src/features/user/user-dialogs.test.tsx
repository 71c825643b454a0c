import { screen, waitFor, within } from '@testing-library/react';
import { fillUser, openAdd, renderUsers, rowOf, settle, type UsersView } from './user-test-kit';

jest.setTimeout(30_000);
let view: UsersView;
afterEach(() => view.api.restore());

const saveButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Save' });

describe('User add dialog', () => {
  it('shows the spec 5 messages, checks user ID and username uniqueness 300 ms after typing, and keeps Save disabled', async () => {
    view = renderUsers();
    const dialog = await openAdd(view);
    expect(within(dialog).getByText('Menambahkan data User baru.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
    await view.user.type(within(dialog).getByLabelText(/User ID/), 'bukan-email');
    expect(await within(dialog).findByText('User ID must be in email format')).toBeInTheDocument();
    await view.user.clear(within(dialog).getByLabelText(/User ID/));
    await view.user.type(within(dialog).getByLabelText(/User ID/), 'STAFF@console.id');
    expect(await within(dialog).findByText('User ID has already been used')).toBeInTheDocument();
    await view.user.type(within(dialog).getByLabelText(/Username/), 'a__b');
    expect(await within(dialog).findByText('Invalid username format (allowed: letters, numbers, @, _, .; no __ or ..)')).toBeInTheDocument();
    await view.user.clear(within(dialog).getByLabelText(/Username/));
    await view.user.type(within(dialog).getByLabelText(/Username/), 'budi');
    expect(await within(dialog).findByText('Username has already been used')).toBeInTheDocument();
    await view.user.type(within(dialog).getByLabelText(/^Password/), '12345');
    expect(await within(dialog).findByText('Password must be at least 6 characters')).toBeInTheDocument();
    await settle(400);
    expect(view.users.lookups('userId').map((call) => call.query.get('finds[userId][eq]'))).toEqual(['STAFF@console.id']);
    expect(view.logins.lookups('usloUserName').map((call) => call.query.get('finds[usloUserName][eq]'))).toEqual(['budi']);
    expect(saveButton(dialog)).toBeDisabled();
  });

  it('creates in two calls (user, then login), toasts and reloads the counts', async () => {
    view = renderUsers();
    const dialog = await openAdd(view);
    await fillUser(view, dialog);
    await waitFor(() => expect(saveButton(dialog)).toBeEnabled());
    await view.user.click(saveButton(dialog));
    expect(await screen.findByText('User added successfully')).toBeInTheDocument();
    expect(view.users.created()).toEqual([{ userId: 'rina@console.id', userStatus: 1 }]);
    expect(view.logins.created()).toEqual([{ usloUserId: 'rina@console.id', usloUserName: 'rina', usloPassword: 'rahasia123' }]);
    const order = view.api.calls.filter((call) => call.method === 'POST').map((call) => call.path);
    expect(order).toEqual(['/master/user', '/master/User_Login']);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByLabelText('Jumlah User: 4')).toBeInTheDocument();
  });

  it('does not send the login when the user call fails, shows (user) with the server message and keeps the dialog', async () => {
    view = renderUsers();
    const dialog = await openAdd(view);
    view.users.fail('create', { message: 'User ID must start with a letter.', errors: [{ field: 'userId', message: 'User ID must start with a letter.' }] });
    await fillUser(view, dialog);
    await waitFor(() => expect(saveButton(dialog)).toBeEnabled());
    await view.user.click(saveButton(dialog));
    expect(await screen.findByText('Error saving user data (user)')).toBeInTheDocument();
    expect(screen.getAllByText('User ID must start with a letter.').length).toBeGreaterThan(0);
    expect(view.logins.created()).toEqual([]);
    expect(screen.getByRole('dialog', { name: 'Tambah Data Baru' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Username/)).toHaveValue('rina');
    expect(within(dialog).getByLabelText(/^Password/)).toHaveValue('rahasia123');
  });

  it('when the login call fails: shows (login), removes the user just created, and can be saved again', async () => {
    view = renderUsers();
    const dialog = await openAdd(view);
    view.logins.fail('create', { message: 'Username has already been used', errors: [{ field: 'usloUserName', message: 'Username has already been used' }] });
    await fillUser(view, dialog);
    await waitFor(() => expect(saveButton(dialog)).toBeEnabled());
    await view.user.click(saveButton(dialog));
    expect(await screen.findByText('Error saving user data (login)')).toBeInTheDocument();
    expect(view.users.deleted()).toEqual(['rina@console.id']);
    expect(view.users.find('rina@console.id')).toBeUndefined();
    expect(within(dialog).getAllByText('Username has already been used').length).toBeGreaterThan(0);
    await view.user.clear(within(dialog).getByLabelText(/Username/));
    await view.user.type(within(dialog).getByLabelText(/Username/), 'rina2');
    await waitFor(() => expect(saveButton(dialog)).toBeEnabled());
    await view.user.click(saveButton(dialog));
    expect(await screen.findByText('User added successfully')).toBeInTheDocument();
    expect(view.logins.find('rina@console.id')).toMatchObject({ usloUserName: 'rina2' });
  });
});

describe('User edit and delete', () => {
  async function openEdit(userId: string) {
    await screen.findByText(userId);
    await view.user.click(within(rowOf(userId)).getByRole('button', { name: /^Edit\b/ }));
    return screen.findByRole('dialog', { name: 'Edit Data' });
  }

  it('loads the username, keeps the user ID read-only, requires the password and updates in two calls', async () => {
    view = renderUsers();
    const dialog = await openEdit('staff@console.id');
    expect(within(dialog).getByText('Mengedit data User.')).toBeInTheDocument();
    expect(await within(dialog).findByDisplayValue('staff')).toBeInTheDocument();
    expect(view.api.callsTo('GET', '/master/User_Login/staff%40console.id')).toHaveLength(1);
    // Disabled, so it looks as it is (spec 2.6), and still shown.
    expect(within(dialog).getByLabelText(/User ID/)).toBeDisabled();
    expect(within(dialog).getByLabelText(/User ID/)).toHaveValue('staff@console.id');
    // The password must be entered: a hint first, the error only once the field is touched.
    expect(within(dialog).getByLabelText(/^Password/)).toHaveAccessibleDescription('Enter a password to save: the current one, or a new one.');
    expect(within(dialog).queryByText('Password is required')).not.toBeInTheDocument();
    expect(saveButton(dialog)).toBeDisabled();
    await view.user.click(within(dialog).getByLabelText(/^Password/));
    await view.user.tab();
    expect(await within(dialog).findByText('Password is required')).toBeInTheDocument();
    await view.user.selectOptions(within(dialog).getByLabelText(/Status/), 'Tidak Aktif');
    await view.user.type(within(dialog).getByLabelText(/^Password/), 'baru12345');
    await waitFor(() => expect(saveButton(dialog)).toBeEnabled());
    await view.user.click(saveButton(dialog));
    expect(await screen.findByText('Berhasil memperbarui user data.')).toBeInTheDocument();
    expect(view.users.updated()).toEqual([{ id: 'staff@console.id', body: { userId: 'staff@console.id', userStatus: 0 } }]);
    expect(view.logins.updated()).toEqual([{ id: 'staff@console.id', body: { usloUserId: 'staff@console.id', usloUserName: 'staff', usloPassword: 'baru12345' } }]);
    expect(view.logins.lookups('usloUserName')).toHaveLength(0); // its own username is no duplicate
    expect(await within(rowOf('staff@console.id')).findByText('Not Active')).toBeInTheDocument();
  });

  it('shows the (login) step text and the server message when the login update fails', async () => {
    view = renderUsers();
    const dialog = await openEdit('staff@console.id');
    await within(dialog).findByDisplayValue('staff');
    view.logins.fail('update', { message: 'Password is required.' });
    await view.user.type(within(dialog).getByLabelText(/^Password/), 'baru12345');
    await waitFor(() => expect(saveButton(dialog)).toBeEnabled());
    await view.user.click(saveButton(dialog));
    expect(await screen.findByText('Terjadi kesalahan saat memperbarui user data (login).')).toBeInTheDocument();
    expect(screen.getByText('Password is required.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit Data' })).toBeInTheDocument();
  });

  it('deletes in two calls (user, then login) and toasts', async () => {
    view = renderUsers();
    await screen.findByText('budi.santoso@console.id');
    await view.user.click(within(rowOf('budi.santoso@console.id')).getByRole('button', { name: /^Delete\b/ }));
    await view.user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('User deleted successfully')).toBeInTheDocument();
    expect(view.users.deleted()).toEqual(['budi.santoso@console.id']);
    expect(view.logins.deleted()).toEqual(['budi.santoso@console.id']);
    await waitFor(() => expect(screen.queryByText('budi.santoso@console.id')).not.toBeInTheDocument());
  });

  it('toasts Error deleting user with the server message when the user delete fails, and keeps the login', async () => {
    view = renderUsers();
    await screen.findByText('superadmin@console.id');
    view.users.fail('delete', { status: 409, message: 'You cannot delete your own user.' });
    await view.user.click(within(rowOf('superadmin@console.id')).getByRole('button', { name: /^Delete\b/ }));
    await view.user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Error deleting user')).toBeInTheDocument();
    expect(screen.getByText('You cannot delete your own user.')).toBeInTheDocument();
    expect(view.logins.deleted()).toEqual([]);
  });
});
