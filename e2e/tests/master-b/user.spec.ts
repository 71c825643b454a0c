import { expect, test } from '@playwright/test';
import { chooseCompany, submitLogin, userMenu } from '../shell/shell-helpers';
import { applyFilter, openScreen, asSuperadmin, createUserThroughApi, rowWith, searchUserId, summaryCount, uniqueSuffix, USER_SCREEN } from './master-b-support';

// Each test opens the console afresh; on a shared, busy machine that alone can take half a minute.
test.beforeEach(() => test.slow());

test('lists users with Jumlah User and User Aktif, searches and filters by status; a copied URL reproduces the view', async ({ page, context }) => {
  await openScreen(page, 'superadmin', USER_SCREEN, 'User');
  await expect(page.getByRole('heading', { name: 'User', level: 1 })).toBeVisible();
  const all = await summaryCount(page, 'Jumlah User');
  const active = await summaryCount(page, 'User Aktif');
  expect(all).toBeGreaterThan(active);
  await searchUserId(page, 'budi');
  await expect(rowWith(page, 'User', 'budi.santoso@console.id').getByText('Not Active')).toBeVisible();
  await searchUserId(page, 'console.id');
  await applyFilter(page, 'By Status', 'Tidak Aktif');
  await expect(page).toHaveURL(/f_userStatus=0/);
  await expect(rowWith(page, 'User', 'budi.santoso@console.id')).toBeVisible();
  await expect(rowWith(page, 'User', 'staff@console.id')).toHaveCount(0);
  const copied = await context.newPage();
  await copied.goto(page.url());
  await expect(copied.getByRole('heading', { name: 'User', level: 1 })).toBeVisible({ timeout: 60_000 });
  await expect(copied.getByRole('searchbox', { name: 'Search User Id..' })).toHaveValue('console.id');
  await expect(rowWith(copied, 'User', 'budi.santoso@console.id')).toBeVisible();
  await expect(copied.getByRole('button', { name: 'Filter Data (1 active)' })).toBeVisible();
});

test('adds a user after invalid and duplicate input, and that user can sign in', async ({ page }) => {
  await openScreen(page, 'superadmin', USER_SCREEN, 'User');
  const before = await summaryCount(page, 'Jumlah User');
  await page.getByRole('button', { name: 'Add Data' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tambah Data Baru' });
  await expect(dialog.getByText('Menambahkan data User baru.')).toBeVisible();
  const save = dialog.getByRole('button', { name: 'Save' });

  await dialog.getByLabel('User ID').fill('bukan-email');
  await expect(dialog.getByText('User ID must be in email format')).toBeVisible();
  await dialog.getByLabel('User ID').fill('admin@console.id');
  await expect(dialog.getByText('User ID has already been used')).toBeVisible();
  await dialog.getByLabel('Username').fill('a..b');
  await expect(dialog.getByText('Invalid username format (allowed: letters, numbers, @, _, .; no __ or ..)')).toBeVisible();
  await dialog.getByLabel('Username').fill('Staff');
  await expect(dialog.getByText('Username has already been used')).toBeVisible();
  await dialog.getByLabel(/^Password/).fill('12345');
  await expect(dialog.getByText('Password must be at least 6 characters')).toBeVisible();
  await expect(save).toBeDisabled();

  const suffix = uniqueSuffix();
  const userId = `baru.${suffix}@console.id`;
  const username = `baru_${suffix}`;
  await dialog.getByLabel('User ID').fill(userId);
  await dialog.getByLabel('Status').selectOption({ label: 'Aktif' });
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel(/^Password/).fill('rahasia123');
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText('User added successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel(`Jumlah User: ${before + 1}`, { exact: true })).toBeVisible();

  // Give the new user a role and a company (as superadmin: a console user without access cannot
  // sign in), then sign in as that user.
  await asSuperadmin('POST', '/master/User_Role', { usroUserId: userId, usroRoleId: 3 });
  await asSuperadmin('POST', '/master/User_Company', { uscoUserId: userId, uscoCompId: 1 });
  await page.evaluate(() => window.localStorage.clear());
  await page.goto('/login');
  await submitLogin(page, username, 'rahasia123');
  await page.waitForURL('**/selectcompany', { timeout: 30_000 });
  await chooseCompany(page);
  await expect(userMenu(page)).toContainText(username);
});

test('edits a user: the username is loaded, the user ID is disabled, the password asked for by a hint, status and username change', async ({ page }) => {
  const user = await createUserThroughApi();
  await openScreen(page, 'superadmin', `${USER_SCREEN}?q=${encodeURIComponent(user.userId)}`, 'User');
  await rowWith(page, 'User', user.userId).getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Data' });
  await expect(dialog.getByText('Mengedit data User.')).toBeVisible();
  await expect(dialog.getByLabel('Username')).toHaveValue(user.username);
  await expect(dialog.getByLabel('User ID')).toHaveValue(user.userId);
  await expect(dialog.getByLabel('User ID')).not.toBeEditable();
  // Disabled, and shown so (spec 2.6), not a field that only looks editable.
  await expect(dialog.getByLabel('User ID')).toBeDisabled();
  // Nothing touched yet: a hint that a password must be entered, no red error.
  await expect(dialog.getByText('Enter a password to save: the current one, or a new one.')).toBeVisible();
  await expect(dialog.getByText('Password is required')).toBeHidden();
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  await dialog.getByLabel(/^Password/).focus();
  await dialog.getByLabel(/^Password/).blur();
  await expect(dialog.getByText('Password is required')).toBeVisible();
  await dialog.getByLabel('Status').selectOption({ label: 'Tidak Aktif' });
  await dialog.getByLabel('Username').fill(`${user.username}x`);
  await dialog.getByLabel(/^Password/).fill('rahasia456');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Berhasil memperbarui user data.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(rowWith(page, 'User', user.userId).getByText('Not Active')).toBeVisible();
  const login = await asSuperadmin('GET', `/master/User_Login/${encodeURIComponent(user.userId)}`);
  expect(login.data).toMatchObject({ usloUserName: `${user.username}x` });
});

test('deletes a user after confirmation in spec 7\'s two calls, which agree: no 404, no error in the browser', async ({ page }) => {
  const user = await createUserThroughApi();
  await openScreen(page, 'superadmin', `${USER_SCREEN}?q=${encodeURIComponent(user.userId)}`, 'User');
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const deletes: { url: string; status: number }[] = [];
  page.on('response', (response) => {
    if (response.request().method() === 'DELETE') deletes.push({ url: decodeURIComponent(new URL(response.url()).pathname), status: response.status() });
  });
  await rowWith(page, 'User', user.userId).getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm.getByText('Are you sure you want to delete this data?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('User deleted successfully')).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('No data available')).toBeVisible();
  expect(deletes).toEqual([
    { url: `/master/user/${user.userId}`, status: 200 },
    { url: `/master/User_Login/${user.userId}`, status: 200 },
  ]);
  expect(errors).toEqual([]);
});
