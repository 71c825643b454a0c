import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../../support/session';
import { chooseCompany, expireSessionsOf, sidebar, submitLogin, userMenu } from './shell-helpers';

/** The login page, with or without the page to return to (`?next=`). */
const LOGIN_URL = /\/login(\?next=[^&]+)?$/;
const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

test('switching company updates the top bar', async ({ page }) => {
  await page.goto('/login');
  await submitLogin(page, 'admin', 'admin123');
  await page.waitForURL('**/selectcompany');
  const first = await chooseCompany(page);
  await expect(userMenu(page)).toContainText(first);

  await userMenu(page).click();
  await page.getByRole('menuitem', { name: 'Switch Company' }).click();
  await page.waitForURL('**/selectcompany');
  await page.getByRole('combobox', { name: 'Select Company' }).click();
  const options = await page.getByRole('option').allTextContents();
  expect(options).toHaveLength(2);
  const second = options.map((name) => name.trim()).find((name) => name !== first)!;
  await page.getByRole('option', { name: second, exact: true }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL('**/dashboard/home');
  await expect(userMenu(page)).toContainText(second);
  await expect(userMenu(page)).not.toContainText(first);
});

test('logout removes the token and leaves the user signed out', async ({ page }) => {
  await page.goto('/login');
  await submitLogin(page, 'staff', 'staff123');
  await page.waitForURL('**/selectcompany');
  await chooseCompany(page);
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeTruthy();

  await userMenu(page).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.waitForURL('**/login');
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
  expect(await page.evaluate(() => window.localStorage.getItem('isAuthenticated'))).toBe('false');
  await page.goto('/dashboard/home');
  await page.waitForURL('**/login');
});

test('an expired token caught by the guard on the next navigation returns to login with the toast', async ({ page }) => {
  await signIn(page, 'staff');
  await expect(page.getByRole('heading', { name: 'Selamat Datang', level: 1 })).toBeVisible();
  expireSessionsOf('staff');
  await sidebar(page).getByRole('link', { name: 'Virtual Account', exact: true }).click();
  await page.waitForURL(LOGIN_URL);
  const alert = toast(page, 'Silahkan Login Kembali');
  await expect(alert).toHaveCount(1);
  await expect(alert).toContainText('Sesi Login Telah Habis');
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
});

test('an expired token inside a remote screen returns to login with the toast, without a page load', async ({ page }) => {
  // The company-group screen is a remote whose list calls go through the shared client.
  await signIn(page, 'superadmin', '/dashboard/company-group-management');
  await expect(page.getByRole('heading', { name: 'Company Group', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refresh' })).toBeEnabled();
  // A mark on this document: it survives only if the page is not reloaded.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  expireSessionsOf('superadmin');

  await page.getByRole('button', { name: 'Refresh' }).click();

  await page.waitForURL(LOGIN_URL);
  const alert = toast(page, 'Silahkan Login Kembali');
  await expect(alert).toHaveCount(1);
  await expect(alert).toContainText('Sesi Login Telah Habis');
  await expect(page.getByRole('button', { name: 'Proceed' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
  // Client-side: the router changed the URL; the document was never reloaded.
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
});
