import { expect, test } from '@playwright/test';
import { openScreen, USER_COMPANY_SCREEN, USER_ROLE_SCREEN, USER_SCREEN } from './master-b-support';

test.beforeEach(() => test.slow());

for (const [screen, title] of [
  [USER_SCREEN, 'User'],
  [USER_ROLE_SCREEN, 'User Role'],
  [USER_COMPANY_SCREEN, 'User Company'],
] as const) {
  test(`admin sees Add Data and Edit but no Delete on ${title}`, async ({ page }) => {
    await openScreen(page, 'admin', screen, title);
    await expect(page.getByRole('table', { name: title }).getByRole('button', { name: 'Edit' }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Data' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  });
}

