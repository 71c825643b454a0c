import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { API_URL } from '../../support/environment';
import { apiSignIn, signIn } from '../../support/session';
import { openE2eDatabase } from './hostile-support';

/**
 * The exported CSV neutralises every form of a formula cell a spreadsheet would run (decision 094):
 * after leading spaces, a no-break space, a BOM or a zero-width character, the full-width signs,
 * a leading line feed and a pipe; each keeps its text after the quote.
 */

test.describe.configure({ timeout: 120_000 });

const FORMS: Record<string, string> = {
  'leading spaces': '   =1+1',
  'a no-break space': '\u00a0=HYPERLINK("http://x")',
  'a byte-order mark': '\ufeff=1+1',
  'a zero-width space': '\u200b@SUM(1)',
  'full-width equals': '＝1+1',
  'full-width plus': '＋1+1',
  'full-width minus': '－2+3',
  'full-width at': '＠SUM(1)',
  'a leading line feed': '\n=1+1',
  'a pipe': "|cmd' /C calc'!A0",
};
const names = Object.values(FORMS);

/** RFC 4180 cells (quoted, quotes doubled, line breaks inside quotes kept), row by row. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let at = 0;
  while (at < text.length) {
    expect(text[at], `a quoted cell at ${at}`).toBe('"');
    let cell = '';
    at += 1;
    for (;;) {
      const quote = text.indexOf('"', at);
      cell += text.slice(at, quote);
      at = quote + 1;
      if (text[at] !== '"') break;
      cell += '"';
      at += 1;
    }
    row.push(cell);
    if (text.startsWith('\r\n', at) || at >= text.length) {
      rows.push(row);
      row = [];
      at += 2;
    } else {
      expect(text[at]).toBe(',');
      at += 1;
    }
  }
  return rows;
}

const prefix = `FX${Date.now().toString(36).toUpperCase()}`;

test.beforeAll(async () => {
  // Names as a bank's callback would store them: the API's own rules never take such text in.
  const { token } = await apiSignIn('superadmin');
  const status = (await (await fetch(`${API_URL}/security/authentication/status`, { headers: { Authentication: token } })).json()) as {
    company: { active: { compId: number } };
  };
  const now = new Date().toISOString();
  const db = openE2eDatabase();
  try {
    const insert = db.prepare(`INSERT INTO transactions (trctType, trctCompId, trctOrderId, trctBank, trctTotalAmount, trctTotalAmountPaid,
      trctCreatedTime, trctStatus, trctLunasTime, trctVirtualAccountNo, trctVirtualAccountName, trvaExpiredDate)
      VALUES ('va', ?, ?, 'BRI', 10000, 10000, ?, '00', ?, ?, ?, ?)`);
    db.transaction(() => names.forEach((name, index) => insert.run(status.company.active.compId, `${prefix}${index}`, now, now, `8882099${String(index).padStart(9, '0')}`, name, now)))();
  } finally {
    db.close();
  }
});

test('every formula form in a VA name is exported behind a quote, its text kept', async ({ page }) => {
  await signIn(page, 'superadmin', '/dashboard/transaction-va');
  await expect(page.getByText(/^Showing \d+ to \d+ of \d+ entries$/)).toBeVisible({ timeout: 60_000 });
  await page.getByRole('main').getByRole('searchbox').first().fill(prefix);
  await expect(page.getByText(`Showing 1 to ${names.length} of ${names.length} entries`)).toBeVisible({ timeout: 30_000 });

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const [header, ...rows] = parseCsv((await readFile((await (await download).path())!, 'utf8')).replace(/^\uFEFF/, ''));
  const name = header!.indexOf('Nama VA');
  const order = header!.indexOf('Order Id');
  expect(rows).toHaveLength(names.length);
  const exported = Object.fromEntries(rows.map((row) => [row[order]!, row[name]!]));
  for (const [form, value] of Object.entries(FORMS)) {
    expect(exported[`${prefix}${names.indexOf(value)}`], `the CSV cell of a name starting with ${form}`).toBe(`'${value}`);
  }
});
