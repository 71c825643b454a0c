import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from '../../support/session';
import { apiList, daysBefore, FIRST_LOAD, rupiah, siteToday, VA_PATH, VA_SCREEN } from '../transactions/transactions-support';

/**
 * What each list shows on a phone and on a 1366 px window (decision 095): columns fold into the
 * row's details instead of running off the side, the actions stay in view, and nothing needs the
 * table scrolled sideways.
 */
test.describe.configure({ timeout: 120_000 });

/**
 * VA over the 30 days before today: the demo's rows, not those other suites add today (the
 * security suite's 10,000-character names widen any table, by design, past every width).
 */
async function openVa(page: Page, token: string) {
  const today = await siteToday(token);
  const from = daysBefore(today, 30);
  const to = daysBefore(today, 1);
  await page.goto(`${VA_SCREEN}?from=${from}&to=${to}`);
  await expect(page.getByText(/^Showing 1 to 10 of \d+ entries$/)).toBeVisible(FIRST_LOAD);
  return { from, to };
}

const regionOf = (page: Page, table: string) => page.locator(`[role="region"][aria-label="${table} table"]`);

/** The table's scroll region needs no sideways scrolling, and the page none either. */
async function expectNoSidewaysScroll(page: Page, table: string) {
  const region = await regionOf(page, table).evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth, left: element.scrollLeft }));
  expect(region.scroll, `${table}: the table fits its region`).toBeLessThanOrEqual(region.client);
  expect(region.left).toBe(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
}

/** The shown header cells' texts, in order. */
const shownHeaders = (page: Page, table: string) =>
  page.getByRole('table', { name: table }).evaluate((element) =>
    [...element.querySelectorAll('thead th')].filter((cell) => (cell as HTMLElement).offsetWidth > 0).map((cell) => cell.textContent?.trim() ?? ''),
  );

/** A box fully inside the viewport's width and left of `limit` (the sticky actions column). */
async function expectInView(target: Locator, limit: number) {
  const box = (await target.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(limit + 0.5);
}

test.describe('on a 390x844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("VA: the first row's status is visible without scrolling sideways; the rest is in the row's details", async ({ page }) => {
    const { token } = await signIn(page, 'superadmin', VA_SCREEN);
    await expect(page.getByRole('heading', { name: 'Transaction VA', level: 1 })).toBeVisible(FIRST_LOAD);
    const { from, to } = await openVa(page, token);
    const expected = (await apiList(token, VA_PATH, { from, to, page: 1, max: 10 })).data[0]!;
    const orderId = String(expected.trctOrderId);

    expect(await shownHeaders(page, 'Transaction VA')).toEqual(['Order Id', 'Status', 'Actions']);
    await expectNoSidewaysScroll(page, 'Transaction VA');
    const row = page.getByRole('table', { name: 'Transaction VA' }).getByRole('row').nth(1);
    await expect(row).toContainText(orderId);
    const status = row.getByRole('cell').nth(1);
    await expect(status).toHaveText(/^(Lunas|Belum Lunas|Kadaluarsa)$/);
    const actions = row.getByRole('button', { name: `Actions for ${orderId}` });
    await expectInView(status, (await actions.boundingBox())!.x);
    await expectInView(actions, 390);

    // The folded columns, in the row's details.
    const toggle = row.getByRole('button', { name: `Kolom lain ${orderId}` });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const details = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    await expect(details.getByRole('term')).toContainText(['No.', 'No. Virtual Account', 'Nama VA', 'Bank', 'Jumlah', 'Jumlah Dibayar', 'Tanggal', 'Kadaluarsa', 'Waktu Lunas', 'Notifikasi']);
    const amount = details.locator('dl > div').filter({ has: page.getByRole('term').filter({ hasText: /^Jumlah$/ }) }).getByRole('definition');
    await expect(amount).toHaveText(rupiah(Number(expected.trctTotalAmount)));
    await expectInView(amount, 390);
    await expectNoSidewaysScroll(page, 'Transaction VA');
    await toggle.click();
    await expect(details).toHaveCount(0);
  });

  test('Notifications: Notif Status stays in view, and the history dialog stacks request and response', async ({ page }) => {
    await signIn(page, 'superadmin', '/dashboard/notifications');
    await expect(page.getByText(/^Showing 1 to 10 of \d+ entries$/)).toBeVisible(FIRST_LOAD);
    expect(await shownHeaders(page, 'Notifications')).toEqual(['Order Id', 'Notif Status', 'Actions']);
    await expectNoSidewaysScroll(page, 'Notifications');
    const row = page.getByRole('table', { name: 'Notifications' }).getByRole('row').nth(1);
    await expectInView(row.getByRole('cell').nth(1), 390);

    await row.getByRole('button', { name: /^Actions for notification/ }).click();
    await page.getByRole('menuitem', { name: 'See History' }).click();
    const dialog = page.getByRole('dialog', { name: 'Notification History' });
    await expect(dialog.getByRole('button', { name: /^Copy Request/ }).first()).toBeVisible();
    const width = page.viewportSize()!.width;
    // Every entry's request, response (or N/A), time and Copy buttons are within the phone's width.
    for (const button of await dialog.getByRole('button', { name: /^Copy (Request|Response)/ }).all()) await expectInView(button, width);
    for (const body of await dialog.getByRole('region', { name: /^(Request|Response) \d+$/ }).all()) await expectInView(body, width);
    const history = dialog.locator('[role="region"][aria-label="Notification History table"]');
    expect(await history.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    // A request's response comes under it, not beside it.
    const cells = dialog.getByRole('table', { name: 'Notification History' }).getByRole('row').nth(1).getByRole('cell');
    const request = (await cells.nth(2).boundingBox())!;
    const response = (await cells.nth(3).boundingBox())!;
    expect(response.y).toBeGreaterThanOrEqual(request.y + request.height - 1);
    await expect(cells.nth(3)).toHaveAttribute('data-label', 'Response');
  });
});

/**
 * Every shown body cell of the first rows: within the page's width, clear of the sticky actions
 * column, and showing its whole text (nothing cut under the actions or by the cell).
 */
async function expectKeyCellsReadable(page: Page, table: string) {
  const cells = await page.getByRole('table', { name: table }).evaluate((element) => {
    const shown = (cell: Element) => (cell as HTMLElement).offsetWidth > 0;
    return [...element.querySelectorAll('tbody tr[data-row-index]')].slice(0, 5).flatMap((row) => {
      const actions = row.querySelector('td[data-actions]')?.getBoundingClientRect().left ?? Infinity;
      return [...row.querySelectorAll('td:not([data-actions])')].filter(shown).map((cell) => {
        const box = cell.getBoundingClientRect();
        const text = cell as HTMLElement;
        return { text: text.innerText, right: box.right, actions, cut: text.scrollWidth > text.clientWidth + 1, key: cell.hasAttribute('data-key') };
      });
    });
  });
  expect(cells.length, `${table}: rows shown`).toBeGreaterThan(0);
  for (const cell of cells) {
    expect(cell.key, `${table}: "${cell.text}" is a key column`).toBe(true);
    expect(cell.right, `${table}: "${cell.text}" left of the actions`).toBeLessThanOrEqual(cell.actions + 0.5);
    expect(cell.cut, `${table}: "${cell.text}" shown whole`).toBe(false);
  }
}

test.describe('on a 390x844 phone, every list', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("Audit Log shows who did what, whole, with the rest in the row's details", async ({ page }) => {
    await signIn(page, 'superadmin', '/dashboard/audit-log');
    await expect(page.getByText(/^Showing 1 to \d+ of \d+ entries$/)).toBeVisible(FIRST_LOAD);
    expect(await shownHeaders(page, 'Audit Log')).toEqual(['Waktu (WIB)', 'User', 'Aksi', 'Actions']);
    await expectNoSidewaysScroll(page, 'Audit Log');
    await expectKeyCellsReadable(page, 'Audit Log');
    const row = page.getByRole('table', { name: 'Audit Log' }).getByRole('row').nth(1);
    const action = row.getByRole('cell').nth(2);
    await expect(action).toHaveText(/^(Login|Switch Company|Logout|Export CSV|Kirim .+|Tambah .+|Edit .+|Hapus .+)$/);
    await row.getByRole('button', { name: /^Kolom lain / }).click();
    const details = page.getByRole('table', { name: 'Audit Log' }).locator('tr[data-details]');
    await expect(details.getByRole('term')).toContainText(['No.', 'Data / Order Id', 'Company', 'Status', 'Alamat Klien']);
  });

  for (const [path, table] of [
    ['/dashboard/transaction-qris', 'Transaction BRI QRIS'],
    ['/dashboard/notifications', 'Notifications'],
    ['/dashboard/company-management', 'Company'],
    ['/dashboard/company-group-management', 'Company Group'],
    ['/dashboard/user-management', 'User'],
    ['/dashboard/user-role-management', 'User Role'],
    ['/dashboard/user-company-management', 'User Company'],
    ['/dashboard/permission-management', 'Permission'],
    ['/dashboard/role-permission-management', 'Role Permission'],
  ] as const) {
    test(`${table} keeps its key columns readable`, async ({ page }) => {
      await signIn(page, 'superadmin', path);
      await expect(page.getByText(/^Showing 1 to \d+ of \d+ entries$/)).toBeVisible(FIRST_LOAD);
      await expectNoSidewaysScroll(page, table);
      await expectKeyCellsReadable(page, table);
    });
  }

  test('VA keeps its key columns readable', async ({ page }) => {
    const { token } = await signIn(page, 'superadmin', VA_SCREEN);
    await openVa(page, token);
    await expectKeyCellsReadable(page, 'Transaction VA');
  });
});

test.describe('at 1366x768 with the sidebar open', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test("VA keeps Status and Notifikasi in view, left of the actions, and its toolbar on one line; focus is clearly visible", async ({ page }) => {
    const { token } = await signIn(page, 'superadmin', VA_SCREEN);
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible(FIRST_LOAD);
    await openVa(page, token);
    await expectNoSidewaysScroll(page, 'Transaction VA');
    const table = page.getByRole('table', { name: 'Transaction VA' });
    const actionsLeft = (await table.getByRole('columnheader', { name: 'Actions' }).boundingBox())!.x;
    for (const header of ['Status', 'Notifikasi', 'Jumlah', 'Order Id']) await expectInView(table.getByRole('columnheader', { name: header, exact: true }), actionsLeft);

    const search = page.getByRole('searchbox', { name: 'Search Order ID..' });
    const line = (await search.boundingBox())!;
    for (const name of ['Filter Data', 'Refresh', 'Export']) {
      const box = (await page.getByRole('button', { name, exact: true }).boundingBox())!;
      expect(Math.abs(box.y - line.y), `${name} on the search box's line`).toBeLessThanOrEqual(2);
    }

    await search.focus();
    const ring = await search.evaluate((element) => {
      const style = getComputedStyle(element);
      return { width: style.outlineWidth, style: style.outlineStyle, color: style.outlineColor };
    });
    expect(ring).toEqual({ width: '2px', style: 'solid', color: 'rgb(35, 127, 72)' });
  });
});

test.describe('at 1366x900', () => {
  test('Company shows PIC clear of the sticky actions column, and the folded columns in the details', async ({ page }) => {
    await signIn(page, 'superadmin', '/dashboard/company-management');
    await expect(page.getByText(/^Showing 1 to \d+ of \d+ entries$/)).toBeVisible(FIRST_LOAD);
    await expectNoSidewaysScroll(page, 'Company');
    const table = page.getByRole('table', { name: 'Company' });
    const actionsLeft = (await table.getByRole('columnheader', { name: 'Actions' }).boundingBox())!.x;
    await expectInView(table.getByRole('columnheader', { name: 'PIC', exact: true }), actionsLeft);
    await expectInView(table.getByRole('columnheader', { name: 'Status' }), actionsLeft);
    const kopi = table.getByRole('row').filter({ hasText: 'PT Kopi Priangan' });
    await kopi.getByRole('button', { name: 'Kolom lain PT Kopi Priangan' }).click();
    const details = table.locator('tr[data-details]');
    await expect(details.getByRole('term')).toHaveText(['Client Name', 'Address', 'Created By']);
    await expect(details.getByRole('definition')).toHaveText(['PT Prima Logistik', 'Jl. Braga No. 9, Bandung', 'N/A']);
  });

  test('the columns keep their widths while the table says No data available', async ({ page }) => {
    const { token } = await signIn(page, 'superadmin', VA_SCREEN);
    await expect(page.getByRole('heading', { name: 'Transaction VA', level: 1 })).toBeVisible(FIRST_LOAD);
    await openVa(page, token);
    const widths = () =>
      page.getByRole('table', { name: 'Transaction VA' }).evaluate((element) =>
        [...element.querySelectorAll('thead th')].filter((cell) => (cell as HTMLElement).offsetWidth > 0).map((cell) => Math.round(cell.getBoundingClientRect().width)),
      );
    const before = await widths();
    await page.getByRole('searchbox', { name: 'Search Order ID..' }).fill('NO-SUCH-ORDER');
    await expect(page.getByText('No data available')).toBeVisible();
    const during = await widths();
    expect(during.length).toBe(before.length);
    during.forEach((width, index) => expect(Math.abs(width - before[index]!), `column ${index}`).toBeLessThanOrEqual(1));
  });
});
