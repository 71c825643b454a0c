import { expect, type Locator, type Page } from '@playwright/test';
import { API_URL } from './environment';
import { apiSignIn } from './session';

/**
 * Creates a record through the API as superadmin (setup for tests whose subject is not creation)
 * and returns it as the API answered.
 */
export async function createThroughApi<Row = Record<string, unknown>>(path: string, body: Record<string, unknown>): Promise<Row> {
  const { token } = await apiSignIn('superadmin');
  const response = await fetch(`${API_URL}${path}`, {
    method: 'POST',
    headers: { Authentication: token, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${path}: HTTP ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: Row }).data;
}

/** A list screen's table, named by its title. */
export const screenTable = (page: Page, title: string) => page.getByRole('table', { name: title });

/** The rows of a screen's table holding `text`. */
export const screenRow = (page: Page, title: string, text: string | RegExp) => screenTable(page, title).getByRole('row').filter({ hasText: text });

/** Types into a screen's search box (named by its placeholder) and waits for the debounced search to reach the URL. */
export async function searchScreen(page: Page, placeholder: string, text: string) {
  await page.getByRole('searchbox', { name: placeholder }).fill(text);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(text).replace(/%20/g, '(\\+|%20)')}`));
}

const exactly = (text: string) => new RegExp(`^\\s*${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);

/** Picks an option (by its whole label) of a select inside `scope` once the options have loaded. */
export async function pickOption(scope: Locator, label: string | RegExp, option: string) {
  const select = scope.getByLabel(label);
  await expect(select.locator('option').filter({ hasText: exactly(option) })).toHaveCount(1, { timeout: 20_000 });
  await select.selectOption({ label: option });
}

/** Opens the filter dialog, lets `fill` set it, applies it and waits for the dialog to close. */
export async function applyFilter(page: Page, fill: (dialog: Locator) => Promise<void>) {
  await page.getByRole('button', { name: /^Filter Data/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Filter Data' });
  await fill(dialog);
  await dialog.getByRole('button', { name: 'Apply Filter' }).click();
  await expect(dialog).toBeHidden();
}

/** Deletes a row through the confirmation and waits for `toast`. */
export async function deleteRow(page: Page, title: string, text: string, toast: string) {
  await screenRow(page, title, text).getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm.getByText('Are you sure you want to delete this data?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText(toast)).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(screenRow(page, title, text)).toHaveCount(0);
}
