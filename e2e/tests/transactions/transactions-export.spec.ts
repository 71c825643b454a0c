import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { signIn } from '../../support/session';
import { apiList, daysBefore, grouped, openList, siteToday, VA_PATH, VA_SCREEN } from './transactions-support';

// The console loads a remote and the list on a shared, busy machine: allow for slow first loads.
test.describe.configure({ timeout: 120_000 });

const HEADER = ['No.', 'Order Id', 'No. Virtual Account', 'Nama VA', 'Bank', 'Jumlah', 'Jumlah Dibayar', 'Tanggal', 'Kadaluarsa', 'Waktu Lunas', 'Status', 'Notifikasi'];

/** RFC 4180 lines of quoted cells (every cell must be quoted). */
function parseCsv(text: string): string[][] {
  return text.split('\r\n').map((line) => {
    expect(line).toMatch(/^"(?:[^"]|"")*"(?:,"(?:[^"]|"")*")*$/);
    return [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((match) => match[1]!.replaceAll('""', '"'));
  });
}

test("exports the range's rows as transactions_VA.csv, newest first, every column but Actions", async ({ page }) => {
  const { token } = await signIn(page, 'superadmin', VA_SCREEN);
  const today = await siteToday(token);
  const from = daysBefore(today, 30);
  await openList(page, `${VA_SCREEN}?from=${from}&to=${today}`);
  const expected = await apiList(token, VA_PATH, { from, to: today, orderField: 'trctCreatedTime', orderValue: 'DESC', page: 1, max: 1000 });
  await expect(page.getByText(new RegExp(`of ${expected.pagination.totalData} entries$`))).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('transactions_VA.csv');
  const text = await readFile((await file.path())!, 'utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const [header, ...rows] = parseCsv(text.slice(1));
  expect(header).toEqual(HEADER);
  expect(rows).toHaveLength(expected.pagination.totalData);
  expect(rows.map((row) => row[1])).toEqual(expected.data.map((row) => row.trctOrderId));
  expect(rows.map((row) => row[0])).toEqual(rows.map((_, index) => String(index + 1)));
  for (const row of rows) expect(['Pending', 'Sukses', '', 'No Data']).toContain(row[11]);
  // The screen is usable again: the progress bar is gone, and the toast says how many rows were written.
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeHidden();
  const done = page.getByRole('alert').filter({ hasText: `Berhasil export ${grouped(expected.pagination.totalData)} baris data.` });
  await expect(done).toContainText('transactions_VA.csv');
});

test('an empty list: says there is nothing to export and downloads nothing', async ({ page }) => {
  await signIn(page, 'superadmin', VA_SCREEN);
  await openList(page, VA_SCREEN);
  await page.getByRole('searchbox', { name: 'Search Order ID..' }).fill('NO-SUCH-ORDER');
  await expect(page.getByText('No data available')).toBeVisible();
  const downloads: string[] = [];
  page.on('download', (download) => downloads.push(download.suggestedFilename()));
  await page.getByRole('button', { name: 'Export' }).click();
  // The toast comes when the export has ended: a file would have been handed over before it.
  await expect(page.getByRole('alert').filter({ hasText: 'Tidak ada data untuk di-export.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export' })).toBeEnabled();
  expect(downloads).toEqual([]);
});
