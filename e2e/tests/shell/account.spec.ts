import { expect, test, type Page } from '@playwright/test';
import { chooseCompany, createThrowawayUser, submitLogin, userMenu } from './shell-helpers';

const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

test('changing the username on Manage Account ends signed out, and the new username signs in', async ({ page }) => {
  const account = await createThrowawayUser();
  await page.goto('/login');
  await submitLogin(page, account.username, account.password);
  await page.waitForURL('**/selectcompany');
  await chooseCompany(page);

  await userMenu(page).click();
  await page.getByRole('menuitem', { name: 'Manage Accounts' }).click();
  await page.waitForURL('**/dashboard/manage-account');
  await expect(page.getByRole('heading', { name: 'Manage Account', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'breadcrumb' })).toHaveText(/Home.*Manage Account/);
  await expect(page.getByText('Manage your username & password')).toBeVisible();
  const userId = page.getByLabel('User ID');
  await expect(userId).toHaveValue(account.userId);
  await expect(userId).toHaveAttribute('readonly', '');
  const username = page.getByLabel('Username');
  await expect(username).toHaveValue(account.username);
  const save = page.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();

  // A username someone else has: the server's answer shows under the field and Save stays off.
  await username.fill('admin');
  await expect(page.getByText('Username has already been used')).toBeVisible();
  await expect(save).toBeDisabled();

  const renamed = `${account.username}.baru`;
  await username.fill(renamed);
  await expect(page.getByText('Username is available.')).toBeVisible();
  await expect(save).toBeEnabled();
  // Held on its way, the update shows Save's busy label (as the dialogs' Mengirim.. and Deleting..).
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/account/login', async (route) => {
    if (route.request().method() === 'PUT') await held;
    await route.continue();
  });
  await save.click();
  await expect(page.getByRole('button', { name: 'Saving..' })).toBeDisabled();
  release();

  await expect(toast(page, 'Successfully updated user account data.')).toBeVisible();
  await expect(toast(page, 'Please relogin.')).toBeVisible();
  await page.waitForURL('**/login');
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();

  await submitLogin(page, renamed, account.password);
  await page.waitForURL('**/selectcompany');
});

test('a short password is refused on Manage Account and nothing is sent', async ({ page }) => {
  const account = await createThrowawayUser();
  await page.goto('/login');
  await submitLogin(page, account.username, account.password);
  await page.waitForURL('**/selectcompany');
  await chooseCompany(page);
  await page.goto('/dashboard/manage-account');
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('12345');
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(password).toHaveValue('');
  await expect(page.getByText('Password must be at least 6 characters')).toHaveCount(0);
});
