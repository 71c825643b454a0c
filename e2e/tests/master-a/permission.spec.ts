import { expect, test } from '@playwright/test';
import { createThroughApi, deleteRow, screenRow, searchScreen } from '../../support/resource-helpers';
import { API_URL } from '../../support/environment';
import { apiSignIn, signIn } from '../../support/session';
import { uniqueName } from '../company-group/company-group-support';

// Long user journeys on a shared, busy machine.
test.describe.configure({ timeout: 120_000 });

const SCREEN = '/dashboard/permission-management';
const SEARCH = 'Search Permission Name..';
const permissionName = (prefix: string) => uniqueName(prefix).replace(/\s+/g, '_').toLowerCase();

test('lists permissions with the count and operation chips, searches; no filter', async ({ page }) => {
  await signIn(page, 'superadmin', SCREEN);
  await expect(page.getByRole('heading', { name: 'Permission', level: 1 })).toBeVisible();
  await expect(page.getByLabel(/^Jumlah Data: \d+$/)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Filter Data/ })).toHaveCount(0);
  await searchScreen(page, SEARCH, 'master_role_permission');
  const row = screenRow(page, 'Permission', 'master_role_permission');
  await expect(row.getByRole('cell')).toHaveText(['master_role_permission', 'readcreateupdatedelete', /Edit/]);
  await expect(page).toHaveURL(/q=master_role_permission/);
});

test('adds a permission after the invalid, duplicate and no-operation messages, then edits and deletes it', async ({ page }) => {
  await signIn(page, 'superadmin', SCREEN);
  await page.getByRole('button', { name: 'Add Data' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tambah Data Baru' });
  const save = dialog.getByRole('button', { name: 'Save' });
  const name = dialog.getByLabel('Permission Name');
  const operations = dialog.getByRole('group', { name: /Operations/ });
  await name.fill('x');
  await expect(dialog.getByText('Must be at least 2 characters.')).toBeVisible();
  // A permission name is a permission group: the form says what the API says (docs/api.md).
  const message = 'Invalid characters used. Use letters, digits and _, starting with a letter (e.g. master_user).';
  await name.fill('master report');
  await expect(dialog.getByText(message)).toBeVisible();
  const { token } = await apiSignIn('superadmin');
  const refused = await fetch(`${API_URL}/master/Permission`, {
    method: 'POST',
    headers: { Authentication: token, 'Content-Type': 'application/json' },
    body: JSON.stringify({ prmsName: 'master report', prmsOperations: '["read"]' }),
  });
  expect(refused.status).toBe(400);
  expect(((await refused.json()) as { errors: { field: string; message: string }[] }).errors).toContainEqual(expect.objectContaining({ field: 'prmsName', message }));
  await name.fill('MASTER_COMPANY');
  await expect(dialog.getByText('Permission Name has already been used')).toBeVisible();
  await operations.getByText('read', { exact: true }).click();
  await operations.getByText('read', { exact: true }).click();
  await expect(dialog.getByText('Operation is Required.')).toBeVisible();
  await expect(save).toBeDisabled();

  const permission = permissionName('laporan');
  await name.fill(permission);
  await operations.getByText('read', { exact: true }).click();
  await operations.getByText('delete', { exact: true }).click();
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText('Berhasil menambahkan permission.')).toBeVisible();
  await searchScreen(page, SEARCH, permission);
  await expect(screenRow(page, 'Permission', permission).getByRole('cell').nth(1)).toHaveText('readdelete');

  await screenRow(page, 'Permission', permission).getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Data' });
  await expect(edit.getByRole('checkbox', { name: 'delete' })).toBeChecked();
  await edit.getByRole('group', { name: /Operations/ }).getByText('update', { exact: true }).click();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Berhasil memperbarui permission.')).toBeVisible();
  await expect(screenRow(page, 'Permission', permission).getByRole('cell').nth(1)).toHaveText('readupdatedelete');
  await deleteRow(page, 'Permission', permission, 'Permission Berhasil Dihapus.');
});

test('a permission still granted to a role is not deleted: Gagal menghapus permission', async ({ page }) => {
  const permission = permissionName('dipakai');
  const created = await createThroughApi<{ prmsId: number }>('/master/Permission', { prmsName: permission, prmsOperations: '["read"]' });
  await createThroughApi('/master/Role_Permission', { rperRoleId: 4, rperPrmsId: created.prmsId, rperOperations: '["read"]' });
  await signIn(page, 'superadmin', `${SCREEN}?q=${permission}`);
  await screenRow(page, 'Permission', permission).getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Gagal menghapus permission')).toBeVisible();
  await expect(page.getByText(/Permission is used by 1 role permission/)).toBeVisible();
});
