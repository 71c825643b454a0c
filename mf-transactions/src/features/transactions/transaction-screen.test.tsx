import { typeAtOnce } from '@console/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { renderTransactions } from './transaction-test-kit';
import { QRIS_SCREEN } from './transaction-screens';

// Whole screens with Chakra in jsdom: slow on a busy machine.
jest.setTimeout(30_000);

const table = (name = 'Transaction VA') => screen.getByRole('table', { name });
const rowOf = (orderId: string, name?: string) => within(table(name)).getByText(orderId).closest('tr')!;
const cellsOf = (orderId: string, name?: string) => within(rowOf(orderId, name)).getAllByRole('cell').map((cell) => cell.textContent);

describe('Transaction VA screen', () => {
  it('shows the card, every column with the field fallbacks, N/A, rupiah, chips and the notification link', async () => {
    const { listCalls } = renderTransactions();
    expect(await screen.findByText('VA-005', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Transaction VA', level: 1 })).toBeInTheDocument();
    expect(screen.getByLabelText('Nominal: Rp. 1.510.000')).toBeInTheDocument();
    expect(screen.getByLabelText('Jumlah Transaksi: 2')).toBeInTheDocument();
    expect(within(table()).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'No.', 'Order Id', 'No. Virtual Account', 'Nama VA', 'Bank', 'Jumlah', 'Jumlah Dibayar', 'Tanggal', 'Kadaluarsa', 'Waktu Lunas', 'Status', 'Notifikasi', 'Actions',
    ]);
    expect(cellsOf('VA-005')).toEqual(['1', 'VA-005', '8800105', 'Budi', 'BRI', 'Rp. 1.500.000', 'Rp. 1.500.000', '2026-11-21 10:04:05', '2026-11-22 10:04:05', '2026-11-21 11:00:00', 'Lunas', 'Sukses', 'InquiryNotifDetail']);
    // trva* fallbacks; an empty notification array and missing times are N/A.
    expect(cellsOf('VA-004')).toEqual(['2', 'VA-004', '8800104', '=HYPERLINK("http://x")', 'BJB', 'Rp. 250.000', 'N/A', '2026-11-21 09:00:00', 'N/A', 'N/A', 'Belum Lunas', 'N/A', 'InquiryNotifDetail']);
    expect(cellsOf('VA-003').slice(10, 12)).toEqual(['Kadaluarsa', 'Pending']);
    // A notification status other than 1 or 2 shows nothing.
    expect(cellsOf('VA-002')[11]).toBe('');
    expect(within(rowOf('VA-005')).getByRole('link', { name: 'Sukses' })).toHaveAttribute('href', '/dashboard/notifications?q=VA-005');
    expect(within(rowOf('VA-003')).getByRole('link', { name: 'Pending' })).toHaveAttribute('href', '/dashboard/notifications?q=VA-003');
    const query = Object.fromEntries(listCalls()[0]!.query);
    expect(query).toEqual({ page: '1', max: '10', orderField: 'trctId', orderValue: 'DESC', from: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), to: query.from });
  });

  it("says what the card counts when the list is filtered to another status (Home's Belum Lunas figure opens it so), the filter a removable chip", async () => {
    const { user, location } = renderTransactions({ route: '/dashboard/transaction-va?f_status=03&from=2026-11-15&to=2026-11-21' });
    await screen.findByText('VA-005', {}, { timeout: 5000 });
    expect(screen.getByText('Kartu ini menjumlahkan transaksi Lunas saja; dengan filter Status Belum Lunas tidak ada yang dijumlahkan. Tabel di bawah menampilkan transaksi Belum Lunas.')).toBeInTheDocument();
    // The filter shows as a chip, removed in one click.
    const chips = screen.getByRole('group', { name: 'Filter aktif' });
    expect(chips).toHaveTextContent('Status: Belum Lunas');
    await user.click(within(chips).getByRole('button', { name: 'Hapus filter Status' }));
    await waitFor(() => expect(location()).not.toContain('f_status'));
    expect(screen.queryByText(/^Kartu ini menjumlahkan/)).not.toBeInTheDocument();
  });

  it('enables Inquiry only for 03 and Notif only for 00', async () => {
    renderTransactions();
    await screen.findByText('VA-005', {}, { timeout: 5000 });
    const enabled = (orderId: string) => ['Inquiry', 'Notif'].map((name) => within(rowOf(orderId)).getByRole('button', { name: `${name} ${orderId}` }).hasAttribute('disabled') === false);
    expect(enabled('VA-005')).toEqual([false, true]);
    expect(enabled('VA-004')).toEqual([true, false]);
    expect(enabled('VA-003')).toEqual([false, false]);
  });

  it('shows the no-access view and asks for nothing without dashboard_transactionva.read', async () => {
    const { listCalls } = renderTransactions({ access: { dashboard_transactionqr: ['read'] } });
    expect(await screen.findByText('No Access')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(listCalls()).toHaveLength(0);
  });

  it('filters by bank and status, with CLEAR FILTER disabled while both are empty', async () => {
    const { user, listCalls, location } = renderTransactions();
    await screen.findByText('VA-005', {}, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Filter Data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filter Data' });
    expect(within(dialog).getByRole('button', { name: 'CLEAR FILTER' })).toBeDisabled();
    await user.type(within(dialog).getByLabelText('By Bank'), 'bri');
    await user.selectOptions(within(dialog).getByLabelText('By Status'), 'Lunas');
    await user.click(within(dialog).getByRole('button', { name: 'Apply Filter' }));
    await waitFor(() => expect(listCalls().at(-1)!.query.get('finds[trctQrBank]')).toBe('bri'));
    expect(listCalls().at(-1)!.query.get('finds[trctStatus]')).toBe('00');
    expect(location()).toContain('f_bank=bri&f_status=00');
    expect(screen.getByRole('button', { name: 'Filter Data (2 active)' })).toBeInTheDocument();
  });

  it('Refresh goes back to today, clears search and filters, searches by Order ID, keeps the page size (spec 2.9)', async () => {
    const { user, location, listCalls } = renderTransactions({ route: '/dashboard/transaction-va?page=1&size=20&from=2026-01-01&to=2026-01-31&by=trctVirtualAccountNo&q=8800&f_bank=BRI&f_status=00' });
    await waitFor(() => expect(listCalls().length).toBeGreaterThan(0), { timeout: 5000 });
    expect(Object.fromEntries(listCalls()[0]!.query)).toMatchObject({ from: '2026-01-01', to: '2026-01-31', 'finds[trctVirtualAccountNo]': '8800', 'finds[trctQrBank]': 'BRI', 'finds[trctStatus]': '00', max: '20' });
    expect(screen.getByRole('searchbox', { name: 'Search Virtual Account..' })).toHaveValue('8800');
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(location()).toMatch(/^\/dashboard\/transaction-va\?size=20&from=(\d{4}-\d{2}-\d{2})&to=\1$/));
    const query = Object.fromEntries(listCalls().at(-1)!.query);
    expect(query).toEqual({ page: '1', max: '20', orderField: 'trctId', orderValue: 'DESC', from: query.to, to: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect(screen.getByRole('combobox', { name: 'Search by' })).toHaveValue('trctOrderId');
    expect(screen.getByRole('searchbox', { name: 'Search Order ID..' })).toHaveValue('');
  });
});

describe('Transaction BRI QRIS screen', () => {
  it('switches search-by between Order ID and Ref. No., clearing the text, and searches after 300 ms', async () => {
    const { user, listCalls, location } = renderTransactions({ config: QRIS_SCREEN });
    await screen.findByText('QR-008', {}, { timeout: 5000 });
    expect(within(table('Transaction BRI QRIS')).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['No.', 'Order Id', 'Nama', 'Bank', 'Ref. No', 'Jumlah', 'Tanggal', 'Status', 'Notifikasi', 'Actions']);
    // trqrTotalAmount and trctBank fallbacks.
    expect(cellsOf('QR-008', 'Transaction BRI QRIS').slice(3, 6)).toEqual(['BRI', 'REF8', 'Rp. 20.000']);
    expect(cellsOf('QR-007', 'Transaction BRI QRIS')[3]).toBe('BRI');
    await user.type(screen.getByRole('searchbox', { name: 'Search Order ID..' }), 'QR-0');
    await waitFor(() => expect(listCalls().at(-1)!.query.get('finds[trctOrderId]')).toBe('QR-0'), { timeout: 5000 });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Search by' }), 'Ref. No.');
    const box = await screen.findByRole('searchbox', { name: 'Search Ref. Number..' });
    expect(box).toHaveValue('');
    await waitFor(() => expect(location()).toContain('by=trqrReferenceNo'));
    expect(location()).not.toContain('q=');
    // The cleared search lists again, unsearched (SWR revalidates a cached key a frame later).
    await waitFor(() => expect([...listCalls().at(-1)!.query.keys()].filter((key) => key.startsWith('finds['))).toEqual([]));
    const before = listCalls().length;
    await typeAtOnce(box, 'REF7');
    expect(listCalls()).toHaveLength(before);
    await waitFor(() => expect(listCalls().at(-1)!.query.get('finds[trqrReferenceNo]')).toBe('REF7'), { timeout: 5000 });
    const searches = listCalls().slice(before);
    expect(searches.map((call) => call.query.get('finds[trqrReferenceNo]'))).toEqual(['REF7']);
    expect(searches[0]!.query.has('finds[trctOrderId]')).toBe(false);
  });

  it('Refresh also returns to page 1', async () => {
    const rows = Array.from({ length: 15 }, (_, index) => ({ trctId: 100 - index, trctOrderId: `QR-${100 - index}`, trctStatus: '00' }));
    const { user, location } = renderTransactions({ config: QRIS_SCREEN, rows, route: '/dashboard/transaction-qris?page=2' });
    expect(await screen.findByText('Showing 11 to 15 of 15 entries', {}, { timeout: 5000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(location()).not.toContain('page='));
    expect(await screen.findByText('Showing 1 to 10 of 15 entries')).toBeInTheDocument();
  });
});
