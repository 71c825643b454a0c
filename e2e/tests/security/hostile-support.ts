import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, type Locator, type Page } from '@playwright/test';
import { STATE_DIR } from '../../support/environment';

/** What an attacker types: markup, a huge string, bidi and emoji text, SQL and spreadsheet formulas. */
export const HOSTILE = {
  script: '<script>window.__pwned = 1</script>',
  html: '<img src=x onerror="window.__pwned = 1"><b>tebal</b>',
  long: 'A'.repeat(10_000),
  rtl: 'مرحبا \u202Eabc\u202C عالم',
  emoji: 'Bayar 💳🚀 👍🏽 lunas',
  sql: "' OR 1=1; DROP TABLE users; --",
  formulaEquals: '=1+1',
  formulaCmd: "+cmd|' /C calc'!A0",
  formulaAt: '@SUM(1)',
  formulaMinus: '-2+3',
} as const;
export const HOSTILE_VALUES: readonly string[] = Object.values(HOSTILE);
export const FORMULAS: readonly string[] = [HOSTILE.formulaEquals, HOSTILE.formulaCmd, HOSTILE.formulaAt, HOSTILE.formulaMinus];

/** Records every window.alert/confirm/prompt the page opens (none may fire from user text). */
export function watchDialogs(page: Page): string[] {
  const fired: string[] = [];
  page.on('dialog', (dialog) => {
    fired.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return fired;
}

/** The page made no element from user text and opened no dialog (one cheap DOM read: run it after every input). */
export async function expectNoInjection(page: Page, fired: string[], where: string) {
  const injected = await page.evaluate(() => ({
    scripts: [...document.querySelectorAll('script')].filter((script) => script.textContent?.includes('__pwned')).length,
    handlers: document.querySelectorAll('img[onerror], [onerror], [onload]:not(body)').length,
    bold: [...document.querySelectorAll('b')].filter((element) => element.textContent === 'tebal').length,
    pwned: (window as unknown as { __pwned?: number }).__pwned ?? 0,
  }));
  expect(injected, `elements made from user text on ${where}`).toEqual({ scripts: 0, handlers: 0, bold: 0, pwned: 0 });
  expect(fired, `dialogs fired on ${where}`).toEqual([]);
}

/**
 * No element made from user text (no script carrying the marker, no element with an inline
 * handler, the marker never set), no dialog, and no error page: the area and the list still work.
 */
export async function expectHarmless(page: Page, fired: string[], where: string) {
  await expectNoInjection(page, fired, where);
  await expect(page.getByRole('alert').filter({ hasText: /could not be loaded|stopped with an error/ }), `error page on ${where}`).toHaveCount(0);
  await expect(page.getByText('Failed to load data.'), `list error on ${where}`).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main menu' }), `layout on ${where}`).toBeVisible();
}

/** What a list shows once it has answered: its range, or that it has no rows. */
export const LIST_ANSWERED = /^Showing \d+ to \d+ of \d+ entries$|^No data available$/;

/**
 * Puts each hostile string in the screen's search box and applies it with Enter (the box's own way
 * of searching at once; its pause is tested with the box), then waits for the list to answer it:
 * the URL holds the search, the table is no longer busy, and it shows rows or none, never an error.
 */
export async function searchEach(page: Page, fired: string[], where: string) {
  const main = page.getByRole('main');
  const box = main.getByRole('searchbox').first();
  for (const value of HOSTILE_VALUES) {
    await box.fill(value);
    await box.press('Enter');
    await expect(box).toHaveValue(value);
    await expect(page).toHaveURL((url) => url.searchParams.get('q') === value);
    await expect(main.locator('table[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
    await expect(page.getByText(LIST_ANSWERED).first()).toBeVisible({ timeout: 30_000 });
    await expectHarmless(page, fired, `${where} search "${value.slice(0, 30)}"`);
  }
  await box.fill('');
}

/** Fills a field and leaves it, then checks it holds the text as typed (cut to its maxlength, if any). */
export async function typeInto(field: Locator, text: string) {
  await field.fill(text);
  await field.blur();
  const max = Number((await field.getAttribute('maxlength')) ?? Infinity);
  await expect(field).toHaveValue(text.slice(0, Number.isFinite(max) && max > 0 ? max : undefined));
}

/** Opens the e2e run's database (the API's own file) for seeding rows the API cannot create. */
export const openE2eDatabase = () => new Database(path.join(STATE_DIR, 'console.db'));
