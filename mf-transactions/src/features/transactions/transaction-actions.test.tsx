import { reply } from '@console/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { canInquire, canNotify } from './transaction-actions';
import { QRIS_SCREEN } from './transaction-screens';
import { renderTransactions } from './transaction-test-kit';

// Whole screens with Chakra in jsdom: slow on a busy machine.
jest.setTimeout(30_000);

const INQUIRY_VA = /\/dashboard\/transactionVa\/inquiry_status\/\d+$/;
const rowOf = (orderId: string, name = 'Transaction VA') => within(screen.getByRole('table', { name })).getByText(orderId).closest('tr')!;

describe('Inquiry and Notif', () => {
  it('need the read permission as well as the status', () => {
    expect(canInquire({ trctId: 1, trctStatus: '03' }, true)).toBe(true);
    expect(canInquire({ trctId: 1, trctStatus: '03' }, false)).toBe(false);
    expect(canNotify({ trctId: 1, trctStatus: '00' }, true)).toBe(true);
    expect(canNotify({ trctId: 1, trctStatus: '00' }, false)).toBe(false);
    expect(canNotify({ trctId: 1, trctStatus: '03' }, true)).toBe(false);
  });

  it('asks first, sends one request for a double click, toasts and refreshes the list and card', async () => {
    const { user, api, listCalls } = renderTransactions();
    let release: () => void = () => undefined;
    api.on('POST', INQUIRY_VA, () => new Promise((resolve) => {
      release = () => resolve({ success: true, message: 'The bank confirmed the payment.', status: { error: 0, message: 'The bank confirmed the payment.' } });
    }));
    await screen.findByText('VA-004', {}, { timeout: 5000 });
    // Each row's buttons are named after its order id.
    await user.click(within(rowOf('VA-004')).getByRole('button', { name: 'Inquiry VA-004' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Kirim Inquiry' });
    expect(within(dialog).getByText('Kirim inquiry untuk transaksi dengan order id VA-004?')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Batal' })).toBeInTheDocument();
    await user.dblClick(within(dialog).getByRole('button', { name: 'Kirim' }));
    expect(await within(dialog).findByRole('button', { name: 'Mengirim..' })).toBeDisabled();
    const before = listCalls().length;
    release();
    expect(await screen.findByText('Berhasil mengirim inquiry status.', {}, { timeout: 5000 })).toBeInTheDocument();
    // The bank's answer under it, as a failure shows its reason.
    expect(screen.getByText('The bank confirmed the payment.')).toBeInTheDocument();
    const sent = api.calls.filter((call) => call.method === 'POST' && INQUIRY_VA.test(call.path));
    expect(sent.map((call) => [call.path, call.body])).toEqual([['/dashboard/transactionVa/inquiry_status/4', { type: 'va' }]]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(listCalls().length).toBeGreaterThan(before), { timeout: 5000 });
  });

  it("on a phone offers them from the row's Actions menu, with the same rules, and asks first", async () => {
    const { user } = renderTransactions();
    await screen.findByText('VA-004', {}, { timeout: 5000 });
    await user.click(within(rowOf('VA-004')).getByRole('button', { name: 'Actions for VA-004' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => [item.textContent, item.getAttribute('aria-disabled') === 'true'])).toEqual([
      ['Inquiry', false],
      ['Notif', true],
      ['Detail', false],
    ]);
    await user.click(within(menu).getByRole('menuitem', { name: 'Inquiry' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Kirim Inquiry' });
    expect(within(dialog).getByText('Kirim inquiry untuk transaksi dengan order id VA-004?')).toBeInTheDocument();
  });

  it("shows the notification failure with the server's responseMessage, and Batal sends nothing", async () => {
    const { user, api } = renderTransactions();
    api.on('POST', /send_notification\/5$/, () => ({ success: false, responseCode: 400, responseMessage: 'Merchant unreachable', message: 'x' }));
    await screen.findByText('VA-005', {}, { timeout: 5000 });
    await user.click(within(rowOf('VA-005')).getByRole('button', { name: 'Notif VA-005' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Kirim Notifikasi' });
    expect(within(dialog).getByText('Kirim notifikasi untuk transaksi dengan order id VA-005?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    await user.click(within(rowOf('VA-005')).getByRole('button', { name: 'Notif VA-005' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Kirim Notifikasi' });
    await user.click(within(dialog).getByRole('button', { name: 'Kirim' }));
    expect(await screen.findByText('Gagal mengirim notifikasi', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Merchant unreachable')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([{ type: 'va' }]);
  });

  it('says a repeat within the API window sent nothing, as information and not as a success', async () => {
    const { user, api } = renderTransactions();
    api.on('POST', /send_notification\/5$/, () => ({
      success: true,
      repeated: true,
      firstAnsweredSecondsAgo: 4,
      message: 'Already sent 4 s ago: the merchant was not notified again. First result: Notification sent to the merchant.',
      status: { error: 0, message: 'Already sent 4 s ago' },
    }));
    await screen.findByText('VA-005', {}, { timeout: 5000 });
    await user.click(within(rowOf('VA-005')).getByRole('button', { name: 'Notif VA-005' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Kirim Notifikasi' })).getByRole('button', { name: 'Kirim' }));
    const toast = await screen.findByText('Notifikasi sudah dikirim 4 detik yang lalu: merchant tidak dikirimi lagi.', {}, { timeout: 5000 });
    expect(toast.closest('.Toastify__toast')).toHaveClass('Toastify__toast--info');
    expect(screen.queryByText('Berhasil mengirim notifikasi.')).not.toBeInTheDocument();
  });

  it('QRIS puts the reason after a colon: the server message, else the error, else Unknown error', async () => {
    const { user, api } = renderTransactions({ config: QRIS_SCREEN });
    const answers = [
      () => ({ success: false, message: 'm', status: { error: 1, message: 'Bank says unpaid' } }),
      () => reply(502, 'bad gateway'),
    ];
    api.on('POST', /\/dashboard\/transactionQr\/inquiry_status\/8$/, () => answers.shift()!());
    await screen.findByText('QR-008', {}, { timeout: 5000 });
    const inquire = async () => {
      await user.click(within(rowOf('QR-008', 'Transaction BRI QRIS')).getByRole('button', { name: /^Inquiry QR-/ }));
      await user.click(within(await screen.findByRole('alertdialog', { name: 'Kirim Inquiry' })).getByRole('button', { name: 'Kirim' }));
    };
    await inquire();
    expect(await screen.findByText('Gagal mengirim inquiry status: Bank says unpaid', {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await inquire();
    expect(await screen.findByText('Gagal mengirim inquiry status: Request failed with status code 502', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([{ type: 'qris' }, { type: 'qris' }]);
  });
});
