import { expect, type Page } from '@playwright/test';
import { API_URL } from '../../support/environment';

export const VA_SCREEN = '/dashboard/transaction-va';
export const QRIS_SCREEN = '/dashboard/transaction-qris';
export const VA_PATH = '/dashboard/transactionVa/';

export interface ListAnswer {
  data: Record<string, unknown>[];
  pagination: { totalData: number; totalPage: number; itemPerPage: number; page: number };
  total: { nominal_lunas: number; count_lunas: number };
}

/** A list call straight to the API with the page's token (what the screen should show). */
export async function apiList(token: string, path: string, query: Record<string, string | number>): Promise<ListAnswer> {
  const params = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  const response = await fetch(`${API_URL}${path}?${params}`, { headers: { Authentication: token } });
  expect(response.ok, `GET ${path} answered ${response.status}`).toBe(true);
  return (await response.json()) as ListAnswer;
}

/** The site's day according to the API's status reply. */
export async function siteToday(token: string): Promise<string> {
  const status = (await (await fetch(`${API_URL}/security/authentication/status`, { headers: { Authentication: token } })).json()) as { site: { today: string } };
  return status.site.today;
}

/** The `YYYY-MM-DD` day `days` before `day`. */
export const daysBefore = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/** `1500000` -> `Rp. 1.500.000`. */
export const rupiah = (value: number) => `Rp. ${String(value).replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;
/** `1234` -> `1.234`. */
export const grouped = (value: number) => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, '.');

export const transactionsTable = (page: Page, name = 'Transaction VA') => page.getByRole('table', { name });
export const rowOf = (page: Page, orderId: string, name = 'Transaction VA') => transactionsTable(page, name).getByRole('row').filter({ hasText: orderId });

/**
 * The cells of the column headed `header` in the body rows shown, read by the column's place among
 * the headers shown (columns folded away on a narrow table are hidden in the header and the rows alike).
 */
export async function columnTexts(page: Page, header: string, name = 'Transaction VA'): Promise<string[]> {
  return transactionsTable(page, name).evaluate((table, wanted) => {
    const shown = (cell: Element) => (cell as HTMLElement).offsetWidth > 0;
    const headers = [...table.querySelectorAll('thead th')].filter(shown).map((cell) => cell.textContent?.trim() ?? '');
    const index = headers.indexOf(wanted);
    if (index < 0) throw new Error(`no column ${wanted} among ${headers.join(', ')}`);
    return [...table.querySelectorAll('tbody tr[data-row-index]')].map((row) => [...row.children].filter(shown)[index]?.textContent?.trim() ?? '');
  }, header);
}

/** On a busy machine the remote and its first list can take a while: the first wait is longer. */
export const FIRST_LOAD = { timeout: 30_000 };

/** Waits until the table shows `total` entries in its info text. */
export async function expectTotal(page: Page, total: number) {
  await expect(page.getByText(new RegExp(`^Showing \\d+ to \\d+ of ${total} entries$`))).toBeVisible(FIRST_LOAD);
}

/**
 * Opens a transaction screen and waits for its first rows. The page opened by the sign-in is let
 * finish its start (the menu is shown) first, so the two page loads never overlap.
 */
export async function openList(page: Page, url: string) {
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible(FIRST_LOAD);
  await page.goto(url);
  await expect(page.getByText(/^Showing 1 to \d+ of \d+ entries$/)).toBeVisible(FIRST_LOAD);
}
