import { expect, test } from '@playwright/test';
import { signIn } from '../../support/session';

test('an unknown screen of the dashboard is said to be not found inside the dashboard, with a way home', async ({ page }) => {
  await signIn(page, 'staff', '/dashboard/no-such-screen');
  await expect(page.getByRole('heading', { name: 'Page Not Found', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/no-such-screen$/);
  await expect(page.getByText('/dashboard/no-such-screen', { exact: true })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'breadcrumb' })).toHaveText(/Home.*Page Not Found/);
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await expect(page).toHaveTitle('Page Not Found · Payment Console');
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/dashboard\/home$/);
  await expect(page.getByRole('heading', { name: 'Selamat Datang', level: 1 })).toBeVisible();
});

test('an unknown path outside the dashboard is not found too; / and /dashboard still lead home', async ({ page }) => {
  await signIn(page, 'staff', '/foo');
  await expect(page.getByRole('heading', { name: 'Page Not Found', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/foo$/);
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page.getByRole('heading', { name: 'Selamat Datang', level: 1 })).toBeVisible();
  for (const path of ['/', '/dashboard']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/dashboard\/home$/);
  }
});

test('signed out, an unknown path still says not found, and its way home leads to the login page', async ({ page }) => {
  await page.goto('/foo');
  await expect(page.getByRole('heading', { name: 'Page Not Found', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('button', { name: 'Proceed' })).toBeVisible();
});
