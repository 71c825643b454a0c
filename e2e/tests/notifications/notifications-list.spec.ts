import { expect, test } from '@playwright/test';
import { bodyRows, expectShowing, notificationsOf, notificationsTable, SCREEN, searchBox, openScreen } from './notifications-support';

// Remote loading and each search take seconds on a busy machine.
test.describe.configure({ timeout: 90_000 });

test('lists the newest notifications first, searches an order id, filters by status and pages to the last page', async ({ page }) => {
  const { rows } = await notificationsOf('staff');
  expect(rows.length).toBeGreaterThan(10);
  const pending = rows.filter((row) => row.notiStatus === 1);
  await openScreen(page, 'staff', SCREEN);

  await expectShowing(page, `Showing 1 to 10 of ${rows.length} entries`);
  await expect(page).toHaveURL(/from=1970-01-01&to=\d{4}-\d{2}-\d{2}/);
  await expect(bodyRows(page).first().getByRole('cell').first()).toHaveText(String(rows[0]!.notiId));
  await expect(notificationsTable(page).getByRole('columnheader', { name: /Notif Id/ })).toHaveAttribute('aria-sort', 'descending');

  const wanted = rows.find((row) => row.notiOrderId)!;
  await searchBox(page).fill(wanted.notiOrderId!);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${wanted.notiOrderId}`));
  await expectShowing(page, 'Showing 1 to 1 of 1 entries');
  await expect(bodyRows(page).first().getByRole('cell').nth(1)).toHaveText(wanted.notiOrderId!);
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expectShowing(page, `Showing 1 to 10 of ${rows.length} entries`);

  await page.getByRole('button', { name: 'Filter Data' }).click();
  const filter = page.getByRole('dialog', { name: 'Filter Data' });
  await filter.getByRole('combobox', { name: 'By Status' }).selectOption({ label: 'Pending' });
  await filter.getByRole('button', { name: 'Apply Filter' }).click();
  await expect(filter).toBeHidden();
  await expect(page).toHaveURL(/f_status=1/);
  await expectShowing(page, `Showing 1 to ${Math.min(10, pending.length)} of ${pending.length} entries`);
  await expect(notificationsTable(page).getByText('Sukses')).toHaveCount(0);

  await page.getByRole('button', { name: 'Last' }).click();
  const lastPage = Math.ceil(pending.length / 10);
  await expect(page).toHaveURL(new RegExp(`[?&]page=${lastPage}`));
  await expectShowing(page, `Showing ${(lastPage - 1) * 10 + 1} to ${pending.length} of ${pending.length} entries`);
  await expect(bodyRows(page).last().getByRole('cell').first()).toHaveText(String(pending.at(-1)!.notiId));
  await expect(bodyRows(page).getByText('Pending')).toHaveCount(pending.length - (lastPage - 1) * 10);
});

test('a link with an order id (from a transaction) opens its notifications', async ({ page }) => {
  const { rows } = await notificationsOf('staff');
  const wanted = rows.find((row) => row.notiOrderId)!;
  await openScreen(page, 'staff', `${SCREEN}?q=${encodeURIComponent(wanted.notiOrderId!)}`);
  await expect(searchBox(page)).toHaveValue(wanted.notiOrderId!);
  await expectShowing(page, 'Showing 1 to 1 of 1 entries');
  await expect(bodyRows(page).first().getByRole('cell').first()).toHaveText(String(wanted.notiId));
  await expect(page).toHaveURL(/from=1970-01-01/);
});

test('the range shows Select Date Range while none is chosen, and Refresh goes back to every default as on VA and QRIS', async ({ page }) => {
  const { rows } = await notificationsOf('staff');
  const wanted = rows.find((row) => row.notiOrderId && row.notiStatus === 1)!;
  await openScreen(page, 'staff', SCREEN);
  const start = page.getByRole('textbox', { name: 'Select Date Range: dari' });
  // No range chosen: the placeholder, not a literal 01/01/1970, while the call still sends 1970-01-01 (spec 4).
  await expect(start).toHaveValue('');
  await expect(start).toHaveAttribute('placeholder', 'Select Date Range');
  await expect(page.getByRole('textbox', { name: 'Select Date Range: sampai' })).toHaveValue('');

  await page.goto(`${SCREEN}?q=${encodeURIComponent(wanted.notiOrderId!)}&f_status=1&from=2020-01-01&to=2999-12-31`);
  await expectShowing(page, 'Showing 1 to 1 of 1 entries');
  await expect(start).toHaveValue('01/01/2020');
  const listed = page.waitForRequest((request) => new URL(request.url()).pathname === '/dashboard/notification' && new URL(request.url()).searchParams.get('from') === '1970-01-01');
  await page.getByRole('button', { name: 'Refresh' }).click();
  const query = new URL((await listed).url()).searchParams;
  expect(query.get('finds[notiOrderId]')).toBeNull();
  expect(query.get('finds[notiStatus]')).toBeNull();
  await expectShowing(page, `Showing 1 to 10 of ${rows.length} entries`);
  await expect(searchBox(page)).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Filter Data', exact: true })).toBeVisible();
  await expect(page).toHaveURL(/[?&]from=1970-01-01&to=\d{4}-\d{2}-\d{2}$/);
  await expect(start).toHaveValue('');
  await expect(start).toHaveAttribute('placeholder', 'Select Date Range');
});
