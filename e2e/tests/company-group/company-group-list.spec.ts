import { expect, test } from '@playwright/test';
import { signIn } from '../../support/session';
import { createGroupThroughApi, groupNamed, groupsTable, rowOf, SCREEN, searchFor, uniqueName } from './company-group-support';

test('shows the summary and the table with N/A for empty phone and fax', async ({ page }) => {
  await signIn(page, 'superadmin', SCREEN);
  await expect(page.getByText('Ringkasan')).toBeVisible();
  await expect(page.getByText('Jumlah Data')).toBeVisible();
  await expect(page.getByLabel(/^Jumlah Data: \d+$/)).toBeVisible();
  const borneo = rowOf(page, 'Borneo Energy Group');
  await expect(borneo.getByRole('cell')).toHaveText(['Borneo Energy Group', 'BEG', 'Jl. Jend. Sudirman No. 45', 'Balikpapan', 'N/A', 'N/A', /Edit/]);
});

test('searches by name and filters by city; a copied URL reproduces the view', async ({ page, context }) => {
  const tag = uniqueName('Grup Cari').split(' ').pop()!;
  await createGroupThroughApi(groupNamed(`Grup Cari Timur ${tag}`, 'Kupang'));
  await createGroupThroughApi(groupNamed(`Grup Cari Barat ${tag}`, 'Padang'));
  await signIn(page, 'superadmin', SCREEN);

  await searchFor(page, tag);
  await expect(groupsTable(page).getByRole('row')).toHaveCount(3);
  await expect(page.getByText('Showing 1 to 2 of 2 entries')).toBeVisible();

  await page.getByRole('button', { name: 'Filter Data' }).click();
  const filter = page.getByRole('dialog', { name: 'Filter Data' });
  await expect(filter.getByRole('button', { name: 'CLEAR FILTER' })).toBeDisabled();
  await filter.getByLabel('By City').fill('kupa');
  await filter.getByRole('button', { name: 'Apply Filter' }).click();
  await expect(filter).toBeHidden();
  await expect(page.getByText('Showing 1 to 1 of 1 entries')).toBeVisible();
  await expect(rowOf(page, `Grup Cari Timur ${tag}`)).toBeVisible();

  await page.getByRole('button', { name: 'Nama Company Group' }).click();
  await expect(page).toHaveURL(/sort=grcpName/);
  const copied = page.url();
  expect(copied).toContain('f_grcpCity=kupa');

  const second = await context.newPage();
  await second.goto(copied);
  await expect(second.getByRole('searchbox', { name: 'Search Company Group Name..' })).toHaveValue(tag);
  await expect(second.getByText('Showing 1 to 1 of 1 entries')).toBeVisible();
  await expect(rowOf(second, `Grup Cari Timur ${tag}`)).toBeVisible();
  await expect(second.getByRole('columnheader', { name: /Nama Company Group/ })).toHaveAttribute('aria-sort', 'ascending');
  await expect(second.getByRole('button', { name: 'Filter Data (1 active)' })).toBeVisible();
});
