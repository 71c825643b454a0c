import { expect, test } from '@playwright/test';
import { signIn } from '../../support/session';
import { rowOf, SCREEN } from './company-group-support';

test('admin can add and edit but sees no Delete', async ({ page }) => {
  await signIn(page, 'admin', SCREEN);
  await expect(rowOf(page, 'Nusantara Retail Group')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Data' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
});

test('staff sees No Access', async ({ page }) => {
  await signIn(page, 'staff', SCREEN);
  await expect(page.getByText('No Access')).toBeVisible();
  await expect(page.getByText("Looks like you don't have permission to access this content.")).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
});
