import { expect, test } from '@playwright/test';
import { screenTable } from '../../support/resource-helpers';
import { signIn } from '../../support/session';
import { sidebar } from '../shell/shell-helpers';

// The first visit loads the master remote: slow on a busy machine.
test.describe.configure({ timeout: 120_000 });

const SCREENS = [
  { path: '/dashboard/company-management', title: 'Company' },
  { path: '/dashboard/permission-management', title: 'Permission' },
  { path: '/dashboard/roles-management', title: 'Roles' },
  { path: '/dashboard/role-permission-management', title: 'Role Permission' },
];

test('admin sees Add Data and Edit but no Delete on Company, Permission, Roles and Role Permission', async ({ page }) => {
  await signIn(page, 'admin', SCREENS[0]!.path);
  for (const { path, title } of SCREENS) {
    await sidebar(page).getByRole('link', { name: title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible({ timeout: 30_000 });
    await expect(screenTable(page, title).getByRole('button', { name: 'Edit' }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Data' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  }
});
