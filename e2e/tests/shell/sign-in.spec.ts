import { expect, test, type Page } from '@playwright/test';
import { chooseCompany, submitLogin, userMenu } from './shell-helpers';

const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

test('the login form checks its fields before sending anything', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expect(page.getByText('Username is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  await page.getByLabel('Username').fill('staff');
  await page.getByLabel('Password', { exact: true }).fill('ab');
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await expect(page.getByText('Password must be at least 3 characters')).toBeVisible();

  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('a wrong password is refused, then the right one leads through the company selection to home', async ({ page }) => {
  await page.goto('/login');
  await submitLogin(page, 'staff', 'not-the-password');
  await expect(toast(page, 'Login gagal. Silahkan periksa lagi inputan anda.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();

  await page.getByLabel('Password', { exact: true }).fill('staff123');
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await page.waitForURL('**/selectcompany');
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeTruthy();
  expect(await page.evaluate(() => window.localStorage.getItem('isAuthenticated'))).toBe('true');

  await expect(page.getByRole('heading', { name: 'Select Company', level: 1 })).toBeVisible();
  await expect(page.getByText('Please select which company you want to access.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
  const company = await chooseCompany(page);
  await expect(toast(page, 'Berhasil Set Company. Selamat Datang!')).toBeVisible();

  await expect(page.getByRole('heading', { name: 'Selamat Datang', level: 1 })).toBeVisible();
  await expect(page.getByText('Payment Processing Admin Dashboard')).toBeVisible();
  await expect(userMenu(page)).toContainText('staff');
  await expect(userMenu(page)).toContainText(company);
});

test('the company selection works from the keyboard: Continue stays disabled until a company is chosen', async ({ page }) => {
  await page.goto('/login');
  await submitLogin(page, 'admin', 'admin123');
  await page.waitForURL('**/selectcompany');
  // The page's one question has the focus on arrival.
  const select = page.getByRole('combobox', { name: 'Select Company' });
  await expect(select).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('option')).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Continue' })).toBeEnabled();
  await page.keyboard.press('Enter');
  await page.waitForURL('**/dashboard/home');
  await expect(page.getByRole('heading', { name: 'Selamat Datang', level: 1 })).toBeVisible();
});

test('a signed-in user who opens /login is sent to home', async ({ page }) => {
  await page.goto('/login');
  await submitLogin(page, 'staff', 'staff123');
  await page.waitForURL('**/selectcompany');
  await chooseCompany(page);
  await page.goto('/login');
  await page.waitForURL('**/dashboard/home');
  await page.goto('/dashboard');
  await page.waitForURL('**/dashboard/home');
});

test('the company selection offers Logout: signed out and back at the login page', async ({ page }) => {
  await page.goto('/login');
  await submitLogin(page, 'staff', 'staff123');
  await page.waitForURL('**/selectcompany');
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL('**/login');
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
  await page.goto('/selectcompany');
  await expect(page).toHaveURL(/\/login/);
});
