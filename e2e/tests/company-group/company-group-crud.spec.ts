import { expect, test } from '@playwright/test';
import { signIn } from '../../support/session';
import { createGroupThroughApi, fillGroupDialog, groupNamed, rowOf, SCREEN, searchFor, uniqueName } from './company-group-support';

test('creates a group after the too-short and duplicate name messages, with Save disabled meanwhile', async ({ page }) => {
  await signIn(page, 'superadmin', SCREEN);
  await expect(page.getByRole('heading', { name: 'Company Group', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Add Data' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tambah Data Baru' });
  await expect(dialog.getByText('Menambahkan data Company Group baru.')).toBeVisible();
  const save = dialog.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();

  const name = uniqueName('Grup Baru');
  await fillGroupDialog(dialog, { ...groupNamed(name), grcpName: 'ab' });
  await expect(dialog.getByText('Must be at least 3 characters.')).toBeVisible();
  await expect(save).toBeDisabled();

  await dialog.getByLabel('Nama Company Group').fill('nusantara retail group');
  await expect(dialog.getByText('Company Group has already been used')).toBeVisible();
  await expect(save).toBeDisabled();

  await dialog.getByLabel('Nama Company Group').fill(name);
  await expect(dialog.getByText('Company Group has already been used')).toBeHidden();
  await expect(save).toBeEnabled();
  await save.click();

  await expect(page.getByText('Berhasil menambahkan company group baru.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await searchFor(page, name);
  await expect(rowOf(page, name)).toContainText('Medan');
});

test('edits a group', async ({ page }) => {
  const name = uniqueName('Grup Ubah');
  await createGroupThroughApi(groupNamed(name));
  await signIn(page, 'superadmin', `${SCREEN}?q=${encodeURIComponent(name)}`);
  await rowOf(page, name).getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Data' });
  await expect(dialog.getByText('Mengedit data Company Group.')).toBeVisible();
  await expect(dialog.getByLabel('Nama Company Group')).toHaveValue(name);
  await dialog.getByLabel('Nama Kota').fill('  pematang   SIANTAR ');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Berhasil memperbarui company group data.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(rowOf(page, name)).toContainText('Pematang Siantar');
});

test('deletes a group after confirmation', async ({ page }) => {
  const name = uniqueName('Grup Hapus');
  await createGroupThroughApi(groupNamed(name));
  await signIn(page, 'superadmin', `${SCREEN}?q=${encodeURIComponent(name)}`);
  await rowOf(page, name).getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm.getByText('Are you sure you want to delete this data?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Company Group deleted successfully')).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(rowOf(page, name)).toHaveCount(0);
  await expect(page.getByText('No data available')).toBeVisible();
});
