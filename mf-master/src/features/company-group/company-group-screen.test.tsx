import { typeAtOnce } from '@console/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { type CompanyGroupsView, groupsTable as table, renderCompanyGroups, ROUTE, rowOf } from './company-group-test-kit';

let view: CompanyGroupsView;
afterEach(() => view.api.restore());

function setup(options: Parameters<typeof renderCompanyGroups>[0] = {}) {
  view = renderCompanyGroups(options);
  return view;
}

const lastListQuery = () => view.listCalls().at(-1)!.query;
const listCalls = () => view.listCalls();

describe('Company Group screen', () => {
  it('shows the summary, the controls and the table with N/A for empty phone and fax', async () => {
    setup();
    expect(await screen.findByText('Grup Parahyangan')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Company Group' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toBeInTheDocument();
    expect(screen.getByText('Ringkasan')).toBeInTheDocument();
    expect(await screen.findByLabelText('Jumlah Data: 3')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search Company Group Name..' })).toBeInTheDocument();
    for (const name of ['Add Data', 'Filter Data', 'Refresh']) expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(within(table()).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Nama Company Group',
      'Nickname',
      'Alamat',
      'Nama Kota',
      'No. Telpon',
      'No. Fax',
      'Actions',
    ]);
    const bandung = within(rowOf('Grup Parahyangan')).getAllByRole('cell');
    expect(bandung[4]).toHaveTextContent('N/A');
    expect(bandung[5]).toHaveTextContent('N/A');
    expect(screen.queryByText('superadmin@console.id')).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Edit\b/ })).toHaveLength(3);
    expect(screen.getAllByRole('button', { name: /^Delete\b/ })).toHaveLength(3);
    expect(screen.getByText('Showing 1 to 3 of 3 entries')).toBeInTheDocument();
  });

  it('shows 0 in Jumlah Data when there are no groups', async () => {
    setup({ rows: [] });
    expect(await screen.findByLabelText('Jumlah Data: 0')).toBeInTheDocument();
    expect(await screen.findByText('No data available')).toBeInTheDocument();
  });

  it('gates Add Data, Edit and Delete on master_group_company permissions (admin: no delete)', async () => {
    setup({ access: { master_group_company: ['read', 'create', 'update'] } });
    expect(await screen.findByText('Grup Nusantara')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Data' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Edit\b/ })).toHaveLength(3);
    expect(screen.queryByRole('button', { name: /^Delete\b/ })).not.toBeInTheDocument();
  });

  it('shows no Add Data, Edit or Delete with read only', async () => {
    setup({ access: { master_group_company: ['read'] } });
    expect(await screen.findByText('Grup Nusantara')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Data' })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
  });

  it('shows the no-access view without master_group_company.read and asks for no data', async () => {
    setup({ access: { dashboard_transactionva: ['read'] } });
    expect(await screen.findByText('No Access')).toBeInTheDocument();
    expect(screen.getByText("Looks like you don't have permission to access this content.")).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('searches 500 ms after typing stops, once, back on page 1, and keeps it in the URL', async () => {
    const { location } = setup({ route: `${ROUTE}?page=2` });
    // A page past the end of the list moves to the last page.
    await screen.findByText('Showing 1 to 3 of 3 entries', {}, { timeout: 3000 });
    await waitFor(() => expect(location()).toBe(ROUTE));
    const before = listCalls().length;
    await typeAtOnce(screen.getByRole('searchbox', { name: 'Search Company Group Name..' }), 'parah');
    expect(listCalls()).toHaveLength(before);
    expect(await screen.findByText('Showing 1 to 1 of 1 entries', {}, { timeout: 2000 })).toBeInTheDocument();
    const searches = listCalls().slice(before);
    expect(searches.map((call) => call.query.get('search'))).toEqual(['parah']);
    expect(searches[0]!.query.get('page')).toBe('1');
    expect(location()).toBe(`${ROUTE}?q=parah`);
  });

  it('filters by city through the filter dialog (finds[grcpCity]) and clears it', async () => {
    const { user, location } = setup();
    await screen.findByText('Grup Nusantara');
    await user.click(screen.getByRole('button', { name: 'Filter Data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filter Data' });
    expect(within(dialog).getByRole('button', { name: 'CLEAR FILTER' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('By City'), 'band');
    expect(within(dialog).getByRole('button', { name: 'CLEAR FILTER' })).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Apply Filter' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(lastListQuery().get('finds[grcpCity]')).toBe('band'));
    expect(await screen.findByText('Showing 1 to 1 of 1 entries')).toBeInTheDocument();
    expect(location()).toBe(`${ROUTE}?f_grcpCity=band`);
    await user.click(screen.getByRole('button', { name: 'Filter Data (1 active)' }));
    const again = await screen.findByRole('dialog', { name: 'Filter Data' });
    expect(within(again).getByLabelText('By City')).toHaveValue('band');
    await user.click(within(again).getByRole('button', { name: 'CLEAR FILTER' }));
    expect(await screen.findByText('Showing 1 to 3 of 3 entries')).toBeInTheDocument();
    expect(lastListQuery().has('finds[grcpCity]')).toBe(false);
  });

  it('reproduces the view from a URL: page, page size, sort, search and filter go to the API', async () => {
    setup({ route: `${ROUTE}?page=2&size=20&sort=grcpName&dir=desc&q=grup&f_grcpCity=a` });
    await waitFor(() => expect(listCalls().length).toBeGreaterThan(0));
    const query = lastListQuery();
    expect(Object.fromEntries(query)).toEqual({ page: '2', max: '20', orderField: 'grcpName', orderValue: 'DESC', search: 'grup', 'finds[grcpCity]': 'a' });
    expect(screen.getByRole('searchbox', { name: 'Search Company Group Name..' })).toHaveValue('grup');
    expect(await screen.findByRole('columnheader', { name: /Nama Company Group/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('sorts through the API when a header is clicked', async () => {
    const { user, location } = setup();
    await screen.findByText('Grup Nusantara');
    await user.click(screen.getByRole('button', { name: 'Nama Kota' }));
    await waitFor(() => expect(lastListQuery().get('orderField')).toBe('grcpCity'));
    expect(lastListQuery().get('orderValue')).toBe('ASC');
    expect(location()).toBe(`${ROUTE}?sort=grcpCity&dir=asc`);
  });
});
