import { expect, test, type Page } from '@playwright/test';
import { API_URL } from '../../support/environment';
import { signIn, signInThroughUi } from '../../support/session';
import { heading, sidebar } from './fault-support';

/**
 * The API half of the fault matrix, on Home and Company Group (a finished screen), faked with
 * `page.route`. Time-to-message is printed as `[fault] api <case>: <ms> ms` (docs/reliability.md).
 */

const SCREEN = '/dashboard/company-group-management';
const apiOrigin = new URL(API_URL).origin;
const isApi = (url: URL) => url.origin === apiOrigin;
const isGroupList = (url: URL) => isApi(url) && url.pathname === '/master/Company_Group';

const groupsTable = (page: Page) => page.getByRole('table', { name: 'Company Group' });
const listFailure = (page: Page) => groupsTable(page).getByRole('alert').filter({ hasText: 'Failed to load data.' });
const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
const report = (fault: string, ms: number) => console.log(`[fault] api ${fault}: ${ms} ms`);

async function expectGroupsListed(page: Page): Promise<void> {
  await expect(listFailure(page)).toHaveCount(0);
  await expect(groupsTable(page).getByRole('row').nth(1)).toBeVisible();
  await expect(groupsTable(page).getByText('No data available')).toHaveCount(0);
}

async function openGroups(page: Page): Promise<void> {
  await signIn(page, 'superadmin', SCREEN);
  await expect(heading(page, 'Company Group')).toBeVisible();
  await expectGroupsListed(page);
}

/** Clicks Refresh and returns the time until `message` shows. */
async function refreshUntil(page: Page, message: ReturnType<Page['getByRole']>): Promise<number> {
  const started = Date.now();
  await page.getByRole('button', { name: 'Refresh', exact: true }).click();
  await expect(message).toBeVisible({ timeout: 10_000 });
  return Date.now() - started;
}

test('API down: the list says so with a Retry inside the layout; leaving signs out cleanly; both recover', async ({ page }) => {
  await openGroups(page);
  await page.route(isApi, (route) => route.abort('connectionrefused'));

  report('down (list refresh)', await refreshUntil(page, listFailure(page)));
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(sidebar(page)).toBeVisible();

  await page.unroute(isApi);
  await listFailure(page).getByRole('button', { name: 'Retry' }).click();
  await expectGroupsListed(page);

  // Navigating needs a fresh session check (spec): with the API down that ends on the login page.
  await page.route(isApi, (route) => route.abort('connectionrefused'));
  const started = Date.now();
  await sidebar(page).getByRole('link', { name: 'Home', exact: true }).click();
  await expect(toast(page, 'Gagal Mendapatkan User Status.')).toBeVisible();
  report('down (navigation)', Date.now() - started);
  await expect(page).toHaveURL(/\/login(\?next=[^&]*)?$/);
  await expect(page.getByRole('button', { name: 'Proceed' })).toBeVisible();

  // The token was kept: once the API answers again the console opens where the user left off.
  await page.unroute(isApi);
  await page.goto(SCREEN);
  await expect(heading(page, 'Company Group')).toBeVisible();
  await expectGroupsListed(page);
});

test('HTTP 500: the list shows the server`s reason with a Retry, the rest works, Retry recovers', async ({ page }) => {
  await openGroups(page);
  await page.route(isGroupList, (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ status: { error: 1, message: 'Internal server error' } }) }),
  );
  report('HTTP 500', await refreshUntil(page, listFailure(page)));
  await expect(listFailure(page)).toContainText('Internal server error');

  await sidebar(page).getByRole('link', { name: 'Home', exact: true }).click();
  await expect(heading(page, 'Selamat Datang')).toBeVisible();
  await page.goBack();
  await expect(listFailure(page)).toBeVisible();

  await page.unroute(isGroupList);
  await listFailure(page).getByRole('button', { name: 'Retry' }).click();
  await expectGroupsListed(page);
});

test('a reply that never comes: the screen shows it is loading, the user can leave and come back to a fresh load', async ({ page }) => {
  await openGroups(page);
  let hang = true;
  await page.route(isGroupList, async (route) => {
    // No timeout by spec: the request stays open until the page is left or closed.
    if (hang) return;
    await route.continue();
  });
  const started = Date.now();
  await page.getByRole('button', { name: 'Refresh', exact: true }).click();
  await expect(groupsTable(page)).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('region', { name: 'Company Group table' }).getByLabel('Loading')).toBeVisible();
  report('reply never comes (loading shown)', Date.now() - started);

  await sidebar(page).getByRole('link', { name: 'Home', exact: true }).click();
  await expect(heading(page, 'Selamat Datang')).toBeVisible();

  hang = false;
  await sidebar(page).getByRole('link', { name: 'Company Group', exact: true }).click();
  await expect(heading(page, 'Company Group')).toBeVisible();
  await page.getByRole('button', { name: 'Refresh', exact: true }).click();
  await expectGroupsListed(page);
});

test('a session check that never answers does not trap the user: the next click navigates', async ({ page }) => {
  await openGroups(page);
  let hung = 0;
  const isStatus = (url: URL) => isApi(url) && url.pathname === '/security/authentication/status';
  await page.route(isStatus, async (route) => {
    if (hung === 0) {
      hung += 1;
      return; // this one never answers
    }
    await route.continue();
  });
  await sidebar(page).getByRole('link', { name: 'Home', exact: true }).click();
  await expect.poll(() => hung).toBe(1);
  await expect(heading(page, 'Company Group')).toBeVisible();

  // The user gives up on it and goes elsewhere: a new navigation with a new check.
  await sidebar(page).getByRole('link', { name: 'Notifications', exact: true }).click();
  await expect(heading(page, 'Notifications')).toBeVisible();
  await sidebar(page).getByRole('link', { name: 'Home', exact: true }).click();
  await expect(heading(page, 'Selamat Datang')).toBeVisible();
});

for (const [fault, reply] of [
  ['HTTP 401', { status: 401, body: { message: 'Unauthorized' } }],
  ['errorCode 411', { status: 200, body: { status: { error: true, errorCode: 411, message: 'Session expired' } } }],
] as const) {
  test(`${fault}: the session ends once with the toast, back to login, and signing in again recovers`, async ({ page }) => {
    await openGroups(page);
    await page.route(isGroupList, (route) => route.fulfill({ status: reply.status, contentType: 'application/json', body: JSON.stringify(reply.body) }));
    const alert = toast(page, 'Silahkan Login Kembali');
    report(fault, await refreshUntil(page, alert));
    await expect(alert).toContainText('Sesi Login Telah Habis');
    await expect(alert).toHaveCount(1);
    await expect(page).toHaveURL(/\/login(\?next=[^&]*)?$/);
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();

    await page.unroute(isGroupList);
    await signInThroughUi(page, 'superadmin');
    await sidebar(page).getByRole('link', { name: 'Company Group', exact: true }).click();
    await expectGroupsListed(page);
  });
}
