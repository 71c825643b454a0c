import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { API_URL } from '../../support/environment';
import { apiSignIn, signIn } from '../../support/session';
import { expectHarmless, expectNoInjection, FORMULAS, HOSTILE, HOSTILE_VALUES, LIST_ANSWERED, openE2eDatabase, searchEach, watchDialogs } from './hostile-support';

/**
 * Hostile text that reached the database some other way (a bank's callback, an import) is shown as
 * text on the transaction and notification screens, their search boxes and the bank filter take it
 * harmlessly, and the exported CSV neutralises cells a spreadsheet would run as formulas.
 */

test.describe.configure({ timeout: 300_000 });

const FIRST_LOAD = { timeout: 60_000 };
const entries = LIST_ANSWERED;

/** Seeds one paid VA and one QRIS transaction per hostile string (names carry it), in superadmin's active company. */
async function seedHostileTransactions(prefix: string): Promise<void> {
  const { token } = await apiSignIn('superadmin');
  const status = (await (await fetch(`${API_URL}/security/authentication/status`, { headers: { Authentication: token } })).json()) as {
    company: { active: { compId: number } | null };
  };
  const companyId = status.company.active!.compId;
  const now = new Date().toISOString();
  const db = openE2eDatabase();
  try {
    const insert = db.prepare(`INSERT INTO transactions (trctType, trctCompId, trctOrderId, trctBank, trctTotalAmount, trctTotalAmountPaid,
      trctCreatedTime, trctStatus, trctLunasTime, trctVirtualAccountNo, trctVirtualAccountName, trvaExpiredDate, trctQrName, trctQrBank, trqrReferenceNo)
      VALUES (?, ?, ?, 'BRI', 10000, 10000, ?, '00', ?, ?, ?, ?, ?, ?, ?)`);
    const insertNotification = db.prepare('INSERT INTO notifications (notiTrctId, notiOrderId, notiStatus, notiCreatedTime) VALUES (?, ?, 1, ?)');
    const insertHistory = db.prepare('INSERT INTO notification_history (nohiNotiId, nohiRequest, nohiResponse, nohiCreatedTime) VALUES (?, ?, ?, ?)');
    db.transaction(() => {
      HOSTILE_VALUES.forEach((name, index) => {
        const va = insert.run('va', companyId, `${prefix}VA${index}`, now, now, `8881099${String(index).padStart(9, '0')}`, name, now, null, null, null);
        insert.run('qris', companyId, `${prefix}QR${index}`, now, now, null, null, null, name, 'BRI', `99${String(index).padStart(10, '0')}`);
        if (index === 0) {
          const notification = insertNotification.run(Number(va.lastInsertRowid), `${prefix}VA${index}`, now);
          insertHistory.run(Number(notification.lastInsertRowid), `${HOSTILE.script}${HOSTILE.html}`, JSON.stringify({ message: HOSTILE.html }), now);
        }
      });
    })();
  } finally {
    db.close();
  }
}

/** RFC 4180 lines of quoted cells. */
const parseCsv = (text: string): string[][] =>
  text.split('\r\n').map((line) => [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((match) => match[1]!.replaceAll('""', '"')));

const prefix = `HX${Date.now().toString(36).toUpperCase()}`;
test.beforeAll(async () => seedHostileTransactions(prefix));

for (const screen of [
  { path: '/dashboard/transaction-va', table: 'Transaction VA', kind: 'VA', file: 'transactions_VA.csv', nameHeader: 'Nama VA' },
  { path: '/dashboard/transaction-qris', table: 'Transaction BRI QRIS', kind: 'QR', file: 'transactions_QRIS.csv', nameHeader: 'Nama' },
]) {
  test(`${screen.table}: hostile names shown as text, search and bank filter harmless, CSV neutralised`, async ({ page }) => {
    const fired = watchDialogs(page);
    await signIn(page, 'superadmin', screen.path);
    await expect(page.getByText(entries).first()).toBeVisible(FIRST_LOAD);
    await searchEach(page, fired, screen.table);

    // The bank filter is free text too.
    for (const value of [HOSTILE.script, HOSTILE.html, HOSTILE.long, HOSTILE.sql, HOSTILE.formulaCmd]) {
      await page.getByRole('button', { name: /^Filter Data/ }).click();
      const filter = page.getByRole('dialog', { name: 'Filter Data' });
      await filter.getByLabel('By Bank').fill(value);
      await filter.getByRole('button', { name: 'Apply Filter' }).click();
      await expect(filter).toBeHidden();
      await expect(page.getByText(entries).first()).toBeVisible({ timeout: 30_000 });
      await expectHarmless(page, fired, `${screen.table} bank filter "${value.slice(0, 30)}"`);
      await page.getByRole('button', { name: /^Filter Data/ }).click();
      await filter.getByRole('button', { name: 'CLEAR FILTER' }).click();
      await expect(filter).toBeHidden();
    }

    // The seeded rows: every hostile name is shown as the very text stored.
    await page.getByRole('main').getByRole('searchbox').first().fill(`${prefix}${screen.kind}`);
    await expect(page.getByText(`Showing 1 to ${HOSTILE_VALUES.length} of ${HOSTILE_VALUES.length} entries`)).toBeVisible({ timeout: 30_000 });
    const table = page.getByRole('table', { name: screen.table });
    for (const [index, value] of HOSTILE_VALUES.entries()) {
      const row = table.getByRole('row').filter({ hasText: `${prefix}${screen.kind}${index}` });
      expect(await row.getByRole('cell').allTextContents(), `row ${index} shows "${value.slice(0, 30)}"`).toContain(value);
    }
    await expectHarmless(page, fired, `${screen.table} rows`);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(screen.file);
    const [header, ...rows] = parseCsv((await readFile((await file.path())!, 'utf8')).replace(/^\uFEFF/, ''));
    const name = header!.indexOf(screen.nameHeader);
    const order = header!.indexOf('Order Id');
    expect(rows).toHaveLength(HOSTILE_VALUES.length);
    for (const row of rows) {
      const value = HOSTILE_VALUES[Number(row[order]!.slice(`${prefix}${screen.kind}`.length))]!;
      expect(row[name], `CSV cell of "${value.slice(0, 30)}"`).toBe(FORMULAS.includes(value) ? `'${value}` : value);
      for (const cell of row) expect(cell, 'no CSV cell starts like a formula').not.toMatch(/^[=+\-@\t\r]/);
    }
  });
}

test('Notifications: search harmless, a hostile history body shown as text', async ({ page }) => {
  const fired = watchDialogs(page);
  await signIn(page, 'superadmin', '/dashboard/notifications');
  await expect(page.getByText(entries).first()).toBeVisible(FIRST_LOAD);
  await searchEach(page, fired, 'Notifications');
  await page.getByRole('searchbox', { name: 'Search Order ID Here' }).fill(`${prefix}VA0`);
  await expect(page.getByText('Showing 1 to 1 of 1 entries')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('main').getByRole('button', { name: /^See History/ }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Notification History' });
  await expect(dialog.getByText(`${HOSTILE.script}${HOSTILE.html}`)).toBeVisible({ timeout: 30_000 });
  await expect(dialog).toContainText(HOSTILE.html.replaceAll('"', '\\"'));
  await expectNoInjection(page, fired, 'Notification History');
  // The modal hides the layout from the accessibility tree: close it, then the whole page is checked.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expectHarmless(page, fired, 'Notifications after the history');
});
