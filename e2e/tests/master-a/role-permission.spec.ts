import { expect, test } from '@playwright/test';
import { applyFilter, createThroughApi, deleteRow, pickOption, screenRow, screenTable } from '../../support/resource-helpers';
import { signIn } from '../../support/session';
import { uniqueName } from '../company-group/company-group-support';

// Long user journeys on a shared, busy machine.
test.describe.configure({ timeout: 120_000 });

const SCREEN = '/dashboard/role-permission-management';
const TITLE = 'Role Permission';

test('lists grants with the count and chips; the search filters the loaded rows and is not sent, the role filter is; a copied URL reproduces the view', async ({ page, context }) => {
  await signIn(page, 'superadmin', SCREEN);
  await expect(page.getByRole('heading', { name: TITLE, level: 1 })).toBeVisible();
  await expect(page.getByLabel(/^Jumlah Data: \d+$/)).toBeVisible();
  const requests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    // List calls (not the summary's count, `max=1`).
    if (url.pathname === '/master/Role_Permission' && url.searchParams.get('max') !== '1') requests.push(decodeURIComponent(request.url()));
  });
  const search = page.getByRole('searchbox', { name: 'Search Role Permission Name..' });
  await search.fill('dashboard');
  await expect(page).toHaveURL(/q=dashboard/);
  await applyFilter(page, (dialog) => pickOption(dialog, 'By Role', 'Staff'));
  await expect(page.getByText('Showing 1 to 3 of 3 entries')).toBeVisible();
  await expect(screenTable(page, TITLE).getByRole('row').filter({ hasText: 'Superadmin' })).toHaveCount(0);
  await expect(screenRow(page, TITLE, 'dashboard_notification').getByRole('cell')).toHaveText(['Staff', 'dashboard_notification', 'read', /Edit/]);
  expect(requests.some((url) => url.includes('finds[rperRoleId]=3'))).toBe(true);
  // Every grant in one call, created time ascending (spec 9); typing filters those rows on the screen.
  expect(requests.every((url) => !url.includes('search=') && !url.includes('page=') && url.includes('max=1000&orderField=rperCreatedTime&orderValue=ASC'))).toBe(true);
  const asked = requests.length;
  await search.fill('notification');
  await expect(page.getByText('Showing 1 to 1 of 1 entries')).toBeVisible();
  await expect(screenRow(page, TITLE, 'dashboard_notification')).toHaveCount(1);
  await search.fill('staff');
  await expect(page.getByText('Showing 1 to 3 of 3 entries')).toBeVisible();
  expect(requests.length).toBe(asked);

  await search.fill('notification');
  await expect(page).toHaveURL(/q=notification/);
  const second = await context.newPage();
  // A fresh tab loads the remote again: give it the time a busy machine needs.
  await second.goto(page.url());
  await expect(second.getByRole('searchbox', { name: 'Search Role Permission Name..' })).toHaveValue('notification', { timeout: 30_000 });
  await expect(second.getByText('Showing 1 to 1 of 1 entries')).toBeVisible();
  await expect(second.getByRole('button', { name: 'Filter Data (1 active)' })).toBeVisible();
});

test('adds a grant limited to the permission operations after the duplicate and no-operation messages, then edits and deletes it', async ({ page }) => {
  const role = uniqueName('Peran Uji');
  await createThroughApi('/master/roles', { roleName: role });
  const permission = uniqueName('laporan').replace(/\s+/g, '_').toLowerCase();
  await createThroughApi('/master/Permission', { prmsName: permission, prmsOperations: '["read","update"]' });
  await signIn(page, 'superadmin', SCREEN);
  await page.getByRole('button', { name: 'Add Data' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tambah Data Baru' });
  const save = dialog.getByRole('button', { name: 'Save' });
  const operations = dialog.getByRole('group', { name: /Operations/ });

  await pickOption(dialog, /^Role/, 'Staff');
  await pickOption(dialog, /^Permission/, 'dashboard_notification');
  await expect(dialog.getByText('Role Permission has already been used')).toBeVisible();
  await expect(save).toBeDisabled();

  await pickOption(dialog, /^Role/, role);
  await pickOption(dialog, /^Permission/, permission);
  await expect(dialog.getByText('Role Permission has already been used')).toBeHidden();
  await expect(operations.getByRole('checkbox')).toHaveCount(2);
  await operations.getByText('update', { exact: true }).click();
  await operations.getByText('update', { exact: true }).click();
  await expect(dialog.getByText('Operation is Required.')).toBeVisible();
  await expect(save).toBeDisabled();
  await operations.getByText('read', { exact: true }).click();
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText('Berhasil menambahkan role permission.')).toBeVisible();

  await applyFilter(page, (filter) => pickOption(filter, 'By Role', role));
  const row = screenRow(page, TITLE, permission);
  await expect(row.getByRole('cell')).toHaveText([role, permission, 'read', /Edit/]);
  await row.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Data' });
  await expect(edit.getByRole('checkbox', { name: 'read' })).toBeChecked();
  await edit.getByRole('group', { name: /Operations/ }).getByText('update', { exact: true }).click();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Berhasil memperbarui role permission.')).toBeVisible();
  await expect(row.getByRole('cell').nth(2)).toHaveText('readupdate');
  await deleteRow(page, TITLE, permission, 'Role permission deleted successfully');
});
