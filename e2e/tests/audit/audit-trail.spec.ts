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
  // The second click within the window gets the first result back, and the toast says so.
  await expect(page.getByRole('alert').filter({ hasText: 'Already sent' })).toContainText('the merchant was not notified again');
  const sends = (await timeline()).filter((event) => event.kind === 'notification');
  expect(sends).toHaveLength(sendsBefore + 1);
  expect(sends.at(-1)?.by).toBe('staff');

  // The row's detail: every field, Copy for its ids, and its timeline naming who sent it again.
  await rowOf(page, orderId).getByRole('button', { name: `Detail ${orderId}`, exact: true }).click();
  const detail = page.getByRole('dialog', { name: 'Transaction Detail' });
  await expect(detail.getByRole('button', { name: 'Copy trctOrderId' })).toBeVisible();
  const events = detail.getByRole('list', { name: 'Timeline' }).getByRole('listitem');
  await expect(events.first()).toContainText('Created');
  await expect(events.last()).toContainText('Notification to the merchant');
  await expect(events.last()).toContainText('Sent again by staff');
  await detail.getByRole('button', { name: 'Close' }).first().click();
  await expect(detail).toBeHidden();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  await download;

  await signIn(page, 'auditor', AUDIT_SCREEN);
  await expect(page.getByRole('heading', { name: 'Audit Log', level: 1 })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('searchbox', { name: 'Record key or order id' }).fill(orderId);
  const table = page.getByRole('table', { name: 'Audit Log' });
  const rows = table.getByRole('row').filter({ hasText: orderId });
  await expect(rows).toHaveCount(3);
  // Newest first: the export, the repeated click, the first click; each with staff's name and the order id.
  await expect(rows.nth(0)).toContainText('export.csv');
  await expect(rows.nth(1)).toContainText('transaction.resend-notification');
  await expect(rows.nth(1)).toContainText('repeated');
  await expect(rows.nth(2)).toContainText('transaction.resend-notification');
  await expect(rows.nth(2)).toContainText('success');
  for (let i = 0; i < 3; i++) await expect(rows.nth(i)).toContainText('staff');

  // The export's details: its range, its filter (the order id) and how many rows it wrote.
  await rows.nth(0).getByRole('button', { name: /^Details/ }).click();
  const details = page.getByRole('dialog', { name: 'Audit Details' });
  await expect(details).toContainText('"rows": 1');
  await expect(details).toContainText(`"finds[trctOrderId]": "${orderId}"`);
  await expect(details).toContainText(from);
  await details.getByRole('button', { name: 'Close' }).first().click();

  // The Audit Log's own export goes through the same exporter.
  const auditFile = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const csv = await readFile((await (await auditFile).path())!, 'utf8');
  expect(csv).toContain('transaction.resend-notification');
  expect(csv.split('\r\n')).toHaveLength(4);
});

test('superadmin creates a company and assigns it to a user; the change is in the trail before and after', async ({ page }) => {
  const name = `PT Audit Uji ${Date.now() % 100000}`;
  // A user of its own: the demo users' companies (and their order) stay as the other tests know them.
  const userId = `audit${Date.now() % 100000}@console.id`;
  await createThroughApi('/master/user', { userId, userStatus: 1 });
  await signIn(page, 'superadmin', '/dashboard/company-management');
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
  const row = page.getByRole('table', { name: 'Audit Log' }).getByRole('row').filter({ hasText: 'master.user-company.create' }).first();
  await expect(row).toContainText('superadmin');
  await row.getByRole('button', { name: /^Details/ }).click();
  const details = page.getByRole('dialog', { name: 'Audit Details' });
  await expect(details).toContainText(userId);
});

test('an order id typed in the top bar finds its VA row and its notifications, whatever the date', async ({ page }) => {
  const { token } = await signIn(page, 'staff', '/dashboard/home');
  const today = await siteToday(token);
  const rows = (await apiList(token, VA_PATH, { from: daysBefore(today, 30), to: daysBefore(today, 10), 'finds[trctStatus]': '00', page: 1, max: 100 })).data;
  const notified = rows.find((row) => row.notification && !Array.isArray(row.notification))!;
  const orderId = String(notified.trctOrderId);
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible({ timeout: 30_000 });

  // `/` focuses the search from anywhere on the page.
  await page.locator('body').click();
  await page.keyboard.press('/');
  const box = page.getByRole('searchbox', { name: 'Search order id, VA or QRIS number' });
  await expect(box).toBeFocused();
  await box.fill(orderId);
  // Announced to screen readers, and listed: the VA transaction and its notification.
  await expect(page.getByRole('status').filter({ hasText: `2 found for ${orderId}.` })).toBeAttached();
  const results = page.getByRole('region', { name: 'Search results' });
  await expect(results.getByRole('link', { name: `Notification ${orderId}`, exact: false })).toBeVisible();
  await results.getByRole('link', { name: `VA ${orderId}` }).click();

  // Its screen, on its day, searched to it, with its detail open.
  await expect(page).toHaveURL(new RegExp(`/dashboard/transaction-va\\?.*q=${orderId}`));
  const detail = page.getByRole('dialog', { name: 'Transaction Detail' });
  await expect(detail).toContainText(`Order Id ${orderId}`);
  await detail.getByRole('button', { name: 'Close' }).first().click();
  await expect(rowOf(page, orderId)).toHaveCount(1);
  await expect(page).not.toHaveURL(/detail=/);
});
