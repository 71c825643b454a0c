import { expect, test } from '@playwright/test';
import { bankSaysPaid } from '../../../api/src/dashboard/simulated-partners';
import { signIn } from '../../support/session';
import { apiList, daysBefore, FIRST_LOAD, openList, rowOf, siteToday, VA_PATH, VA_SCREEN } from './transactions-support';

// The console loads a remote and the list on a shared, busy machine: allow for slow first loads.
test.describe.configure({ timeout: 120_000 });

/**
 * The first VA transaction with `status` in the site's last 30 days (and, given `bankPaid`, one the
 * simulated bank answers paid for, or not), and the list URL that filters them.
 */
async function vaWithStatus(token: string, status: '00' | '03', bankPaid?: boolean) {
  const today = await siteToday(token);
  const from = daysBefore(today, 30);
  const rows = (await apiList(token, VA_PATH, { from, to: today, 'finds[trctStatus]': status, page: 1, max: 100 })).data;
  const row = rows.find((item) => bankPaid === undefined || bankSaysPaid(String(item.trctOrderId)) === bankPaid)!;
  return { row, url: `${VA_SCREEN}?from=${from}&to=${today}&f_status=${status}&q=${String(row.trctOrderId)}` };
}

test('an inquiry on an unpaid (03) row and a resend on a paid (00) row, with their toasts', async ({ page }) => {
  const { token } = await signIn(page, 'superadmin', VA_SCREEN);

  // The simulated bank answers paid for about half of the unpaid orders, always the same for one order.
  const { row: unpaid, url: unpaidList } = await vaWithStatus(token, '03', true);
  await openList(page, unpaidList);
  const orderId = String(unpaid.trctOrderId);
  const unpaidRow = rowOf(page, orderId);
  // Each row's buttons are named after its order id, their visible label first.
  await expect(unpaidRow.getByRole('button', { name: `Notif ${orderId}`, exact: true })).toBeDisabled();
  await unpaidRow.getByRole('button', { name: `Inquiry ${orderId}`, exact: true }).click();
  const inquiry = page.getByRole('alertdialog', { name: 'Kirim Inquiry' });
  await expect(inquiry).toContainText(`Kirim inquiry untuk transaksi dengan order id ${orderId}?`);
  await inquiry.getByRole('button', { name: 'Kirim' }).click();
  await expect(inquiry).toBeHidden();
  // The success toast carries the bank's answer, as the failure toast carries its reason.
  const toast = page.getByRole('alert').filter({ hasText: 'Berhasil mengirim inquiry status.' });
  await expect(toast).toContainText('The bank confirmed the payment: the transaction is now paid.');

  const { row: paid, url: paidList } = await vaWithStatus(token, '00');
  await openList(page, paidList);
  const paidRow = rowOf(page, String(paid.trctOrderId));
  await expect(paidRow.getByRole('button', { name: `Inquiry ${String(paid.trctOrderId)}`, exact: true })).toBeDisabled();
  await paidRow.getByRole('button', { name: `Notif ${String(paid.trctOrderId)}`, exact: true }).click();
  const resend = page.getByRole('alertdialog', { name: 'Kirim Notifikasi' });
  await expect(resend).toContainText(`Kirim notifikasi untuk transaksi dengan order id ${paid.trctOrderId}?`);
  await resend.getByRole('button', { name: 'Kirim' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Berhasil mengirim notifikasi.' })).toContainText('Notification sent to the merchant.');
  // The list refreshed: the row now has a Sukses notification.
  await expect(paidRow.getByRole('link', { name: 'Sukses' })).toBeVisible();
});

test('a failed inquiry keeps its reason, and no two rows have buttons of the same name', async ({ page }) => {
  const { token } = await signIn(page, 'superadmin', VA_SCREEN);
  const { row: unpaid, url } = await vaWithStatus(token, '03', false);
  await openList(page, url.replace(/&q=[^&]*/, ''));
  const names = await page.getByRole('table', { name: 'Transaction VA' }).getByRole('button', { name: /^(Inquiry|Notif) / }).evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')));
  expect(names.length).toBeGreaterThan(1);
  expect(new Set(names).size).toBe(names.length);
  await openList(page, url);
  await rowOf(page, String(unpaid.trctOrderId)).getByRole('button', { name: `Inquiry ${String(unpaid.trctOrderId)}` }).click();
  await page.getByRole('alertdialog', { name: 'Kirim Inquiry' }).getByRole('button', { name: 'Kirim' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Gagal mengirim inquiry status' })).toContainText('The bank reports the transaction is still unpaid.');
});

test.describe('on a 390x844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("Inquiry and Notif sit in the row's Actions menu, reachable without scrolling sideways", async ({ page }) => {
    const { token } = await signIn(page, 'superadmin', VA_SCREEN);
    const { row: unpaid, url } = await vaWithStatus(token, '03');
    // The sidebar is a drawer on a phone: the first page is done when its heading shows.
    await expect(page.getByRole('heading', { name: 'Transaction VA', level: 1 })).toBeVisible(FIRST_LOAD);
    await page.goto(url);
    await expect(page.getByText(/^Showing 1 to \d+ of \d+ entries$/)).toBeVisible(FIRST_LOAD);
    const row = rowOf(page, String(unpaid.trctOrderId));
    const actions = row.getByRole('button', { name: `Actions for ${unpaid.trctOrderId}` });
    await expect(actions).toBeVisible();
    const box = await actions.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await expect(row.getByRole('button', { name: `Inquiry ${String(unpaid.trctOrderId)}` })).toBeHidden();

    await actions.click();
    await expect(page.getByRole('menuitem', { name: 'Notif' })).toBeDisabled();
    await page.getByRole('menuitem', { name: 'Inquiry' }).click();
    const inquiry = page.getByRole('alertdialog', { name: 'Kirim Inquiry' });
    await expect(inquiry).toContainText(`Kirim inquiry untuk transaksi dengan order id ${unpaid.trctOrderId}?`);
    await inquiry.getByRole('button', { name: 'Batal' }).click();
    await expect(inquiry).toBeHidden();
  });
});
