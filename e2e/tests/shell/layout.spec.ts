import { expect, test } from '@playwright/test';
import { seriousViolations } from '../../support/accessibility';
import { signIn } from '../../support/session';
import { sidebar } from './shell-helpers';

test('the sidebar is open on a wide window and closes and opens with the toggle', async ({ page }) => {
  await signIn(page, 'admin');
  await expect(sidebar(page)).toBeVisible();
  const toggle = page.getByRole('button', { name: 'Toggle sidebar' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await toggle.click();
  await expect(sidebar(page)).toHaveCount(0);
  await toggle.click();
  await expect(sidebar(page)).toBeVisible();
});

test('on a phone the sidebar is an overlay drawer with Hide Sidebar', async ({ page }) => {
  await page.setViewportSize({ width: 480, height: 800 });
  await signIn(page, 'staff');
  await expect(page.getByRole('heading', { name: 'Selamat Datang', level: 1 })).toBeVisible();
  await expect(sidebar(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Toggle sidebar' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('button', { name: 'Hide Sidebar' })).toBeVisible();
  await drawer.getByRole('button', { name: 'Hide Sidebar' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByRole('button', { name: 'Toggle sidebar' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Notifications', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/notifications(\?.*)?$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the user menu works from the keyboard', async ({ page }) => {
  await signIn(page, 'staff');
  const trigger = page.getByRole('banner').getByRole('button', { name: /User menu/ });
  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Manage Accounts' })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.waitForURL('**/dashboard/manage-account');
});

test('login, company selection and home have no serious accessibility violations', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Proceed' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await signIn(page, 'staff');
  await expect(page.getByRole('heading', { name: 'Selamat Datang', level: 1 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
