import { act, screen, waitFor, within } from '@testing-library/react';
import { reply, typeAtOnce } from '@console/shared/testing';
import { SITE_TODAY } from './notification-test-data';
import { bodyRows, cellsOf, notificationsTable, renderNotifications, ROUTE } from './notification-test-kit';

// The machine is shared and slow; the site's day comes from a fixed clock (05:00 UTC = 12:00 in Jakarta).
jest.setTimeout(30_000);
let view: ReturnType<typeof renderNotifications>;
beforeEach(() => jest.useFakeTimers({ now: new Date(`${SITE_TODAY}T05:00:00Z`), advanceTimers: true }));
afterEach(() => {
  view.api.restore();
  jest.useRealTimers();
});

const firstPage = () => screen.findByText('Showing 1 to 10 of 23 entries', undefined, { timeout: 5000 });

describe('Notifications screen', () => {
  it('shows the title, the controls and the newest notifications first with their status chips', async () => {
    view = renderNotifications();
    await firstPage();
    expect(screen.getByRole('heading', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search Order ID Here' })).toBeInTheDocument();
    // No range chosen: the placeholder, not a literal 01/01/1970 (the call still sends 1970-01-01, spec 4).
    const from = await screen.findByRole('textbox', { name: 'Select Date Range: dari' });
    expect(from).toHaveValue('');
    expect(from).toHaveAttribute('placeholder', 'Select Date Range');
    for (const name of ['Filter Data', 'Refresh']) expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(within(notificationsTable()).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Notif Id',
      'Order Id',
      'Notif Status',
      'Virtual Account Number',
      'Created Time',
      'Actions',
    ]);
    expect(view.lastListQuery()).toEqual({ page: '1', max: '10', orderField: 'notiId', orderValue: 'DESC', from: '1970-01-01', to: SITE_TODAY });
    const [newest, second] = bodyRows();
    expect(cellsOf(newest!).map((cell) => cell.textContent)).toEqual(['23', 'VA012026110023', 'Pending', '888100000023', '2026-11-23 10:00:00', 'See History']);
    expect(cellsOf(second!)[2]).toHaveTextContent(/^Sukses$/);
    // 21 has no VA number (QRIS): N/A.
    expect(cellsOf(bodyRows()[2]!)[3]).toHaveTextContent(/^N\/A$/);
    expect(screen.getAllByRole('button', { name: /^See History/ })).toHaveLength(10);
    expect(within(newest!).getByRole('button', { name: 'See History of notification 23' })).toHaveTextContent('See History');
    expect(within(newest!).getByRole('button', { name: 'Actions for notification 23' })).toBeInTheDocument();
  });

  it('shows N/A for an empty order id', async () => {
    view = renderNotifications({ route: `${ROUTE}?page=2` });
    await screen.findByText('Showing 11 to 20 of 23 entries', undefined, { timeout: 5000 });
    const five = bodyRows().find((row) => cellsOf(row)[0]!.textContent === '5')!;
    expect(cellsOf(five)[1]).toHaveTextContent(/^N\/A$/);
  });

  it('writes the empty range as 1970-01-01 to the site day into the URL, so a link keeps it', async () => {
    view = renderNotifications();
    await firstPage();
    await waitFor(() => expect(view.location()).toBe(`${ROUTE}?from=1970-01-01&to=${SITE_TODAY}`));
  });

  it('goes back to 1970-01-01 .. today when the date range is cleared', async () => {
    view = renderNotifications({ route: `${ROUTE}?from=2026-11-20&to=2026-11-21` });
    expect(await screen.findByText('Showing 1 to 2 of 2 entries', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(view.lastListQuery()).toMatchObject({ from: '2026-11-20', to: '2026-11-21' });
    await view.user.click(await screen.findByRole('button', { name: 'Hapus tanggal' }));
    await firstPage();
    expect(view.lastListQuery()).toMatchObject({ page: '1', from: '1970-01-01', to: SITE_TODAY });
    expect(view.location()).toBe(`${ROUTE}?from=1970-01-01&to=${SITE_TODAY}`);
  });

  it('opens a link with an order id searched by that order id', async () => {
    view = renderNotifications({ route: `${ROUTE}?q=VA012026110017` });
    expect(await screen.findByText('Showing 1 to 1 of 1 entries', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search Order ID Here' })).toHaveValue('VA012026110017');
    expect(view.listCalls()).toHaveLength(1);
    expect(view.lastListQuery()).toMatchObject({ 'finds[notiOrderId]': 'VA012026110017', from: '1970-01-01', to: SITE_TODAY });
    expect(cellsOf(bodyRows()[0]!)[1]).toHaveTextContent('VA012026110017');
  });

  it('searches by order id 500 ms after typing stops, once, back on page 1', async () => {
    view = renderNotifications({ route: `${ROUTE}?page=2` });
    await screen.findByText('Showing 11 to 20 of 23 entries', undefined, { timeout: 5000 });
    const before = view.listCalls().length;
    await typeAtOnce(screen.getByRole('searchbox', { name: 'Search Order ID Here' }), '001');
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(view.listCalls()).toHaveLength(before);
    expect(await screen.findByText('Showing 1 to 10 of 11 entries', undefined, { timeout: 3000 })).toBeInTheDocument();
    const searches = view.listCalls().slice(before);
    expect(searches.map((call) => call.query.get('finds[notiOrderId]'))).toEqual(['001']);
    expect(searches[0]!.query.get('page')).toBe('1');
    expect(view.location()).toContain('q=001');
  });

  it('filters by status with Filter Data, and clears it', async () => {
    view = renderNotifications();
    await firstPage();
    await view.user.click(screen.getByRole('button', { name: 'Filter Data' }));
    let dialog = await screen.findByRole('dialog', { name: 'Filter Data' });
    expect(within(dialog).getByRole('button', { name: 'CLEAR FILTER' })).toBeDisabled();
    const status = within(dialog).getByRole('combobox', { name: 'By Status' });
    expect(within(status).getAllByRole('option').map((option) => option.textContent)).toEqual(['All', 'Pending', 'Success']);
    await view.user.selectOptions(status, 'Pending');
    await view.user.click(within(dialog).getByRole('button', { name: 'Apply Filter' }));
    expect(await screen.findByText('Showing 1 to 10 of 12 entries', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(view.lastListQuery()).toMatchObject({ 'finds[notiStatus]': '1', page: '1' });
    expect(view.location()).toContain('f_status=1');
    expect(screen.getByRole('button', { name: 'Filter Data (1 active)' })).toBeInTheDocument();
    expect(screen.queryByText('Sukses')).not.toBeInTheDocument();

    // The status can be cleared in the dialog (its X), or all at once with CLEAR FILTER.
    await view.user.click(screen.getByRole('button', { name: 'Filter Data (1 active)' }));
    dialog = await screen.findByRole('dialog', { name: 'Filter Data' });
    expect(within(dialog).getByRole('combobox', { name: 'By Status' })).toHaveValue('1');
    await view.user.click(within(dialog).getByRole('button', { name: 'Clear By Status' }));
    expect(within(dialog).getByRole('combobox', { name: 'By Status' })).toHaveValue('');
    await view.user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(view.location()).toContain('f_status=1');
    await view.user.click(screen.getByRole('button', { name: 'Filter Data (1 active)' }));
    dialog = await screen.findByRole('dialog', { name: 'Filter Data' });
    await view.user.click(within(dialog).getByRole('button', { name: 'CLEAR FILTER' }));
    await firstPage();
    expect(view.lastListQuery()).not.toHaveProperty('finds[notiStatus]');
    expect(view.location()).not.toContain('f_status');
    // The unfiltered page shows at once from the cache and is asked again: let that answer land.
    await waitFor(() => expect(notificationsTable()).not.toHaveAttribute('aria-busy'));
  });

  it('pages to the last page and sorts by a column', async () => {
    view = renderNotifications();
    await firstPage();
    await view.user.click(screen.getByRole('button', { name: 'Last' }));
    expect(await screen.findByText('Showing 21 to 23 of 23 entries', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(view.lastListQuery()).toMatchObject({ page: '3' });
    await view.user.click(screen.getByRole('button', { name: 'Order Id' }));
    await waitFor(() => expect(view.lastListQuery()).toMatchObject({ orderField: 'notiOrderId', orderValue: 'ASC' }));
    // The sorted page has come back and shows (nothing left to render after the test).
    await waitFor(() => expect(notificationsTable()).not.toHaveAttribute('aria-busy'));
  });

  it('Refresh goes back to the defaults as on VA and QRIS (spec 2.9): no search, no status, 1970-01-01 .. today, page 1', async () => {
    view = renderNotifications({ route: `${ROUTE}?q=00&f_status=1&from=2026-11-01&to=2026-11-21` });
    expect(await screen.findByRole('button', { name: 'Filter Data (1 active)' }, { timeout: 5000 })).toBeInTheDocument();
    expect(view.lastListQuery()).toMatchObject({ 'finds[notiOrderId]': '00', 'finds[notiStatus]': '1', from: '2026-11-01' });
    await view.user.click(screen.getByRole('button', { name: 'Refresh' }));
    await firstPage();
    expect(view.lastListQuery()).toEqual({ page: '1', max: '10', orderField: 'notiId', orderValue: 'DESC', from: '1970-01-01', to: SITE_TODAY });
    expect(screen.getByRole('searchbox', { name: 'Search Order ID Here' })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Filter Data' })).toBeInTheDocument();
    expect(view.location()).toBe(`${ROUTE}?from=1970-01-01&to=${SITE_TODAY}`);
    // The range shows as the placeholder again, not as 01/01/1970.
    expect(await screen.findByRole('textbox', { name: 'Select Date Range: dari' })).toHaveAttribute('placeholder', 'Select Date Range');
    expect(screen.getByRole('textbox', { name: 'Select Date Range: dari' })).toHaveValue('');
  });

  it('shows the empty and the error states', async () => {
    view = renderNotifications({ rows: [] });
    expect(await screen.findByText('No data available', undefined, { timeout: 5000 })).toBeInTheDocument();
    view.api.on('GET', '/dashboard/notification', () => reply(500, { status: { error: 1, message: 'Internal server error.' } }));
    await view.user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Internal server error.');
    expect(within(screen.getByRole('alert')).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('shows the no-access view without dashboard_notification.read and asks for nothing', async () => {
    view = renderNotifications({ access: { dashboard_transactionva: ['read'] } });
    expect(await screen.findByText('No Access')).toBeInTheDocument();
    expect(screen.getByText("Looks like you don't have permission to access this content.")).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(view.listCalls()).toHaveLength(0);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
