import { expect, test, type Page, type Route } from '@playwright/test';
import { API_URL } from '../../support/environment';
import { DEMO_USERS, signIn } from '../../support/session';
import { chooseCompany, sidebar, submitLogin } from './shell-helpers';

const STATUS_URL = `${API_URL}/security/authentication/status`;
const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
const serverError = (route: Route) =>
  route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ status: { error: 1, message: 'Database is down' } }) });

/** Signs in through the API without choosing a company: the state right after the login form. */
async function tokenWithoutCompany(user: keyof typeof DEMO_USERS): Promise<string> {
  const form = new FormData();
  form.append('username', DEMO_USERS[user].username);
  form.append('password', DEMO_USERS[user].password);
  return ((await (await fetch(`${API_URL}/security/authentication/login`, { method: 'POST', body: form })).json()) as { token: string }).token;
}

async function storeToken(page: Page, token: string): Promise<void> {
  await page.addInitScript((value) => {
    if (!window.sessionStorage.getItem('e2e-token')) {
      window.localStorage.setItem('token', value);
      window.localStorage.setItem('isAuthenticated', 'true');
      window.sessionStorage.setItem('e2e-token', '1');
    }
  }, token);
}

test('a failing status check on a remote screen counts as signed out: the status toast and /login', async ({ page }) => {
  await signIn(page, 'superadmin', '/dashboard/company-group-management');
  await expect(page.getByRole('heading', { name: 'Company Group', level: 1 })).toBeVisible();
  await page.route(STATUS_URL, serverError);
  await page.reload();
  await page.waitForURL(/\/login\?next=%2Fdashboard%2Fcompany-group-management$/);
  await expect(toast(page, 'Gagal Mendapatkan User Status.').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Proceed' })).toBeVisible();
  await expect(page.getByText('No Access')).toHaveCount(0);
});

test('the company selection retries one failed status reply, and stays to be chosen', async ({ page }) => {
  await storeToken(page, await tokenWithoutCompany('admin'));
  let calls = 0;
  await page.route(STATUS_URL, (route) => (++calls === 1 ? serverError(route) : route.continue()));
  await page.goto('/selectcompany');
  await expect(page.getByRole('combobox', { name: 'Select Company' })).toBeVisible();
  await expect(page).toHaveURL(/\/selectcompany$/);
  await expect(toast(page, 'Gagal Mendapatkan User Status.')).toHaveCount(0);
  expect(calls).toBe(2);
});

test('the company selection gives up after the retries: Failed to get allowed company list. and /login', async ({ page }) => {
  await storeToken(page, await tokenWithoutCompany('admin'));
  const times: number[] = [];
  await page.route(STATUS_URL, (route) => {
    times.push(Date.now());
    return serverError(route);
  });
  await page.goto('/selectcompany');
  await page.waitForURL(/\/login$/);
  await expect(toast(page, 'Failed to get allowed company list.')).toBeVisible();
  await expect(toast(page, 'Gagal Mendapatkan User Status.')).toHaveCount(0);
  // The guard's call, then the page's 3 tries 300 ms apart.
  expect(times).toHaveLength(4);
  expect(times[2]! - times[1]!).toBeGreaterThanOrEqual(290);
  expect(times[3]! - times[2]!).toBeGreaterThanOrEqual(290);
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
});

for (const path of ['/dashboard/home', '/dashboard', '/dashboard/manage-account']) {
  test(`without a token, ${path} says Silahkan Login Kembali titled Token Tidak Tersedia`, async ({ page }) => {
    await page.goto(path);
    await page.waitForURL(/\/login(\?next=%2Fdashboard%2Fmanage-account)?$/);
    const alert = toast(page, 'Silahkan Login Kembali');
    await expect(alert).toHaveCount(1);
    await expect(alert).toContainText('Token Tidak Tersedia');
  });
}

test('company selection cannot be skipped, and the page asked for opens after choosing', async ({ page }) => {
  await page.goto('/login');
  await submitLogin(page, 'staff', 'staff123');
  await page.waitForURL('**/selectcompany');
  await page.goto('/dashboard/transaction-va');
  await page.waitForURL(/\/selectcompany\?next=%2Fdashboard%2Ftransaction-va$/);
  await expect(page.getByText('Unknown Company')).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Select Company' }).click();
  await page.getByRole('option').first().click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(/\/dashboard\/transaction-va$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a signed-out deep link opens after signing in and choosing a company', async ({ page }) => {
  await page.goto('/dashboard/notifications');
  await page.waitForURL(/\/login\?next=%2Fdashboard%2Fnotifications$/);
  await submitLogin(page, 'staff', 'staff123');
  await page.waitForURL(/\/selectcompany\?next=%2Fdashboard%2Fnotifications$/);
  await page.getByRole('combobox', { name: 'Select Company' }).click();
  await page.getByRole('option').first().click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(/\/dashboard\/notifications$/);
  await expect(page).toHaveTitle('Notifications · Payment Console');
});

test('Switch Company preselects the active company and Cancel goes back', async ({ page }) => {
  await page.goto('/login');
  await submitLogin(page, 'admin', 'admin123');
  await page.waitForURL('**/selectcompany');
  const chosen = await chooseCompany(page);
  await sidebar(page).getByRole('link', { name: 'Company Group', exact: true }).click();
  await page.waitForURL('**/dashboard/company-group-management');
  await expect(page).toHaveTitle('Company Group · Payment Console');
  await page.getByRole('banner').getByRole('button', { name: /User menu/ }).click();
  await page.getByRole('menuitem', { name: 'Switch Company' }).click();
  await page.waitForURL('**/selectcompany');
  await expect(page.getByRole('combobox', { name: 'Select Company' })).toContainText(chosen);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.waitForURL('**/dashboard/company-group-management');
});

test('a navigation shows a thin progress bar while the status check runs', async ({ page }) => {
  await signIn(page, 'staff');
  await expect(page.getByRole('heading', { name: 'Selamat Datang', level: 1 })).toBeVisible();
  await page.route(STATUS_URL, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await sidebar(page).getByRole('link', { name: 'Notifications', exact: true }).click();
  await expect(page.getByRole('progressbar', { name: 'Loading page' })).toBeVisible();
  await page.waitForURL('**/dashboard/notifications');
  await expect(page.getByRole('progressbar', { name: 'Loading page' })).toHaveCount(0);
});

test('when the status check hangs the user can stay, and the menu works again', async ({ page }) => {
  await signIn(page, 'staff');
  await expect(page.getByRole('heading', { name: 'Selamat Datang', level: 1 })).toBeVisible();
  let hang = true;
  await page.route(STATUS_URL, (route) => (hang ? undefined : route.continue()));
  await sidebar(page).getByRole('link', { name: 'Notifications', exact: true }).click();
  const notice = page.getByRole('alert').filter({ hasText: 'The server is taking longer than usual to answer.' });
  await expect(notice).toBeVisible({ timeout: 15_000 });
  await notice.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(page.getByRole('progressbar', { name: 'Loading page' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/dashboard\/home$/);

  hang = false;
  await sidebar(page).getByRole('link', { name: 'Virtual Account', exact: true }).click();
  await page.waitForURL('**/dashboard/transaction-va');
});
