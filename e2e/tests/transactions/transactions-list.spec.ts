import { expect, test } from '@playwright/test';
import { signIn } from '../../support/session';
import { apiList, columnTexts, daysBefore, expectTotal, FIRST_LOAD, grouped, openList, QRIS_SCREEN, rowOf, rupiah, siteToday, transactionsTable, VA_PATH, VA_SCREEN } from './transactions-support';

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
  const banks = await columnTexts(page, 'Bank');
  expect(banks.length).toBe(Math.min(10, expected.pagination.totalData));
  expect(banks.every((bank) => /BRI/i.test(bank))).toBe(true);
  expect((await columnTexts(page, 'Status')).every((status) => status === 'Lunas')).toBe(true);
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

test('refuses a typed day that does not exist, and a start after the end, with a message at the field; the range stays', async ({ page }) => {
  const { token } = await signIn(page, 'superadmin', VA_SCREEN);
  const today = await siteToday(token);
  const from = daysBefore(today, 30);
  await openList(page, `${VA_SCREEN}?from=${from}&to=${today}`);
  const total = (await apiList(token, VA_PATH, { from, to: today, page: 1, max: 1 })).pagination.totalData;
  await expectTotal(page, total);
  const start = page.getByRole('textbox', { name: 'Tanggal: dari' });
  const shown = (day: string) => day.split('-').reverse().join('/');

  // 31 February: refused, not moved to the 28th.
  await start.fill(`31/02/${today.slice(0, 4)}`);
  await start.press('Enter');
  await expect(page.getByText(`31/02/${today.slice(0, 4)} is not a valid date (DD/MM/YYYY).`)).toBeVisible();
  await expect(start).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(new RegExp(`from=${from}&to=${today}`));
  await expectTotal(page, total);

  // A start after the end: refused on leaving the field.
  await start.fill(shown(daysBefore(today, -1)));
  await start.press('Tab');
  await expect(page.getByText('The start date must not be after the end date.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`from=${from}&to=${today}`));

  // A day that exists is taken, and the message goes.
  const week = daysBefore(today, 7);
  await start.fill(shown(week));
  await start.press('Enter');
  await expect(page).toHaveURL(new RegExp(`from=${week}&to=${today}`));
  await expect(page.getByText('The start date must not be after the end date.')).toBeHidden();
  await expect(start).not.toHaveAttribute('aria-invalid', 'true');
  await expectTotal(page, (await apiList(token, VA_PATH, { from: week, to: today, page: 1, max: 1 })).pagination.totalData);
});

test("the demo's QRIS transactions are BRI's, as the screen's title says", async ({ page }) => {
  const { token } = await signIn(page, 'superadmin', QRIS_SCREEN);
  const today = await siteToday(token);
  const from = daysBefore(today, 30);
  await openList(page, `${QRIS_SCREEN}?from=${from}&to=${today}&size=100`);
  const expected = await apiList(token, '/dashboard/transactionQr/', { from, to: today, page: 1, max: 100 });
  expect(expected.data.length).toBeGreaterThan(10);
  // The rows below the table's height arrive a frame after the first ones.
  await expect.poll(async () => (await columnTexts(page, 'Bank', 'Transaction BRI QRIS')).length).toBe(expected.data.length);
  expect(new Set(await columnTexts(page, 'Bank', 'Transaction BRI QRIS'))).toEqual(new Set(['BRI']));
});
