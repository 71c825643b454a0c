import { expect, test } from '@playwright/test';
import { signIn } from '../../support/session';
import { apiList, daysBefore, expectTotal, FIRST_LOAD, grouped, openList, QRIS_SCREEN, rowOf, rupiah, siteToday, transactionsTable, VA_PATH, VA_SCREEN } from './transactions-support';

// The console loads a remote and the list on a shared, busy machine: allow for slow first loads.
test.describe.configure({ timeout: 120_000 });

// A browser far from the site: its own day differs from Jakarta's for part of every day, and the
// screen must still default to the site's day.
test.use({ timezoneId: 'America/Los_Angeles' });

test("defaults to the site's today, with the card totals of the API", async ({ page }) => {
  const { token } = await signIn(page, 'superadmin', VA_SCREEN);
  const today = await siteToday(token);
  await expect(page).toHaveURL(new RegExp(`from=${today}&to=${today}`), FIRST_LOAD);
  const expected = await apiList(token, VA_PATH, { from: today, to: today, page: 1, max: 10 });
  expect(expected.pagination.totalData).toBeGreaterThan(0);
  await expectTotal(page, expected.pagination.totalData);
  await expect(page.getByLabel(`Nominal: ${rupiah(expected.total.nominal_lunas)}`)).toBeVisible();
  await expect(page.getByLabel(`Jumlah Transaksi: ${grouped(expected.total.count_lunas)}`)).toBeVisible();
  // Newest first (trctId descending).
  await expect(transactionsTable(page).getByRole('row').nth(1)).toContainText(String(expected.data[0]!.trctOrderId));
});

test('filters by status and bank, and a copied link reproduces the view', async ({ page, context }) => {
  const { token } = await signIn(page, 'superadmin', VA_SCREEN);
  const today = await siteToday(token);
  const from = daysBefore(today, 30);
  await openList(page, `${VA_SCREEN}?from=${from}&to=${today}`);
  await page.getByRole('button', { name: 'Filter Data' }).click();
  const dialog = page.getByRole('dialog', { name: 'Filter Data' });
  await expect(dialog.getByRole('button', { name: 'CLEAR FILTER' })).toBeDisabled();
  await dialog.getByLabel('By Bank').fill('bri');
  await dialog.getByLabel('By Status').selectOption({ label: 'Lunas' });
  await dialog.getByRole('button', { name: 'Apply Filter' }).click();
  await expect(dialog).toBeHidden();
  const expected = await apiList(token, VA_PATH, { from, to: today, 'finds[trctQrBank]': 'bri', 'finds[trctStatus]': '00', page: 1, max: 10 });
  expect(expected.pagination.totalData).toBeGreaterThan(0);
  await expectTotal(page, expected.pagination.totalData);
  const rows = transactionsTable(page).getByRole('row');
  const count = await rows.count();
  for (let index = 1; index < count; index++) {
    const cells = rows.nth(index).getByRole('cell');
    await expect(cells.nth(4)).toHaveText(/BRI/i);
    await expect(cells.nth(10)).toHaveText('Lunas');
  }
  await expect(page.getByLabel(`Nominal: ${rupiah(expected.total.nominal_lunas)}`)).toBeVisible();
  const copied = page.url();
  expect(copied).toContain('f_bank=bri');
  const second = await context.newPage();
  await second.goto(copied);
  await expectTotal(second, expected.pagination.totalData);
});

test('a long page sorted by Jumlah holds every row of the API\'s page, in its order, each once, down to the last', async ({ page }) => {
  const { token } = await signIn(page, 'superadmin', VA_SCREEN);
  const today = await siteToday(token);
  const from = daysBefore(today, 60);
  await openList(page, `${VA_SCREEN}?from=${from}&to=${today}&size=100`);
  // More rows than fill the table's height: the rows below it are rendered right after the first frame.
  const table = transactionsTable(page);
  // The Order Id of each body row, in the order shown (the second cell: the first is No.).
  const shownOrderIds = () => table.locator('tbody tr').evaluateAll((rows) => rows.map((row) => row.children[1]?.textContent ?? ''));
  const byId = await apiList(token, VA_PATH, { from, to: today, page: 1, max: 100 });
  expect(byId.data.length, 'more VA transactions in 60 days than fill the table').toBeGreaterThan(30);
  await expect.poll(shownOrderIds).toEqual(byId.data.map((row) => String(row.trctOrderId)));

  await table.getByRole('button', { name: 'Jumlah', exact: true }).click();
  await expect(page).toHaveURL(/[?&]sort=trctTotalAmount(&|$)/);
  await expect(page).toHaveURL(/[?&]dir=asc(&|$)/);
  const byAmount = await apiList(token, VA_PATH, { from, to: today, page: 1, max: 100, orderField: 'trctTotalAmount', orderValue: 'asc' });
  const expected = byAmount.data.map((row) => String(row.trctOrderId));
  await expect.poll(shownOrderIds).toEqual(expected);
  expect(new Set(await shownOrderIds()).size).toBe(expected.length);
  // The bottom row is there to scroll to and to find in the page, once.
  const last = expected.at(-1)!;
  await rowOf(page, last).scrollIntoViewIfNeeded();
  await expect(rowOf(page, last)).toBeInViewport();
  await expect(page.getByText(last, { exact: true })).toHaveCount(1);
});

test("links a transaction's notification to the notifications screen searched by its order id", async ({ page }) => {
  const { token } = await signIn(page, 'superadmin', QRIS_SCREEN);
  const today = await siteToday(token);
  const from = daysBefore(today, 30);
  // Other suites add paid rows without a notification: look further than the first page for a notified one.
  const list = await apiList(token, '/dashboard/transactionQr/', { from, to: today, 'finds[trctStatus]': '00', page: 1, max: 200 });
  const notified = list.data.find((row) => row.notification && [1, 2].includes(Number((row.notification as { notiStatus: number }).notiStatus)));
  expect(notified, 'a notified, paid QRIS transaction in the last 30 days').toBeTruthy();
  const orderId = String(notified!.trctOrderId);
  await openList(page, `${QRIS_SCREEN}?from=${from}&to=${today}&f_status=00&q=${orderId}`);
  await rowOf(page, orderId, 'Transaction BRI QRIS').getByRole('link', { name: /Pending|Sukses/ }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/notifications\\?q=${orderId}`));
});
