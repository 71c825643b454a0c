import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../../support/accessibility';
import { API_URL } from '../../support/environment';
import { apiSignIn, signIn, signInWithCredentials } from '../../support/session';
import { daysBefore, siteToday } from '../transactions/transactions-support';

/**
 * Home as an operations overview (decision 110): the welcome card, then the panels the remotes
 * contribute, each figure a link to the list showing its rows.
 */

const payments = (page: Page) => page.getByRole('region', { name: 'Pembayaran' });
const notificationsPanel = (page: Page) => page.getByRole('region', { name: 'Notifikasi merchant' });
const vaFigures = (page: Page) => payments(page).getByRole('region', { name: 'Virtual Account' });
const figure = (scope: ReturnType<Page['getByRole']>, label: string) => scope.getByRole('link', { name: new RegExp(`^${label}: `) });
const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

/** Every API path the page asks for, in order. */
function apiCalls(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(API_URL)) paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

test("superadmin's Home shows today's paid VA amount as the VA screen's Status Pelunasan card shows it", async ({ page }) => {
  await signIn(page, 'superadmin');
  await expect(page.getByRole('heading', { name: 'Selamat Datang', level: 1 })).toBeVisible();
  const paid = figure(vaFigures(page), 'Nominal Lunas');
  await expect(paid).toBeVisible();
  const onHome = await paid.textContent();
  expect(onHome).toMatch(/^Rp\. [\d.]+$/);
  // The panels and their charts (with their text alternatives) pass axe.
  await expect(figure(notificationsPanel(page), 'Pending')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await sidebar(page).getByRole('link', { name: 'Virtual Account', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Transaction VA', level: 1 })).toBeVisible();
  // The screen opens on the site's today, as the panel's Today does.
  await expect(page.getByLabel(/^Nominal: /)).toHaveText(onHome ?? '');
});

test('the unpaid VA figure opens the VA list filtered to Belum Lunas, with only such rows, as many as it counts', async ({ page }) => {
  const { token } = await signIn(page, 'superadmin');
  await payments(page).getByRole('button', { name: '7 hari' }).click();
  await expect(payments(page).getByRole('button', { name: '7 hari' })).toHaveAttribute('aria-pressed', 'true');
  const unpaid = figure(vaFigures(page), 'Belum Lunas');
  // The 7 days' figure (a figure shows nothing until its range's answer).
  await expect(unpaid).toHaveAttribute('href', new RegExp(`from=${daysBefore(await siteToday(token), 6)}&`));
  const count = Number((await unpaid.textContent())?.replace(/\./g, ''));
  expect(count).toBeGreaterThan(0);

  await unpaid.click();
  await expect(page).toHaveURL(/\/dashboard\/transaction-va\?.*f_status=03/);
  await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/);
  const table = page.getByRole('table', { name: 'Transaction VA' });
  const rows = table.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(rows.first()).toBeVisible();
  await expect(page.getByText(new RegExp(`of ${count.toLocaleString('de-DE')} entries$`))).toBeVisible();
  const statuses = await rows.evaluateAll((elements) => elements.map((row) => row.textContent ?? ''));
  expect(statuses.length).toBeGreaterThan(0);
  for (const text of statuses) expect(text).toContain('Belum Lunas');
});

test('the pending-notifications figure opens Notifications filtered to Pending', async ({ page }) => {
  const { token } = await signIn(page, 'superadmin');
  const panel = notificationsPanel(page);
  await panel.getByRole('button', { name: '30 hari' }).click();
  const pending = figure(panel, 'Pending');
  await expect(pending).toHaveAttribute('href', new RegExp(`from=${daysBefore(await siteToday(token), 29)}&`));
  const count = Number((await pending.textContent())?.replace(/\./g, ''));

  await pending.click();
  await expect(page).toHaveURL(/\/dashboard\/notifications\?.*f_status=1/);
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  await expect(page.getByText(new RegExp(`of ${count.toLocaleString('de-DE')} entries$`))).toBeVisible();
  const rows = page.getByRole('table', { name: 'Notifications' }).getByRole('row').filter({ has: page.getByRole('cell') });
  if (count > 0) {
    const texts = await rows.evaluateAll((elements) => elements.map((row) => row.textContent ?? ''));
    for (const text of texts) {
      expect(text).toContain('Pending');
      expect(text).not.toContain('Sukses');
    }
  }
});

test("Home's 30-day VA chart puts each label under its own bar and tells a bar's value on focus", async ({ page }) => {
  await signIn(page, 'superadmin');
  await payments(page).getByRole('button', { name: '30 hari' }).click();
  const chart = vaFigures(page).getByRole('group', { name: 'Virtual Account: nominal lunas per hari' });
  await expect(chart.getByRole('img')).toHaveCount(30);
  const drawing = vaFigures(page).getByRole('figure');
  // A value axis in Indonesian numbers.
  await expect(drawing.locator('[data-value-axis] span').first()).toHaveText('0');
  await expect(drawing.locator('[data-value-axis] span').last()).toHaveText(/^\d+(,\d)? (rb|jt|M)$|^\d+$/);
  // Every label is centred over the bar it names.
  const labels = drawing.locator('[data-bucket-labels] [data-bucket]');
  expect(await labels.count()).toBeGreaterThanOrEqual(5);
  for (const label of await labels.all()) {
    const index = await label.getAttribute('data-bucket');
    const bucket = chart.locator(`[data-bucket="${index}"]`);
    await expect(bucket).toHaveAccessibleName(new RegExp(`^${await label.textContent()}: Lunas Rp\\. `));
    const [labelBox, bucketBox] = [(await label.boundingBox())!, (await bucket.boundingBox())!];
    const centre = labelBox.x + labelBox.width / 2;
    expect(centre, `label ${await label.textContent()} over its bar`).toBeGreaterThanOrEqual(bucketBox.x);
    expect(centre).toBeLessThanOrEqual(bucketBox.x + bucketBox.width);
  }
  // The last label's bar, reached by keyboard: Tab into the chart, End, then back to that bar; its figures show.
  const last = labels.last();
  const lastIndex = Number(await last.getAttribute('data-bucket'));
  await chart.getByRole('img').first().focus();
  await page.keyboard.press('End');
  for (let step = 29; step > lastIndex; step -= 1) await page.keyboard.press('ArrowLeft');
  const focused = chart.locator(`[data-bucket="${lastIndex}"]`);
  await expect(focused).toBeFocused();
  const name = (await focused.getAttribute('aria-label'))!;
  const amount = /Lunas (Rp\. [\d.]+)/.exec(name)![1]!;
  const tooltip = drawing.locator('[data-bucket-tooltip]');
  await expect(tooltip).toBeVisible();
  await expect(tooltip).toContainText(`${await last.textContent()}Lunas: ${amount}`);
  // The same figure as the chart's table has for that day.
  const row = vaFigures(page).getByRole('table', { name: 'Virtual Account: nominal lunas per hari' }).getByRole('row').filter({ hasText: (await last.textContent())! });
  await expect(row).toContainText(amount);
});

test('Home keeps its range after a figure and Back', async ({ page }) => {
  const { token } = await signIn(page, 'superadmin');
  await payments(page).getByRole('button', { name: '30 hari' }).click();
  await expect(page).toHaveURL(/range\.payments=30d/);
  const unpaid = figure(vaFigures(page), 'Belum Lunas');
  await expect(unpaid).toHaveAttribute('href', new RegExp(`from=${daysBefore(await siteToday(token), 29)}&`));
  const count = await unpaid.textContent();
  await unpaid.click();
  await expect(page).toHaveURL(/\/dashboard\/transaction-va\?.*f_status=03/);
  await expect(page.getByRole('group', { name: 'Filter aktif' })).toContainText('Status: Belum Lunas');
  await page.goBack();
  await expect(payments(page).getByRole('button', { name: '30 hari' })).toHaveAttribute('aria-pressed', 'true');
  await expect(figure(vaFigures(page), 'Belum Lunas')).toHaveText(count ?? '');
});

/** A user of company 1 whose role (named `role`) only reads these permission groups, made through the API as superadmin. */
async function userReading(role: string, groups: string[]): Promise<{ username: string; password: string }> {
  const { token } = await apiSignIn('superadmin');
  const call = async <T>(method: string, route: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${API_URL}${route}`, {
      method,
      headers: { Authentication: token, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    expect(response.ok, `${method} ${route} answered ${response.status}`).toBe(true);
    return (await response.json()) as T;
  };
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
  const roleName = `${role} ${suffix}`;
  await call('POST', '/master/roles', { roleName });
  const roles = await call<{ data: { roleId: number; roleName: string }[] }>('GET', `/master/roles?max=1000000`);
  const roleId = roles.data.find((role) => role.roleName === roleName)?.roleId;
  const permissions = await call<{ data: { prmsId: number; prmsName: string }[] }>('GET', '/master/Permission?max=1000000');
  for (const name of groups) {
    const prmsId = permissions.data.find((permission) => permission.prmsName === name)?.prmsId;
    await call('POST', '/master/Role_Permission', { rperRoleId: roleId, rperPrmsId: prmsId, rperOperations: '["read"]' });
  }
  const userId = `e2e.home.${suffix}@console.id`;
  const username = `e2e_home_${suffix}`;
  const password = 'throwaway123';
  await call('POST', '/master/user', { userId, userStatus: 1 });
  await call('POST', '/master/User_Login', { usloUserId: userId, usloUserName: username, usloPassword: password });
  await call('POST', '/master/User_Role', { usroUserId: userId, usroRoleId: roleId });
  await call('POST', '/master/User_Company', { uscoUserId: userId, uscoCompId: 1 });
  return { username, password };
}

test('a user without notification read sees no notifications panel, and the API gets no notification summary call', async ({ page }) => {
  const account = await userReading('Payments only', ['dashboard_transactionva', 'dashboard_transactionqr']);
  const calls = apiCalls(page);
  const remoteCode: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/releases/mf-notifications/')) remoteCode.push(request.url());
  });
  await signInWithCredentials(page, account);
  await expect(page.getByRole('heading', { name: 'Selamat Datang', level: 1 })).toBeVisible();
  await expect(figure(vaFigures(page), 'Nominal Lunas')).toBeVisible();
  await payments(page).getByRole('button', { name: 'Refresh Pembayaran' }).click();
  await expect(figure(vaFigures(page), 'Nominal Lunas')).toBeVisible();
  await expect(notificationsPanel(page)).toHaveCount(0);
  expect(calls).toContain('/dashboard/transactionVa/summary');
  expect(calls.filter((path) => path.startsWith('/dashboard/notification'))).toEqual([]);
  expect(remoteCode).toEqual([]);
});

test('a user who reads QRIS but not VA gets the Payments panel with its QRIS half only, and the API no VA summary call', async ({ page }) => {
  const account = await userReading('QRIS only', ['dashboard_transactionqr']);
  const calls = apiCalls(page);
  await signInWithCredentials(page, account);
  await expect(page.getByRole('heading', { name: 'Selamat Datang', level: 1 })).toBeVisible();
  const qris = payments(page).getByRole('region', { name: 'QRIS' });
  await expect(figure(qris, 'Nominal Lunas')).toHaveText(/^Rp\. [\d.]+$/);
  await payments(page).getByRole('button', { name: 'Refresh Pembayaran' }).click();
  await expect(figure(qris, 'Nominal Lunas')).toBeVisible();
  await expect(vaFigures(page)).toHaveCount(0);
  await expect(notificationsPanel(page)).toHaveCount(0);
  expect(calls).toContain('/dashboard/transactionQr/summary');
  expect(calls.filter((path) => path.startsWith('/dashboard/transactionVa'))).toEqual([]);
});

test('with the mf-transactions release unreachable, Home shows the welcome card, the notifications panel and a Retry in the payments panel', async ({ page }) => {
  const down = '**/releases/mf-transactions/**';
  await page.route(down, (route) => route.abort('connectionrefused'));
  await signIn(page, 'superadmin');
  await expect(page.getByRole('heading', { name: 'Selamat Datang', level: 1 })).toBeVisible();
  await expect(figure(notificationsPanel(page), 'Pending')).toBeVisible();
  const failed = page.locator('[data-panel="payments"]').getByRole('alert');
  await expect(failed).toContainText('Pembayaran could not be loaded');
  await expect(failed).toContainText('Pembayaran is unavailable: its code could not be downloaded.');

  await page.unroute(down);
  await failed.getByRole('button', { name: 'Retry' }).click();
  await expect(figure(vaFigures(page), 'Nominal Lunas')).toBeVisible();
  await expect(figure(notificationsPanel(page), 'Pending')).toBeVisible();
});

for (const [width, height] of [
  [1366, 900],
  [390, 844],
] as const) {
  for (const user of ['superadmin', 'staff'] as const) {
    test(`Home at ${width}x${height} as ${user}: panels drawn, nothing scrolls sideways`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await signIn(page, user);
      await expect(figure(vaFigures(page), 'Nominal Lunas')).toBeVisible();
      await expect(figure(notificationsPanel(page), 'Pending')).toBeVisible();
      await expect(payments(page).getByRole('figure').first()).toBeVisible();
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(sideways).toBeLessThanOrEqual(0);
      if (width < 500) {
        // Stacked: the payments panel above the notifications panel, each the page's width.
        const [first, second] = [await payments(page).boundingBox(), await notificationsPanel(page).boundingBox()];
        expect(first && second && first.y + first.height <= second.y).toBe(true);
      }
      const dir = process.env.HOME_SCREENSHOTS_DIR;
      if (dir) await page.screenshot({ path: `${dir}/home-${user}-${width}x${height}.png`, fullPage: true });
    });
  }
}
