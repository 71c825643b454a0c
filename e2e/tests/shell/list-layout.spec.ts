import { expect, test, type Page } from '@playwright/test';
import { API_URL } from '../../support/environment';
import { apiSignIn, signIn } from '../../support/session';
import { submitLogin } from './shell-helpers';

const SCREEN = '/dashboard/company-group-management';
const LIST_URL = new RegExp(`^${API_URL}/master/Company_Group\\?`);
const table = (page: Page) => page.getByRole('table', { name: 'Company Group' });
/** The table's scroll area (by attribute: an open dialog hides it from the accessibility tree). */
const region = (page: Page) => page.locator('[role="region"][aria-label="Company Group table"]');

interface ListReply {
  data: Record<string, unknown>[];
  pagination?: { totalData?: number };
}

/** Answers the list with `rows` rows (copies of the real ones) and a total of 1.234.567. */
async function fakeLargeList(page: Page, rows = 10): Promise<void> {
  await page.route(LIST_URL, async (route) => {
    const response = await route.fetch();
    const reply = (await response.json()) as ListReply;
    const max = Number(new URL(route.request().url()).searchParams.get('max') ?? 10);
    const data = Array.from({ length: Math.min(rows, max) }, (_, index) => ({
      ...reply.data[index % reply.data.length],
      grcpId: 9000 + index,
      grcpName: `Group ${String(index + 1).padStart(2, '0')}`,
    }));
    await route.fulfill({ response, json: { ...reply, data, pagination: { ...reply.pagination, totalData: 1234567 } } });
  });
}

test('counts are Indonesian and a default page of 10 rows fits the 500 px table at 1366x900', async ({ page }) => {
  await fakeLargeList(page);
  await signIn(page, 'superadmin', SCREEN);
  await expect(page.getByText('Showing 1 to 10 of 1.234.567 entries')).toBeVisible();
  await expect(page.getByLabel('Jumlah Data: 1.234.567')).toHaveText('1.234.567');
  await expect(table(page).getByRole('row')).toHaveCount(11);
  const { clientHeight, scrollHeight } = await region(page).evaluate((element) => ({ clientHeight: element.clientHeight, scrollHeight: element.scrollHeight }));
  expect(scrollHeight).toBeLessThanOrEqual(clientHeight);
  expect(clientHeight).toBeLessThanOrEqual(500);
  // The tenth row is fully inside the viewport of the table.
  const box = await region(page).boundingBox();
  const last = await table(page).getByRole('row').last().boundingBox();
  expect(last!.y + last!.height).toBeLessThanOrEqual(box!.y + box!.height + 0.5);
});

test('the summary card lines up with the toolbar and the table', async ({ page }) => {
  await signIn(page, 'superadmin', SCREEN);
  await expect(page.getByText(/Showing 1 to \d+ of \d+ entries/)).toBeVisible();
  const card = await page.locator('.chakra-card__root').filter({ hasText: 'Ringkasan' }).boundingBox();
  const tableBox = await region(page).boundingBox();
  // The screen's own search box, not the top bar's order search.
  const search = await page.getByRole('main').getByRole('searchbox').first().boundingBox();
  const refresh = await page.getByRole('button', { name: 'Refresh' }).boundingBox();
  expect(Math.abs(card!.x - tableBox!.x)).toBeLessThanOrEqual(1);
  expect(Math.abs(card!.x + card!.width - (tableBox!.x + tableBox!.width))).toBeLessThanOrEqual(1);
  expect(Math.abs(search!.x - card!.x)).toBeLessThanOrEqual(1);
  expect(Math.abs(refresh!.x + refresh!.width - (card!.x + card!.width))).toBeLessThanOrEqual(1);
});

test('after a delete, focus goes to the row now in its place, not the page body', async ({ page }) => {
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const { token } = await apiSignIn('superadmin');
  for (const letter of ['A', 'B']) {
    const response = await fetch(`${API_URL}/master/Company_Group`, {
      method: 'POST',
      headers: { Authentication: token, 'Content-Type': 'application/json' },
      body: JSON.stringify({ grcpName: `Fokus ${letter} ${suffix}`, grcpNickName: 'FK', grcpAddress: 'Jl. Fokus No. 1', grcpCity: 'Medan', grcpTelp: '0611234567', grcpFax: '061-765432' }),
    });
    expect(response.ok).toBe(true);
  }
  await signIn(page, 'superadmin', `${SCREEN}?q=${encodeURIComponent(`Fokus`)}`);
  const rowA = table(page).getByRole('row').filter({ hasText: `Fokus A ${suffix}` });
  await rowA.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Company Group deleted successfully')).toBeVisible();
  await expect(rowA).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[role="region"]')?.getAttribute('aria-label') ?? document.activeElement?.tagName)).toBe('Company Group table');
});

test.describe('on a 390x844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('row actions are reachable without scrolling the table sideways', async ({ page }) => {
    await signIn(page, 'superadmin', SCREEN);
    const row = table(page).getByRole('row').filter({ hasText: 'Nusantara Retail Group' });
    // The list screen names the menu button after the row (its first column).
    const actions = row.getByRole('button', { name: 'Actions for Nusantara Retail Group' });
    await expect(actions).toBeVisible();
    const box = await actions.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    expect(await region(page).evaluate((element) => element.scrollLeft)).toBe(0);
    await expect(row.getByRole('button', { name: 'Edit Nusantara Retail Group', exact: true })).toBeHidden();

    await actions.click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    await expect(page.getByRole('dialog', { name: 'Edit Data' })).toBeVisible();
    expect(await region(page).evaluate((element) => element.scrollLeft)).toBe(0);
  });

  test('the drawer shows the whole logo and stays above a toast', async ({ page }) => {
    await page.goto('/login');
    await submitLogin(page, 'staff', 'staff123');
    await page.waitForURL('**/selectcompany');
    await page.getByRole('combobox', { name: 'Select Company' }).click();
    await page.getByRole('option').first().click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/dashboard/home');
    // The success toast is still showing while the drawer opens.
    await expect(page.getByRole('alert').filter({ hasText: 'Berhasil Set Company. Selamat Datang!' })).toBeVisible();
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    const drawer = page.getByRole('dialog');
    const logo = drawer.getByRole('img', { name: 'Payment Console' });
    await expect(logo).toBeVisible();
    // Measure where the drawer comes to rest, not mid-slide.
    await drawer.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)));
    const size = await logo.evaluate((image: HTMLImageElement) => ({
      height: image.getBoundingClientRect().height,
      width: image.getBoundingClientRect().width,
      ratio: image.naturalWidth / image.naturalHeight,
      top: image.getBoundingClientRect().top,
    }));
    expect(size.height).toBeCloseTo(40, 0);
    expect(size.width / size.height).toBeCloseTo(size.ratio, 1);
    expect(size.top).toBeGreaterThanOrEqual(0);
    // What the user sees at the logo and at the Hide Sidebar button is the drawer, not a toast.
    for (const target of [logo, drawer.getByRole('button', { name: 'Hide Sidebar' })]) {
      const box = (await target.boundingBox())!;
      const onTop = await page.evaluate(({ x, y }) => Boolean(document.elementFromPoint(x, y)?.closest('[role="dialog"]')), { x: box.x + box.width / 2, y: box.y + box.height / 2 });
      expect(onTop).toBe(true);
    }
  });
});
