import { expect, test, type Page } from '@playwright/test';
import { DASHBOARD_ROUTES } from '../../support/declared-screens';
import { apiSignIn } from '../../support/session';
import { accessOf, holds } from '../security/authorization-support';
import { chooseCompany, sidebar, submitLogin } from './shell-helpers';

async function signInAs(page: Page, username: string, password: string) {
  await page.goto('/login');
  await submitLogin(page, username, password);
  await page.waitForURL('**/selectcompany');
  await chooseCompany(page);
}

/** Collects the texts of window.alert() calls, accepting each. */
function collectAlerts(page: Page): string[] {
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  return alerts;
}

test('staff sees Transactions and Notifications but no Master group', async ({ page }) => {
  await signInAs(page, 'staff', 'staff123');
  const menu = sidebar(page);
  await expect(menu.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(menu.getByText('Transactions', { exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Virtual Account', exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'QRIS', exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();
  await expect(menu.getByText('Master', { exact: true })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'User', exact: true })).toHaveCount(0);

  await menu.getByRole('link', { name: 'QRIS', exact: true }).click();
  // The screen writes its default range into the URL as soon as it shows, which can be before this check.
  await expect(page).toHaveURL(/\/dashboard\/transaction-qris(\?.*)?$/);
  await expect(menu.getByRole('link', { name: 'QRIS', exact: true })).toHaveAttribute('aria-current', 'page');
});

test('staff navigating in the app to User gets the alert and stays where they were', async ({ page }) => {
  await signInAs(page, 'staff', 'staff123');
  await sidebar(page).getByRole('link', { name: 'Notifications', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/notifications(\?.*)?$/);
  // The screen is drawn, so the guard's navigation to it has ended before the next one starts.
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  const alerts = collectAlerts(page);

  // A history navigation inside the running app (as the back button does): no page load.
  await page.evaluate(() => {
    window.history.pushState(null, '', '/dashboard/user-management');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });

  await expect.poll(() => alerts).toEqual(['You do not have access to this page.']);
  await expect(page).toHaveURL(/\/dashboard\/notifications(\?.*)?$/);
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'Notifications', exact: true })).toHaveAttribute('aria-current', 'page');
});

test('staff opening /dashboard/user-management directly gets the alert, then home', async ({ page }) => {
  await signInAs(page, 'staff', 'staff123');
  const alerts = collectAlerts(page);
  await page.goto('/dashboard/user-management');
  await page.waitForURL('**/dashboard/home');
  expect(alerts).toEqual(['You do not have access to this page.']);
  await expect(page.getByRole('heading', { name: 'Selamat Datang', level: 1 })).toBeVisible();
});

test('admin sees the Master group with every master entry', async ({ page }) => {
  // What the remotes declare in the Master group, as admin's access shows it: a remote's new
  // screen changes the expectation with its own declaration, not this file (decision 150).
  const access = await accessOf((await apiSignIn('admin')).token);
  const expected = DASHBOARD_ROUTES.filter((route) => route.group === 'master' && holds(access, route.menuPermission)).map((route) => route.label);
  expect(expected).toEqual(expect.arrayContaining(['User', 'User Company', 'User Role', 'Company', 'Company Group', 'Permission', 'Role Permission', 'Roles']));
  await signInAs(page, 'admin', 'admin123');
  const master = sidebar(page).getByRole('list', { name: 'Master' });
  await expect(master.getByRole('link')).toHaveText(expected);
  await master.getByRole('link', { name: 'User', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/user-management$/);
  await expect(page.getByRole('heading', { name: 'User', level: 1 })).toBeVisible();
});
