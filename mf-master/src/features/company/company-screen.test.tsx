import { mockApi, type MockApi, renderWithProviders } from '@console/shared/testing';
import { screen, within } from '@testing-library/react';
import { ALL_OPERATIONS, headersOf, NO_DELETE, rowOf } from '../../testing/screen-test-kit';
import { masterScreen } from '../../screens/master-screens';
import { installCompanyData } from './company-test-data';

const CompanyScreen = masterScreen('company-management');

jest.setTimeout(30_000);

const ROUTE = '/dashboard/company-management';
let api: MockApi;
afterEach(() => api.restore());

function setup({ access = ALL_OPERATIONS, route = ROUTE } = {}) {
  api = mockApi({ access: { master_company: access } });
  const companies = installCompanyData(api);
  return { companies, ...renderWithProviders(<CompanyScreen />, { route }) };
}

describe('Company screen', () => {
  it('shows the count and the columns with Unknown group, N/A client and N/A empty cells', async () => {
    setup();
    expect(await screen.findByText('PT Kopi Priangan')).toBeInTheDocument();
    expect(await screen.findByLabelText('Jumlah Data: 3')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search Company Name..' })).toBeInTheDocument();
    expect(headersOf('Company')).toEqual(['Company Name', 'Company Group Name', 'Client Name', 'Address', 'Phone', 'PIC', 'PIC Phone', 'Status', 'Created By', 'Actions']);
    const kopi = within(rowOf('Company', 'PT Kopi Priangan')).getAllByRole('cell').map((cell) => cell.textContent);
    expect(kopi.slice(0, 9)).toEqual(['PT Kopi Priangan', 'Unknown', 'N/A', 'Jl. Braga No. 9', 'N/A', 'N/A', 'N/A', 'Inactive', 'N/A']);
    const toko = within(rowOf('Company', 'PT Toko Sembako')).getAllByRole('cell').map((cell) => cell.textContent);
    expect(toko.slice(0, 9)).toEqual(['PT Toko Sembako', 'Nusantara Retail Group', 'PT Sinar Abadi', 'Jl. Gatot Subroto 21', '0215551201', 'Andi Wijaya', '081234560001', 'Active', 'superadmin@console.id']);
  });

  it('filters by company group and by status, kept in the URL', async () => {
    const { companies, user, location } = setup();
    await screen.findByText('PT Toko Sembako');
    await user.click(screen.getByRole('button', { name: 'Filter Data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filter Data' });
    const group = within(dialog).getByRole('combobox', { name: 'By Company Group' });
    await within(group).findByRole('option', { name: 'Borneo Energy Group' });
    await user.selectOptions(group, 'Borneo Energy Group');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'By Status' }), 'Active');
    await user.click(within(dialog).getByRole('button', { name: 'Apply Filter' }));
    expect(await screen.findByText('Showing 1 to 1 of 1 entries')).toBeInTheDocument();
    expect(screen.getByText('PT Borneo Fuel')).toBeInTheDocument();
    const query = companies.listCalls().at(-1)!.query;
    expect([query.get('finds[compGrcpId]'), query.get('finds[compStatus]')]).toEqual(['2', '1']);
    expect(location()).toBe(`${ROUTE}?f_compGrcpId=2&f_compStatus=1`);
  });

  it('reproduces a copied view: search and status filter go to the API', async () => {
    const { companies } = setup({ route: `${ROUTE}?q=pt&f_compStatus=0` });
    expect(await screen.findByText('PT Kopi Priangan')).toBeInTheDocument();
    // Spec 9: created time ascending, as on every master screen.
    expect(Object.fromEntries(companies.listCalls().at(-1)!.query)).toEqual({ page: '1', max: '10', orderField: 'compCreatedTime', orderValue: 'ASC', search: 'pt', 'finds[compStatus]': '0' });
    expect(screen.getByRole('button', { name: 'Filter Data (1 active)' })).toBeInTheDocument();
  });

  it('lets admin add and edit but not delete', async () => {
    setup({ access: NO_DELETE });
    await screen.findByText('PT Toko Sembako');
    expect(screen.getByRole('button', { name: 'Add Data' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Edit\b/ })).toHaveLength(3);
    expect(screen.queryByRole('button', { name: /^Delete\b/ })).not.toBeInTheDocument();
  });
});
