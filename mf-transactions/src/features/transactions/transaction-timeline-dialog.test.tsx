import { screen, within } from '@testing-library/react';
import { renderTransactions, VA_ROWS } from './transaction-test-kit';

jest.setTimeout(30_000);

const TIMELINE = {
  data: {
    transaction: { ...VA_ROWS[0], trctVirtualAccountNo: '8883063688038460' },
    events: [
      { kind: 'created', time: '2026-11-21T03:04:05.000Z' },
      { kind: 'inquiry', time: '2026-11-21T03:30:00.000Z', by: 'superadmin', paid: false, request: { orderId: 'VA-005' }, response: { paid: false } },
      { kind: 'paid', time: '2026-11-21T04:00:00.000Z', amount: 1500000 },
      { kind: 'notification', time: '2026-11-21T04:01:00.000Z', by: null, request: { sentAt: '2026-11-21T04:01:00.000Z' }, response: { ok: true } },
      { kind: 'notification', time: '2026-11-21T05:00:00.000Z', by: 'staff', request: { sentAt: '2026-11-21T05:00:00.000Z' }, response: { ok: true } },
    ],
  },
  status: { error: 0, message: 'ok' },
};

async function openDetail() {
  const view = renderTransactions({ route: '/dashboard/transaction-va?detail=5' });
  view.api.on('GET', '/dashboard/transactionVa/timeline/5', () => TIMELINE);
  const dialog = await screen.findByRole('dialog', { name: 'Detail Transaksi' }, { timeout: 5000 });
  await within(dialog).findByRole('list', { name: 'Riwayat' }, { timeout: 5000 });
  return { ...view, dialog };
}

describe("a transaction's detail", () => {
  it("titles its fields as the screen's columns do, and shows the status by its label", async () => {
    const { dialog } = await openDetail();
    const labels = await within(dialog).findAllByText(/^(Id Transaksi|Order Id|No\. Virtual Account|Nama VA|Bank|Jumlah|Jumlah Dibayar|Tanggal|Kadaluarsa|Waktu Lunas|Status|Notifikasi)$/);
    expect(labels.map((label) => label.textContent)).toEqual(['Id Transaksi', 'Order Id', 'No. Virtual Account', 'Nama VA', 'Bank', 'Jumlah', 'Jumlah Dibayar', 'Tanggal', 'Kadaluarsa', 'Waktu Lunas', 'Status', 'Notifikasi']);
    expect(dialog).not.toHaveTextContent(/trct|trva/);
    expect(within(dialog).getByText('Lunas', { selector: 'span' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('2026-11-21 10:04:05 WIB');
    // Copy is named after the field, and an id stays whole on one line.
    expect(within(dialog).getByRole('button', { name: 'Copy No. Virtual Account' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Copy Order Id' })).toBeInTheDocument();
    expect(within(dialog).getByText('8883063688038460')).toHaveStyle({ whiteSpace: 'nowrap' });
  });

  it('says who asked and who sent again, in Indonesian, with times in WIB', async () => {
    const { dialog } = await openDetail();
    const events = within(await within(dialog).findByRole('list', { name: 'Riwayat' })).getAllByRole('listitem');
    expect(events.map((event) => event.querySelector('p')?.textContent)).toEqual(['Dibuat', 'Inquiry ke bank', 'Lunas', 'Notifikasi ke merchant', 'Notifikasi ke merchant']);
    expect(events[1]).toHaveTextContent('Diminta oleh superadmin');
    expect(events[1]).toHaveTextContent('Belum Lunas');
    expect(events[3]).toHaveTextContent('Dikirim oleh sistem');
    expect(events[4]).toHaveTextContent('Dikirim ulang oleh staff');
    expect(events[4]).toHaveTextContent('2026-11-21 12:00:00 WIB');
    expect(dialog).toHaveTextContent('Waktu dalam WIB. Request dan response ditampilkan apa adanya; waktu di dalamnya dalam UTC.');
  });
});
