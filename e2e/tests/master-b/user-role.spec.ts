import { expect, test } from '@playwright/test';
import { applyFilter, openScreen, asSuperadmin, createUserThroughApi, rowWith, searchUserId, summaryCount, USER_ROLE_SCREEN } from './master-b-support';

// Each test opens the console afresh; on a shared, busy machine that alone can take half a minute.
test.beforeEach(() => test.slow());

const ROLE_COUNTS = ['Superadmin', 'Admin', 'Staff', 'Lainnya', 'Jumlah Data'];

test('lists user roles with the per-role counts, searches and filters by role', async ({ page }) => {
  await openScreen(page, 'superadmin', USER_ROLE_SCREEN, 'User Role');
  const counts = await Promise.all(ROLE_COUNTS.map((label) => summaryCount(page, label)));
  // Counted independently from the whole list: roles 1, 2, 3 by name, every other role as Lainnya.
  const rows = (await asSuperadmin('GET', '/master/User_Role?max=1000000')).data as { usroRoleId: number }[];
  const held = (test: (roleId: number) => boolean) => rows.filter((row) => test(row.usroRoleId)).length;
  expect(counts).toEqual([held((id) => id === 1), held((id) => id === 2), held((id) => id === 3), held((id) => id > 3), rows.length]);
  expect(counts[3]).toBeGreaterThan(0); // the auditor's role is neither of the three
  await searchUserId(page, 'admin@');
  await expect(rowWith(page, 'User Role', /^admin@console\.id/)).toContainText('Admin');
  await searchUserId(page, 'console.id');
  await applyFilter(page, 'By Role', 'Staff');
  await expect(page).toHaveURL(/f_usroRoleId=3/);
  await expect(rowWith(page, 'User Role', /^staff@console\.id/)).toContainText('Staff');
  await expect(rowWith(page, 'User Role', /^admin@console\.id/)).toHaveCount(0);
});

test('assigns a role (after the duplicate is refused), sees the counts change, edits and deletes it', async ({ page }) => {
  const user = await createUserThroughApi();
  await asSuperadmin('POST', '/master/User_Role', { usroUserId: user.userId, usroRoleId: 3 });
  await openScreen(page, 'superadmin', USER_ROLE_SCREEN, 'User Role');
  const admins = await summaryCount(page, 'Admin');
  const all = await summaryCount(page, 'Jumlah Data');

  await page.getByRole('button', { name: 'Add Data' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tambah Data Baru' });
  await expect(dialog.getByText('Menambahkan data User Role baru.')).toBeVisible();
  const save = dialog.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  await dialog.getByLabel('User ID').selectOption({ label: user.userId });
  await dialog.getByLabel('Role').selectOption({ label: 'Staff' });
  await save.click();
  await expect(page.getByText('Error saving user data')).toBeVisible();
  await expect(page.getByText('User already has this role.').first()).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('User ID')).toHaveValue(user.userId);

  await dialog.getByLabel('Role').selectOption({ label: 'Admin' });
  await save.click();
  await expect(page.getByText('Berhasil menambahkan user role.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel(`Admin: ${admins + 1}`, { exact: true })).toBeVisible();
  await expect(page.getByLabel(`Jumlah Data: ${all + 1}`, { exact: true })).toBeVisible();

  await searchUserId(page, user.userId);
  const rowsOfUser = rowWith(page, 'User Role', user.userId);
  await expect(page.getByText('Showing 1 to 2 of 2 entries')).toBeVisible();
  await rowsOfUser.filter({ hasText: 'Admin' }).getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Data' });
  await expect(edit.getByText('Mengedit data User Role.')).toBeVisible();
  await edit.getByLabel('Role').selectOption({ label: 'Auditor' });
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Berhasil memperbarui user role.')).toBeVisible();
  await expect(page.getByLabel(`Admin: ${admins}`, { exact: true })).toBeVisible();

  await rowsOfUser.filter({ hasText: 'Auditor' }).getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('User role deleted successfully')).toBeVisible();
  await expect(page.getByLabel(`Jumlah Data: ${all}`, { exact: true })).toBeVisible();
});
