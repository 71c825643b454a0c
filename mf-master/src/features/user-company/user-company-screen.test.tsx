import { memoryResource, mockApi, renderWithProviders } from '@console/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { USER_COMPANY_PATH, type UserCompany } from './user-company';
import { masterScreen } from '../../screens/master-screens';

const UserCompanyScreen = masterScreen('user-company-management');

jest.setTimeout(30_000);
const ROUTE = '/dashboard/user-company-management';
const COMPANIES = [
  { compId: 1, compName: 'PT Toko Sembako Nusantara' },
  { compId: 2, compName: 'PT Kopi Priangan' },
];
const companyName = (id: unknown) => COMPANIES.find((company) => company.compId === Number(id))?.compName ?? null;
const seed = (): UserCompany[] => [
  { uscoId: 1, uscoUserId: 'staff@console.id', uscoCompId: 1, uscoComp: { compName: 'PT Toko Sembako Nusantara' }, uscoCreatedTime: '2026-01-01T00:00:00.000Z', uscoUpdatedUserId: null },
  { uscoId: 2, uscoUserId: 'admin@console.id', uscoCompId: 2, uscoComp: { compName: 'PT Kopi Priangan' }, uscoCreatedTime: '2026-01-02T00:00:00.000Z', uscoUpdatedUserId: 'superadmin@console.id' },
  { uscoId: 3, uscoUserId: 'ghost@console.id', uscoCompId: 9, uscoComp: { compName: null }, uscoCreatedTime: '2026-01-03T00:00:00.000Z', uscoUpdatedUserId: '' },
];

function setup(access: Record<string, string[]> = { master_user_company: ['read', 'create', 'update', 'delete'] }, rows: UserCompany[] = seed()) {
  const api = mockApi({ access });
  const userCompanies = memoryResource<UserCompany>(api, {
    path: USER_COMPANY_PATH,
    primaryKey: 'uscoId',
    rows,
    searchFields: ['uscoUserId'],
    derive: (row) => ({ ...row, uscoComp: { compName: companyName(row.uscoCompId) } }),
  });
  memoryResource(api, { path: '/master/company', primaryKey: 'compId', rows: COMPANIES });
  memoryResource(api, { path: '/master/user', primaryKey: 'userId', rows: [{ userId: 'staff@console.id' }, { userId: 'rina@console.id' }] });
  return { ...renderWithProviders(<UserCompanyScreen />, { route: ROUTE }), api, userCompanies };
}

let view: ReturnType<typeof setup>;
afterEach(() => view.api.restore());
const table = () => screen.getByRole('table', { name: 'User Company' });
const rowOf = (text: string) => within(table()).getByText(text).closest('tr')!;

describe('User Company screen', () => {
  it('asks the list with max=1000 (spec 7)', async () => {
    view = setup();
    await screen.findByText('ghost@console.id');
    expect(view.userCompanies.listCalls()[0]!.query.get('max')).toBe('1000');
  });

  it('pages the rows of that one call in the table: page size, info text, pager and rows agree (decision 096)', async () => {
    const many = Array.from({ length: 13 }, (_, index): UserCompany => ({
      uscoId: index + 1,
      uscoUserId: `user${String(index + 1).padStart(2, '0')}@console.id`,
      uscoCompId: 1,
      uscoComp: { compName: 'PT Toko Sembako Nusantara' },
      uscoCreatedTime: `2026-01-${String(index + 1).padStart(2, '0')}T00:00:00.000Z`,
      uscoUpdatedUserId: null,
    }));
    view = setup(undefined, many);
    expect(await screen.findByText('Showing 1 to 10 of 13 entries')).toBeInTheDocument();
    expect(within(table()).getAllByRole('row')).toHaveLength(11);
    await view.user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Showing 11 to 13 of 13 entries')).toBeInTheDocument();
    expect(within(table()).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual([
      'user11@console.id',
      'user12@console.id',
      'user13@console.id',
    ]);
    expect(view.location()).toContain('page=2');
    // One call for the list, never a page of the server: max=1000, created time ascending (spec 7, 9).
    const calls = view.userCompanies.listCalls();
    expect(calls.every((call) => !call.query.has('page') && call.query.get('max') === '1000' && call.query.get('orderField') === 'uscoCreatedTime')).toBe(true);
  });

  it('shows the company name (Unknown when not found) and N/A for no updater', async () => {
    view = setup();
    expect(await screen.findByText('ghost@console.id')).toBeInTheDocument();
    expect(await screen.findByLabelText('Jumlah Data: 3')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search User Id..' })).toBeInTheDocument();
    expect(within(table()).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['User ID', 'Company Name', 'Created Time', 'Updated User', 'Actions']);
    const ghost = within(rowOf('ghost@console.id')).getAllByRole('cell');
    expect(ghost[1]).toHaveTextContent('Unknown');
    expect(ghost[3]).toHaveTextContent('N/A');
    expect(within(rowOf('staff@console.id')).getAllByRole('cell')[3]).toHaveTextContent('N/A');
    expect(within(rowOf('admin@console.id')).getByText('superadmin@console.id')).toBeInTheDocument();
  });

  it('filters By Company with the companies of /master/company', async () => {
    view = setup();
    await screen.findByText('staff@console.id');
    await view.user.click(screen.getByRole('button', { name: 'Filter Data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filter Data' });
    await waitFor(() => expect(within(dialog).getByRole('option', { name: 'PT Kopi Priangan' })).toBeInTheDocument());
    await view.user.selectOptions(within(dialog).getByLabelText('By Company'), 'PT Kopi Priangan');
    await view.user.click(within(dialog).getByRole('button', { name: 'Apply Filter' }));
    await waitFor(() => expect(view.userCompanies.listCalls().at(-1)!.query.get('finds[uscoCompId]')).toBe('2'));
    await waitFor(() => expect(screen.queryByText('staff@console.id')).not.toBeInTheDocument());
    expect(view.location()).toBe(`${ROUTE}?f_uscoCompId=2`);
  });

  it('adds, edits and deletes with the spec toasts; a failed save keeps the dialog with the server message', async () => {
    view = setup();
    await screen.findByText('staff@console.id');
    await view.user.click(screen.getByRole('button', { name: 'Add Data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tambah Data Baru' });
    expect(within(dialog).getByText('Menambahkan data User Company baru.')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('option', { name: 'rina@console.id' })).toBeInTheDocument());
    await waitFor(() => expect(within(dialog).getByRole('option', { name: 'PT Kopi Priangan' })).toBeInTheDocument());
    await view.user.selectOptions(within(dialog).getByLabelText(/User ID/), 'rina@console.id');
    await view.user.selectOptions(within(dialog).getByLabelText(/^Company/), 'PT Kopi Priangan');
    view.userCompanies.fail('create', { message: 'Company does not exist.', errors: [{ field: 'uscoCompId', message: 'Company does not exist.' }] });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeEnabled());
    await view.user.click(save);
    expect(await screen.findByText('Error saving user data')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/User ID/)).toHaveValue('rina@console.id');
    expect(within(dialog).getByText('Company does not exist.')).toBeInTheDocument();
    expect(save).toBeDisabled();
    await view.user.selectOptions(within(dialog).getByLabelText(/^Company/), 'PT Toko Sembako Nusantara');
    await waitFor(() => expect(save).toBeEnabled());
    await view.user.click(save);
    expect(await screen.findByText('User added successfully')).toBeInTheDocument();
    expect(view.userCompanies.created().at(-1)).toEqual({ uscoUserId: 'rina@console.id', uscoCompId: 1 });
    expect(await screen.findByText('rina@console.id')).toBeInTheDocument();

    await view.user.click(within(rowOf('staff@console.id')).getByRole('button', { name: /^Edit\b/ }));
    const edit = await screen.findByRole('dialog', { name: 'Edit Data' });
    await waitFor(() => expect(within(edit).getByLabelText(/^Company/)).toHaveValue('1'));
    await view.user.selectOptions(within(edit).getByLabelText(/^Company/), 'PT Kopi Priangan');
    await view.user.click(within(edit).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('User updated successfully')).toBeInTheDocument();
    expect(view.userCompanies.updated()).toEqual([{ id: '1', body: { uscoId: 1, uscoUserId: 'staff@console.id', uscoCompId: 2 } }]);

    await view.user.click(within(rowOf('ghost@console.id')).getByRole('button', { name: /^Delete\b/ }));
    await view.user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('User Company deleted successfully')).toBeInTheDocument();
    view.userCompanies.fail('delete', { status: 500, message: 'Internal server error.' });
    await view.user.click(within(rowOf('admin@console.id')).getByRole('button', { name: /^Delete\b/ }));
    await view.user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Error deleting user company')).toBeInTheDocument();
  });

  it('shows the screen with master_user_company.read (not master_user) and gates Delete', async () => {
    view = setup({ master_user_company: ['read', 'create', 'update'] });
    await screen.findByText('staff@console.id');
    expect(screen.getByRole('button', { name: 'Add Data' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete\b/ })).not.toBeInTheDocument();
  });
});
