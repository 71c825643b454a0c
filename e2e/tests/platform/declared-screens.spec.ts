import { expect, test } from '@playwright/test';
import { rmSync } from 'node:fs';
import { buildMasterVariant } from '../../support/mf-master-variant';
import { activeRelease, readRegistry, releaseCli } from '../../support/releases';
import { signIn } from '../../support/session';

test("a remote's new screen and first panel come with its release alone, in the menu, as a route and on Home; rolling it back takes them away", async ({ page }) => {
  test.setTimeout(300_000);
  const shell = activeRelease('shell');
  const first = activeRelease('mf-master');
  const build = buildMasterVariant();

  await signIn(page, 'superadmin');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  const master = menu.getByRole('list', { name: 'Master' });
  await expect(menu.getByRole('link', { name: 'Roles', exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Bank Codes' })).toHaveCount(0);

  let published: { version: string };
  try {
    published = JSON.parse(releaseCli('publish', 'mf-master', '--from', build, '--json', '--by', 'e2e', '--reason', 'adds Bank Codes')) as { version: string };
  } finally {
    rmSync(build, { recursive: true, force: true });
  }
  expect(published.version).not.toBe(first);

  // The next load shows it: in the Master group after Roles, and on its own route, rendered by the new release.
  await page.reload();
  await expect(menu.getByRole('link', { name: 'Bank Codes', exact: true })).toBeVisible();
  const masterLinks = master.getByRole('link');
  await expect(masterLinks).toHaveText(['User', 'User Company', 'User Role', 'Company', 'Company Group', 'Permission', 'Role Permission', 'Roles', 'Bank Codes']);
  await menu.getByRole('link', { name: 'Bank Codes', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/bank-codes$/);
  await expect(page.getByRole('heading', { name: 'Bank Codes', level: 1 })).toBeVisible();
  await expect(page.locator('[data-remote="mf-master"]')).toHaveAttribute('data-release', published.version);
  await expect(page).toHaveTitle(/^Bank Codes/);
  // The other master screens are still there, from the same release.
  await menu.getByRole('link', { name: 'Company', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Company', level: 1 })).toBeVisible();

  // Its first Home page panel, from ./panels, which it exposes because it declares a panel.
  await menu.getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Bank codes' })).toContainText('12 bank codes');

  // No shell was built or published for it.
  expect(activeRelease('shell')).toBe(shell);

  // Rolled back: the screen leaves the menu, and its address is an unknown page again.
  const rolledBack = JSON.parse(releaseCli('rollback', 'mf-master', '--json', '--by', 'e2e', '--expect', activeRelease('mf-master'))) as { to: string };
  expect(rolledBack.to).toBe(first);
  await page.goto('/dashboard/bank-codes');
  await expect(page.getByRole('heading', { name: 'Page Not Found', level: 1 })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Roles', exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Bank Codes' })).toHaveCount(0);
  await menu.getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Selamat Datang', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Bank codes' })).toHaveCount(0);
  expect(readRegistry().apps['mf-master']?.active).toBe(first);
});
