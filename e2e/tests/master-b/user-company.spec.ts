import { expect, test } from '@playwright/test';
import { applyFilter, openScreen, asSuperadmin, createUserThroughApi, rowWith, searchUserId, summaryCount, USER_COMPANY_SCREEN } from './master-b-support';

// Each test opens the console afresh; on a shared, busy machine that alone can take half a minute.
test.beforeEach(() => test.slow());

test('asks the user company list with max=1000', async ({ page }) => {
  const listed = page.waitForRequest((request) => new URL(request.url()).pathname === '/master/User_Company' && new URL(request.url()).searchParams.get('max') !== '1');
  await openScreen(page, 'superadmin', USER_COMPANY_SCREEN, 'User Company');
  expect(new URL((await listed).url()).searchParams.get('max')).toBe('1000');
});

test('pages the rows of its one max=1000 call in the table: page size, info text, pager and rows agree', async ({ page }) => {
  const reply = await asSuperadmin('GET', '/master/User_Company?max=1000');
  const total = (reply.pagination as { totalData: number }).totalData;
  expect(total, 'more user companies than one page of 10').toBeGreaterThan(10);
  const asked: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/master/User_Company' && url.searchParams.get('max') !== '1') asked.push(url);
  });
  await openScreen(page, 'superadmin', USER_COMPANY_SCREEN, 'User Company');
  const table = page.getByRole('table', { name: 'User Company' });
  await expect(page.getByText(`Showing 1 to 10 of ${total} entries`)).toBeVisible();
  await expect(table.locator('tbody tr[data-row-index]')).toHaveCount(10);

  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: 'Page 2' }).click();
  const onPage2 = Math.min(10, total - 10);
  await expect(page.getByText(`Showing 11 to ${10 + onPage2} of ${total} entries`)).toBeVisible();
  await expect(table.locator('tbody tr[data-row-index]')).toHaveCount(onPage2);
  await expect(page).toHaveURL(/[?&]page=2/);
  // The rows of page 2 are the 11th and on of the one reply, in its order (created time ascending).
  const userIds = (reply.data as { uscoUserId: string }[]).map((row) => row.uscoUserId);
  await expect(table.locator('tbody tr[data-row-index] > td:first-child')).toHaveText(userIds.slice(10, 10 + onPage2));
  // Paging asked the server nothing: every list call was the one of spec 7.
  expect(asked.length).toBeGreaterThan(0);
  for (const url of asked) {
    expect(url.searchParams.get('max')).toBe('1000');
    expect(url.searchParams.get('page')).toBeNull();
  }
});

test('lists user companies with company names and N/A updaters, searches and filters by company', async ({ page }) => {
  await openScreen(page, 'superadmin', USER_COMPANY_SCREEN, 'User Company');
  expect(await summaryCount(page, 'Jumlah Data')).toBeGreaterThan(0);
  await searchUserId(page, 'staff@');
  const staff = rowWith(page, 'User Company', 'staff@console.id');
  await expect(staff).toContainText('PT Toko Sembako Nusantara');
  await expect(staff).toContainText('N/A');
  await searchUserId(page, 'console.id');
  await applyFilter(page, 'By Company', 'PT Toko Sembako Nusantara');
  await expect(page).toHaveURL(/f_uscoCompId=1/);
  await expect(rowWith(page, 'User Company', 'staff@console.id')).toBeVisible();
  await expect(rowWith(page, 'User Company', 'auditor@console.id')).toHaveCount(0);
});

test('adds a company to a user (after the duplicate is refused), edits and deletes it', async ({ page }) => {
  const user = await createUserThroughApi();
  await asSuperadmin('POST', '/master/User_Company', { uscoUserId: user.userId, uscoCompId: 1 });
  await openScreen(page, 'superadmin', `${USER_COMPANY_SCREEN}?q=${encodeURIComponent(user.userId)}`, 'User Company');
  await expect(rowWith(page, 'User Company', user.userId)).toHaveCount(1);

  await page.getByRole('button', { name: 'Add Data' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tambah Data Baru' });
  await expect(dialog.getByText('Menambahkan data User Company baru.')).toBeVisible();
  const save = dialog.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  await dialog.getByLabel('User ID').selectOption({ label: user.userId });
  await dialog.getByLabel('Company').selectOption({ label: 'PT Toko Sembako Nusantara' });
  await save.click();
  await expect(page.getByText('Error saving user data')).toBeVisible();
  await expect(page.getByText('User already has this company.').first()).toBeVisible();
  await expect(dialog).toBeVisible();

  await dialog.getByLabel('Company').selectOption({ index: 2 });
  await save.click();
  await expect(page.getByText('User added successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(rowWith(page, 'User Company', user.userId)).toHaveCount(2);

  const first = rowWith(page, 'User Company', 'PT Toko Sembako Nusantara');
  await first.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Data' });
  await expect(edit.getByText('Mengedit data User Company.')).toBeVisible();
  await edit.getByLabel('Company').selectOption({ index: 3 });
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('User updated successfully')).toBeVisible();
  await expect(rowWith(page, 'User Company', 'PT Toko Sembako Nusantara')).toHaveCount(0);
  await expect(rowWith(page, 'User Company', user.userId).first()).toContainText('superadmin@console.id');

  await rowWith(page, 'User Company', user.userId).first().getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('User Company deleted successfully')).toBeVisible();
  await expect(rowWith(page, 'User Company', user.userId)).toHaveCount(1);
});
