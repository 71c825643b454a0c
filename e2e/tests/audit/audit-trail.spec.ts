import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { createThroughApi, pickOption } from '../../support/resource-helpers';
import { API_URL } from '../../support/environment';
import { signIn } from '../../support/session';
import { apiList, daysBefore, openList, rowOf, siteToday, VA_PATH, VA_SCREEN } from '../transactions/transactions-support';

// Two users' journeys on a shared, busy machine.
test.describe.configure({ timeout: 180_000 });

const AUDIT_SCREEN = '/dashboard/audit-log';

/** Sends the row's notification again through its confirm dialog and returns the toast. */
async function resend(page: Page, orderId: string) {
  await rowOf(page, orderId).getByRole('button', { name: `Notif ${orderId}`, exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Kirim Notifikasi' });
  await dialog.getByRole('button', { name: 'Kirim' }).click();
  await expect(dialog).toBeHidden();
}

interface TimelineReply {
  data: { events: { kind: string; by: string | null }[] };
}

test('staff resends a notification twice quickly (the merchant is told once) and exports; the auditor finds both clicks and the export', async ({ page }) => {
  const { token } = await signIn(page, 'staff', VA_SCREEN);
  const today = await siteToday(token);
  const from = daysBefore(today, 30);
  const paid = (await apiList(token, VA_PATH, { from, to: today, 'finds[trctStatus]': '00', page: 1, max: 50 })).data.at(-1)!;
  const orderId = String(paid.trctOrderId);
  const timeline = async () =>
    ((await (await fetch(`${API_URL}/dashboard/transactionVa/timeline/${String(paid.trctId)}`, { headers: { Authentication: token } })).json()) as TimelineReply).data.events;
  const sendsBefore = (await timeline()).filter((event) => event.kind === 'notification').length;

  await openList(page, `${VA_SCREEN}?from=${from}&to=${today}&q=${orderId}`);
  await resend(page, orderId);
  await expect(page.getByRole('alert').filter({ hasText: 'Berhasil mengirim notifikasi.' }).first()).toContainText('Notification sent to the merchant.');
  await resend(page, orderId);
  // The second click within the window sends nothing: an info toast says so, not a success.
  const repeated = page.getByRole('alert').filter({ hasText: /^Notifikasi sudah dikirim \d+ detik yang lalu: merchant tidak dikirimi lagi\.$/ });
  await expect(repeated).toBeVisible();
  await expect(page.locator('.Toastify__toast--info').filter({ hasText: 'Notifikasi sudah dikirim' })).toHaveCount(1);
  const sends = (await timeline()).filter((event) => event.kind === 'notification');
  expect(sends).toHaveLength(sendsBefore + 1);
  expect(sends.at(-1)?.by).toBe('staff');

  // The row's detail: its fields titled as the columns are, Copy for its ids, and its history naming who sent it again.
  await rowOf(page, orderId).getByRole('button', { name: `Detail ${orderId}`, exact: true }).click();
  const detail = page.getByRole('dialog', { name: 'Detail Transaksi' });
  await expect(detail.getByRole('button', { name: 'Copy Order Id' })).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Copy No. Virtual Account' })).toBeVisible();
  await expect(detail).not.toContainText('trct');
  const events = detail.getByRole('list', { name: 'Riwayat' }).getByRole('listitem');
  await expect(events.first()).toContainText('Dibuat');
  await expect(events.first()).toContainText('WIB');
  await expect(events.last()).toContainText('Notifikasi ke merchant');
  await expect(events.last()).toContainText('Dikirim ulang oleh staff');
  await detail.getByRole('button', { name: 'Close' }).first().click();
  await expect(detail).toBeHidden();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  await download;

  await signIn(page, 'auditor', AUDIT_SCREEN);
  await expect(page.getByRole('heading', { name: 'Audit Log', level: 1 })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('searchbox', { name: 'Cari id data atau order id' }).fill(orderId);
  const table = page.getByRole('table', { name: 'Audit Log' });
  const rows = table.getByRole('row').filter({ hasText: orderId });
  await expect(rows).toHaveCount(3);
  // Newest first: the export, the repeated click, the first click; each with staff's name and the order id.
  await expect(rows.nth(0)).toContainText('Export CSV');
  await expect(rows.nth(1)).toContainText('Kirim Notifikasi');
  await expect(rows.nth(1)).toContainText('Diulang');
  await expect(rows.nth(2)).toContainText('Kirim Notifikasi');
  await expect(rows.nth(2)).toContainText('Berhasil');
  for (let i = 0; i < 3; i++) await expect(rows.nth(i)).toContainText('staff');
  await expect(page.getByRole('status').filter({ hasText: 'Audit trail utuh' })).toBeVisible();

  // The auditor reads no list of users: the picker offers the users on the page (and says so); staff picked by keyboard.
  await page.getByRole('button', { name: 'Filter Data' }).click();
  const filter = page.getByRole('dialog', { name: 'Filter Data' });
  await filter.getByRole('combobox', { name: 'By User' }).fill('staf');
  await expect(filter.getByRole('listbox').getByRole('option')).toHaveText(['Username "staf"', 'staff (staff@console.id)']);
  await expect(filter.getByText('Hanya user di halaman ini dan Anda sendiri; ketik username lain untuk mencarinya.')).toBeVisible();
  // Escape closes the options, not the dialog; ArrowUp opens them again at the last one.
  await page.keyboard.press('Escape');
  await expect(filter.getByRole('listbox')).toBeHidden();
  await expect(filter).toBeVisible();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await filter.getByRole('button', { name: 'Apply Filter' }).click();
  await expect(page.getByRole('group', { name: 'Filter aktif' })).toContainText('User: staff (staff@console.id)');
  await expect(rows).toHaveCount(3);

  // The export's details: its range, its filter (the order id) and how many rows it wrote.
  await rows.nth(0).getByRole('button', { name: /^Detail Export CSV/ }).click();
  const details = page.getByRole('dialog', { name: 'Detail Audit' });
  await expect(details).toContainText('Jumlah baris1');
  await expect(details).toContainText(`Order Id: ${orderId}`);
  await expect(details).toContainText(`Rentang tanggal${from} – ${today}`);
  await details.getByRole('button', { name: 'Close' }).first().click();

  // The Audit Log's own export goes through the same exporter.
  const auditFile = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const csv = await readFile((await (await auditFile).path())!, 'utf8');
  expect(csv).toContain('"Kirim Notifikasi"');
  expect(csv).toContain('"transaction.resend-notification"');
  expect(csv.split('\r\n')).toHaveLength(4);
});

test('superadmin creates a company and assigns it to a user; the change is in the trail before and after', async ({ page }) => {
  const name = `PT Audit Uji ${Date.now() % 100000}`;
  // A user of its own: the demo users' companies (and their order) stay as the other tests know them.
  const userId = `audit${Date.now() % 100000}@console.id`;
  await createThroughApi('/master/user', { userId, userStatus: 1 });
  const session = await signIn(page, 'superadmin', '/dashboard/company-management');
  await page.getByRole('button', { name: 'Add Data' }).click();
  const form = page.getByRole('dialog', { name: 'Tambah Data Baru' });
  await pickOption(form, 'Company Group', 'Dewata Hospitality Group');
  await form.getByLabel('Company Name').fill(name);
  await form.getByLabel('Address').fill('Jl. Legian No. 10');
  await form.getByLabel(/^Phone/).fill('0361754321');
  await form.getByLabel(/^PIC(?! Phone)/).fill('Ketut Uji');
  await form.getByLabel(/^PIC Phone/).fill('081298765432');
  await pickOption(form, 'Status', 'Active');
  await pickOption(form, 'Client', '6 - Koperasi Maju Bersama');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();

  await page.goto('/dashboard/user-company-management');
  await page.getByRole('button', { name: 'Add Data' }).click();
  const assign = page.getByRole('dialog', { name: 'Tambah Data Baru' });
  await pickOption(assign, 'User ID', userId);
  await pickOption(assign, 'Company', name);
  await assign.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('User added successfully')).toBeVisible();
  await expect(assign).toBeHidden();

  // Superadmin holds the audit permission: the assignment is there, with the new company's id after.
  await page.goto(AUDIT_SCREEN);
  const row = page.getByRole('table', { name: 'Audit Log' }).getByRole('row').filter({ hasText: 'Tambah User Company' }).first();
  await expect(row).toContainText('superadmin');
  await row.getByRole('button', { name: /^Detail Tambah User Company/ }).click();
  const details = page.getByRole('dialog', { name: 'Detail Audit' });
  // The new record, its fields titled as the User Company form titles them.
  const added = details.getByRole('list', { name: 'Data yang ditambahkan' }).or(details.locator('[aria-label="Data yang ditambahkan"]'));
  await expect(added).toContainText(`User ID${userId}`);
  await details.getByRole('button', { name: 'Close' }).first().click();
  await expect(details).toBeHidden();

  // The chain's state above the list; the new company named beside its id (superadmin reads the companies).
  await expect(page.getByRole('status').filter({ hasText: 'Audit trail utuh' })).toContainText(/[\d.]+ baris diperiksa, \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} WIB/);
  const created = page.getByRole('table', { name: 'Audit Log' }).getByRole('row').filter({ hasText: 'Tambah Company' }).filter({ hasText: name }).first();
  await expect(created).toContainText(new RegExp(`Company \\d+ \\(${name}\\)`));

  // The user and the company picked by name, by keyboard alone; the list holds superadmin's rows in that company only.
  await page.getByRole('button', { name: 'Filter Data' }).click();
  const filter = page.getByRole('dialog', { name: 'Filter Data' });
  const userPicker = filter.getByRole('combobox', { name: 'By User' });
  await userPicker.click();
  await page.keyboard.type('superad');
  const userOptions = filter.getByRole('listbox').getByRole('option');
  await expect(userOptions).toHaveText(['Username "superad"', 'superadmin (superadmin@console.id)']);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(userPicker).toHaveValue('superadmin (superadmin@console.id)');
  const companyPicker = filter.getByRole('combobox', { name: 'By Company' });
  await companyPicker.click();
  await page.keyboard.type(session.company.slice(0, 12));
  await expect(filter.getByRole('listbox').getByRole('option').first()).toContainText(session.company);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(companyPicker).toHaveValue(new RegExp(`^${session.company} \\(\\d+\\)$`));
  await filter.getByRole('button', { name: 'Apply Filter' }).click();
  await expect(filter).toBeHidden();
  const chips = page.getByRole('group', { name: 'Filter aktif' });
  await expect(chips).toContainText('User: superadmin (superadmin@console.id)');
  await expect(chips).toContainText(`Company: ${session.company}`);
  const filtered = page.getByRole('table', { name: 'Audit Log' }).getByRole('row').filter({ hasText: 'Tambah Company' }).filter({ hasText: name });
  await expect(filtered.first()).toContainText(session.company);
  const users = await page.getByRole('table', { name: 'Audit Log' }).getByRole('row').filter({ has: page.getByRole('cell') }).allTextContents();
  for (const text of users) expect(text).toContain('superadmin');
});

test('an order id typed in the top bar finds its VA row and its notifications, whatever the date, by keyboard alone', async ({ page }) => {
  const { token } = await signIn(page, 'staff', '/dashboard/home');
  const today = await siteToday(token);
  const rows = (await apiList(token, VA_PATH, { from: daysBefore(today, 30), to: daysBefore(today, 10), 'finds[trctStatus]': '00', page: 1, max: 100 })).data;
  const notified = rows.find((row) => row.notification && !Array.isArray(row.notification))!;
  const orderId = String(notified.trctOrderId);
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible({ timeout: 30_000 });

  // `/` focuses the search from anywhere on the page.
  await page.locator('body').click();
  await page.keyboard.press('/');
  const box = page.getByRole('combobox', { name: 'Cari order id, No. VA atau Ref. QRIS' });
  await expect(box).toBeFocused();
  // Under 3 characters it says why nothing is searched.
  await page.keyboard.type(orderId.slice(0, 2));
  await expect(page.getByText('Ketik minimal 3 karakter untuk mencari.', { exact: true }).first()).toBeVisible();
  await page.keyboard.type(orderId.slice(2));
  // Announced to screen readers, and listed with amount, status and date: the VA transaction and its notification.
  await expect(page.getByRole('status').filter({ hasText: `2 ditemukan untuk ${orderId}.` })).toBeAttached();
  const results = page.getByRole('listbox', { name: 'Hasil pencarian' });
  const options = results.getByRole('option');
  await expect(options).toHaveCount(2);
  await expect(options.first()).toContainText(`VA ${orderId}`);
  await expect(options.first()).toContainText(/Rp\. [\d.]+/);
  await expect(options.first()).toContainText('Lunas');
  await expect(options.first()).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} WIB/);

  // Escape closes the panel and keeps the text; ArrowDown opens it again and moves to a hit.
  await page.keyboard.press('Escape');
  await expect(results).toBeHidden();
  await expect(box).toHaveValue(orderId);
  await page.keyboard.press('ArrowDown');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await options.first().getAttribute('id'))!);
  await page.keyboard.press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');

  // Its screen, on its day, searched to it, with its detail open; closing it gives the focus back to the search.
  await expect(page).toHaveURL(new RegExp(`/dashboard/transaction-va\\?.*q=${orderId}`));
  const detail = page.getByRole('dialog', { name: 'Detail Transaksi' });
  await expect(detail).toContainText(`Order Id ${orderId}`);
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();
  await expect(box).toBeFocused();
  await expect(results).toBeHidden();
  await expect(rowOf(page, orderId)).toHaveCount(1);
  await expect(page).not.toHaveURL(/detail=/);

  // A click elsewhere closes the panel; a second Escape clears the text.
  await page.keyboard.press('ArrowDown');
  await expect(results).toBeVisible();
  await page.getByRole('heading', { level: 1 }).click();
  await expect(results).toBeHidden();
  await box.click();
  await expect(results).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(box).toHaveValue(orderId);
  await page.keyboard.press('Escape');
  await expect(box).toHaveValue('');
});
