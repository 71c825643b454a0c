import { expect, test } from '@playwright/test';
import { signIn } from '../../support/session';
import { USER_COMPANY_SCREEN, USER_ROLE_SCREEN, USER_SCREEN } from './master-b-support';

for (const [screen, title] of [
  [USER_SCREEN, 'User'],
  [USER_ROLE_SCREEN, 'User Role'],
  [USER_COMPANY_SCREEN, 'User Company'],
] as const) {
  test(`admin sees Add Data and Edit but no Delete on ${title}`, async ({ page }) => {
    await signIn(page, 'admin', screen);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(page.getByRole('table', { name: title }).getByRole('button', { name: 'Edit' }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Data' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  });
}

