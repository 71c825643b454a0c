import { mockApi, type MockApi, renderWithProviders } from '@console/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { PaymentSummary } from './payment-summary';
import { PaymentsPanel } from './payments-panel';

const TODAY = '2026-11-21';
let api: MockApi;
beforeEach(() => jest.useFakeTimers({ now: new Date(`${TODAY}T05:00:00Z`), advanceTimers: true }));
afterEach(() => {
  api.restore();
  jest.useRealTimers();
});

const summary = (paid: number): PaymentSummary => ({
  from: TODAY,
  to: TODAY,
  bucket: 'hour',
  all: { amount: 0, count: 9 },
  paid: { amount: paid, count: 3 },
  unpaid: { amount: 2_836_000, count: 2 },
  expired: { amount: 0, count: 1 },
  banks: [
    { bank: 'Mandiri', amount: paid - 1_822_000, count: 2 },
    { bank: 'BRI', amount: 1_822_000, count: 1 },
  ],
  series: Array.from({ length: 24 }, (_, hour) => ({ at: `${TODAY}T${String(hour).padStart(2, '0')}`, value: hour === 2 ? paid : 0, previous: hour === 13 ? 2_059_000 : 0 })),
  previous: { from: '2026-11-20', to: '2026-11-20', paid: { amount: 2_059_000, count: 1 } },
});

const va = () => screen.getByRole('region', { name: 'Virtual Account' });

describe('PaymentsPanel', () => {
  it('shows the paid, unpaid and expired figures as links to the VA list filtered to their rows', async () => {
    api = mockApi({ access: { dashboard_transactionva: ['read'] } }).on('GET', '/dashboard/transactionVa/summary', () => ({ data: summary(4_997_000), status: { error: 0, message: 'ok' } }));
    renderWithProviders(<PaymentsPanel />);
    const paid = await within(await screen.findByRole('region', { name: 'Virtual Account' })).findByRole('link', { name: 'Nominal Lunas: Rp. 4.997.000' });
    const range = `from=${TODAY}&to=${TODAY}`;
    expect(paid).toHaveAttribute('href', `/dashboard/transaction-va?f_status=00&${range}`);
    expect(within(va()).getByRole('link', { name: 'Jumlah Lunas: 3' })).toHaveAttribute('href', `/dashboard/transaction-va?f_status=00&${range}`);
    expect(within(va()).getByRole('link', { name: 'Belum Lunas: 2' })).toHaveAttribute('href', `/dashboard/transaction-va?f_status=03&${range}`);
    expect(within(va()).getByText('Rp. 2.836.000')).toBeInTheDocument();
    expect(within(va()).getByRole('link', { name: 'Kadaluarsa: 1' })).toHaveAttribute('href', `/dashboard/transaction-va?f_status=05&${range}`);
    expect(within(va()).getByRole('link', { name: 'Mandiri: Rp. 3.175.000 (63,5%)' })).toHaveAttribute('href', `/dashboard/transaction-va?f_status=00&f_bank=Mandiri&${range}`);
    // The chart's text alternative: a sentence and a table of every hour.
    expect(within(va()).getByText('Lunas per jam Virtual Account: total Rp. 4.997.000, periode sebelumnya Rp. 2.059.000; tertinggi pada 02:00 (Rp. 4.997.000).')).toBeInTheDocument();
    const table = within(va()).getByRole('table', { name: 'Virtual Account: nominal lunas per jam' });
    expect(within(table).getAllByRole('row')).toHaveLength(25);
    expect(within(table).getByRole('row', { name: '02:00 Rp. 4.997.000 Rp. 0' })).toBeInTheDocument();
    // Without QRIS read, no QRIS half and no QRIS call.
    expect(screen.queryByRole('region', { name: 'QRIS' })).not.toBeInTheDocument();
    expect(api.calls.filter((call) => call.path.includes('transactionQr'))).toEqual([]);
    expect(api.callsTo('GET', '/dashboard/transactionVa/summary')[0]?.query.toString()).toBe(range);
  });

  it('shows only the QRIS half to a user who reads QRIS but not VA, and asks only for the QRIS summary', async () => {
    api = mockApi({ access: { dashboard_transactionqr: ['read'] } }).on('GET', '/dashboard/transactionQr/summary', () => ({ data: summary(7_104_000), status: { error: 0, message: 'ok' } }));
    renderWithProviders(<PaymentsPanel />);
    const qris = await screen.findByRole('region', { name: 'QRIS' });
    expect(await within(qris).findByRole('link', { name: 'Nominal Lunas: Rp. 7.104.000' })).toHaveAttribute('href', `/dashboard/transaction-qris?f_status=00&from=${TODAY}&to=${TODAY}`);
    expect(screen.queryByRole('region', { name: 'Virtual Account' })).not.toBeInTheDocument();
    expect(api.calls.filter((call) => call.path.includes('transactionVa'))).toEqual([]);
  });

  it('draws the hour of the highest bar under that bar, and its value on focus', async () => {
    api = mockApi({ access: { dashboard_transactionva: ['read'] } }).on('GET', '/dashboard/transactionVa/summary', () => ({ data: summary(4_997_000), status: { error: 0, message: 'ok' } }));
    const { user } = renderWithProviders(<PaymentsPanel />);
    const chart = await within(await screen.findByRole('region', { name: 'Virtual Account' })).findByRole('group', { name: 'Virtual Account: nominal lunas per jam' });
    act(() => chart.querySelector<HTMLElement>('[data-bucket="2"]')!.focus());
    expect(within(chart).getByRole('img', { name: '02:00: Lunas Rp. 4.997.000, Periode sebelumnya Rp. 0' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(within(chart).getByRole('img', { name: '03:00: Lunas Rp. 0, Periode sebelumnya Rp. 0' })).toHaveFocus();
  });

  it('opens on the range in the URL (Back from a figure keeps it) and writes the range chosen there', async () => {
    api = mockApi({ access: { dashboard_transactionva: ['read'] } }).on('GET', '/dashboard/transactionVa/summary', () => ({ data: summary(4_997_000), status: { error: 0, message: 'ok' } }));
    const { user } = renderWithProviders(<PaymentsPanel />, { route: '/dashboard/home?range.payments=30d' });
    expect(screen.getByRole('button', { name: '30 hari' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(api.callsTo('GET', '/dashboard/transactionVa/summary')[0]?.query.toString()).toBe(`from=2026-10-23&to=${TODAY}`));
    // Its figures link to the list of that range.
    expect(await within(va()).findByRole('link', { name: 'Belum Lunas: 2' })).toHaveAttribute('href', `/dashboard/transaction-va?f_status=03&from=2026-10-23&to=${TODAY}`);
    await user.click(screen.getByRole('button', { name: 'Bulan ini' }));
    await waitFor(() => expect(api.callsTo('GET', '/dashboard/transactionVa/summary').at(-1)?.query.toString()).toBe(`from=2026-11-01&to=${TODAY}`));
  });

  it("never shows one range's figure under another range's link: a new range waits for its own figures", async () => {
    let answer7d: (value: unknown) => void = () => undefined;
    api = mockApi({ access: { dashboard_transactionva: ['read'] } }).on('GET', '/dashboard/transactionVa/summary', (request) =>
      request.query.get('from') === TODAY ? { data: summary(4_997_000), status: { error: 0, message: 'ok' } } : new Promise((resolve) => (answer7d = resolve)),
    );
    const { user } = renderWithProviders(<PaymentsPanel />);
    expect(await within(await screen.findByRole('region', { name: 'Virtual Account' })).findByRole('link', { name: 'Belum Lunas: 2' })).toHaveAttribute('href', `/dashboard/transaction-va?f_status=03&from=${TODAY}&to=${TODAY}`);
    await user.click(screen.getByRole('button', { name: '7 hari' }));
    await waitFor(() => expect(within(va()).queryByRole('link', { name: /^Belum Lunas/ })).not.toBeInTheDocument());
    act(() => answer7d({ data: { ...summary(9_000_000), unpaid: { amount: 1, count: 7 } }, status: { error: 0, message: 'ok' } }));
    expect(await within(va()).findByRole('link', { name: 'Belum Lunas: 7' })).toHaveAttribute('href', `/dashboard/transaction-va?f_status=03&from=2026-11-15&to=${TODAY}`);
  });

  it('asks again for 7 days and on Refresh, keeping the figures shown meanwhile', async () => {
    let paid = 4_997_000;
    api = mockApi({ access: { dashboard_transactionva: ['read'], dashboard_transactionqr: ['read'] } })
      .on('GET', '/dashboard/transactionVa/summary', () => ({ data: summary(paid), status: { error: 0, message: 'ok' } }))
      .on('GET', '/dashboard/transactionQr/summary', () => ({ data: summary(7_104_000), status: { error: 0, message: 'ok' } }));
    const { user } = renderWithProviders(<PaymentsPanel />);
    await screen.findByRole('link', { name: 'Nominal Lunas: Rp. 7.104.000' });
    await user.click(screen.getByRole('button', { name: '7 hari' }));
    await waitFor(() => expect(api.callsTo('GET', '/dashboard/transactionVa/summary').at(-1)?.query.toString()).toBe(`from=2026-11-15&to=${TODAY}`));
    expect(screen.getByRole('button', { name: '7 hari' })).toHaveAttribute('aria-pressed', 'true');
    paid = 5_000_000;
    await user.click(screen.getByRole('button', { name: 'Refresh Pembayaran' }));
    expect(await within(va()).findByRole('link', { name: 'Nominal Lunas: Rp. 5.000.000' })).toBeInTheDocument();
  });

  it('says in Indonesian when the figures cannot be read, with no placeholder left under the message', async () => {
    api = mockApi({ access: { dashboard_transactionva: ['read'] } }).on('GET', '/dashboard/transactionVa/summary', () => ({ data: null, status: { error: 1, message: 'Database busy' } }));
    const { container } = renderWithProviders(<PaymentsPanel />);
    expect(await screen.findByText('Data pembayaran tidak dapat dimuat. Server menolak permintaan ini. (Database busy)')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Virtual Account' })).not.toBeInTheDocument();
    expect(container.querySelector('[class*="skeleton"]')).toBeNull();
    expect(screen.getByRole('button', { name: 'Coba lagi' })).toBeInTheDocument();
  });

  it('says so when nothing was paid in the range or the one before, instead of a blank chart', async () => {
    const none = { ...summary(0), paid: { amount: 0, count: 0 }, banks: [], series: summary(0).series.map((point) => ({ ...point, value: 0, previous: 0 })) };
    api = mockApi({ access: { dashboard_transactionva: ['read'] } }).on('GET', '/dashboard/transactionVa/summary', () => ({ data: none, status: { error: 0, message: 'ok' } }));
    renderWithProviders(<PaymentsPanel />);
    expect(await within(await screen.findByRole('region', { name: 'Virtual Account' })).findByText('Tidak ada transaksi lunas dalam rentang ini maupun periode sebelumnya.')).toBeInTheDocument();
  });
});
