import { screen, waitFor, within } from '@testing-library/react';
import { renderUsers, ROUTE, rowOf, usersTable, type UsersView } from './user-test-kit';

jest.setTimeout(30_000);
let view: UsersView;
afterEach(() => view.api.restore());

describe('User screen', () => {
  it('shows Jumlah User and User Aktif, the search, and the table with status chips', async () => {
    view = renderUsers();
    expect(await screen.findByText('budi.santoso@console.id')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'User' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Jumlah User: 3')).toBeInTheDocument();
    expect(screen.getByLabelText('User Aktif: 2')).toBeInTheDocument();
    expect(view.api.callsTo('GET', '/master/user').some((call) => call.query.get('finds[userStatus]') === '1' && call.query.get('max') === '1')).toBe(true);
    expect(screen.getByRole('searchbox', { name: 'Search User Id..' })).toBeInTheDocument();
    expect(within(usersTable()).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['User ID', 'Status', 'Created Time', 'Actions']);
    expect(within(rowOf('staff@console.id')).getByText('Active')).toBeInTheDocument();
    expect(within(rowOf('budi.santoso@console.id')).getByText('Not Active')).toBeInTheDocument();
    // Default order: created time ascending.
    const first = view.users.listCalls()[0]!.query;
    expect([first.get('orderField'), first.get('orderValue')]).toEqual(['userCreatedTime', 'ASC']);
  });

  it('searches 300 ms after typing stops and filters By Status, both in the URL', async () => {
    view = renderUsers();
    await screen.findByText('staff@console.id');
    await view.user.type(screen.getByRole('searchbox', { name: 'Search User Id..' }), 'budi');
    await waitFor(() => expect(view.users.listCalls().at(-1)!.query.get('search')).toBe('budi'));
    expect(await screen.findByText('Showing 1 to 1 of 1 entries')).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Filter Data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filter Data' });
    await view.user.selectOptions(within(dialog).getByLabelText('By Status'), 'Tidak Aktif');
    await view.user.click(within(dialog).getByRole('button', { name: 'Apply Filter' }));
    await waitFor(() => expect(view.users.listCalls().at(-1)!.query.get('finds[userStatus]')).toBe('0'));
    expect(view.location()).toBe(`${ROUTE}?q=budi&f_userStatus=0`);
  });

  it('gates on master_user: admin gets Add Data and Edit but no Delete', async () => {
    view = renderUsers({ access: { master_user: ['read', 'create', 'update'] } });
    await screen.findByText('staff@console.id');
    expect(screen.getByRole('button', { name: 'Add Data' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Edit\b/ })).toHaveLength(3);
    expect(screen.queryByRole('button', { name: /^Delete\b/ })).not.toBeInTheDocument();
  });

  it('shows the no-access view without master_user.read', async () => {
    view = renderUsers({ access: { master_user_role: ['read'] } });
    expect(await screen.findByText('No Access')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
