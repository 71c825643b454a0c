import { expect, test } from '@playwright/test';
import { deleteRow, screenRow, searchScreen } from '../../support/resource-helpers';
import { signIn } from '../../support/session';
import { uniqueName } from '../company-group/company-group-support';

// Long user journeys on a shared, busy machine.
test.describe.configure({ timeout: 120_000 });

const SCREEN = '/dashboard/roles-management';
const SEARCH = 'Search Role Name..';

test('lists roles with the count and searches by name; a copied URL reproduces the view', async ({ page, context }) => {
  await signIn(page, 'superadmin', SCREEN);
  await expect(page.getByRole('heading', { name: 'Roles', level: 1 })).toBeVisible();
  await expect(page.getByLabel(/^Jumlah Data: \d+$/)).toBeVisible();
  await expect(screenRow(page, 'Roles', 'Superadmin')).toBeVisible();
  await searchScreen(page, SEARCH, 'staf');
  await expect(page.getByText('Showing 1 to 1 of 1 entries')).toBeVisible();
  const second = await context.newPage();
  // A fresh tab loads the remote again: give it the time a busy machine needs.
  await second.goto(page.url());
  await expect(second.getByRole('searchbox', { name: SEARCH })).toHaveValue('staf', { timeout: 30_000 });
  await expect(screenRow(second, 'Roles', 'Staff')).toBeVisible();
  await expect(second.getByText('Showing 1 to 1 of 1 entries')).toBeVisible();
});

test('adds a role after the invalid and duplicate name messages, then edits and deletes it', async ({ page }) => {
  await signIn(page, 'superadmin', SCREEN);
  await page.getByRole('button', { name: 'Add Data' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tambah Data Baru' });
  await expect(dialog.getByText('Menambahkan data Roles baru.')).toBeVisible();
  const save = dialog.getByRole('button', { name: 'Save' });
  const name = dialog.getByLabel('Role Name');
  await name.fill('a');
  await expect(dialog.getByText('Must be at least 2 characters.')).toBeVisible();
  await name.fill('auditor');
  await expect(dialog.getByText('Role Name has already been used')).toBeVisible();
  await expect(save).toBeDisabled();
  const role = uniqueName('Peran');
  await name.fill(role);
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText('Berhasil menambahkan role baru.')).toBeVisible();
  await expect(dialog).toBeHidden();

  await searchScreen(page, SEARCH, role);
  await screenRow(page, 'Roles', role).getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Data' });
  await expect(edit.getByLabel('Role Name')).toHaveValue(role);
  await edit.getByLabel('Role Name').fill(`${role} X`);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Berhasil memperbarui role data.')).toBeVisible();
  await searchScreen(page, SEARCH, `${role} X`);
  await deleteRow(page, 'Roles', `${role} X`, 'Roles deleted successfully');
});

test('a role still held by users is not deleted: Error deleting Roles with the reason', async ({ page }) => {
  await signIn(page, 'superadmin', `${SCREEN}?q=Auditor`);
  await screenRow(page, 'Roles', 'Auditor').getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Error deleting Roles')).toBeVisible();
  await expect(page.getByText(/Role is assigned to \d+ user/)).toBeVisible();
});
