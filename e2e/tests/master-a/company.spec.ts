import { expect, type Locator, test } from '@playwright/test';
import { applyFilter, createThroughApi, deleteRow, pickOption, screenRow, searchScreen } from '../../support/resource-helpers';
import { signIn } from '../../support/session';
import { uniqueName } from '../company-group/company-group-support';

// Long user journeys on a shared, busy machine.
test.describe.configure({ timeout: 120_000 });

const SCREEN = '/dashboard/company-management';
const SEARCH = 'Search Company Name..';
const PHONE = /^Phone/;
const PIC = /^PIC(?! Phone)/;
const PIC_PHONE = /^PIC Phone/;

const newCompany = (name: string) => ({
  compGrcpId: 4,
  compName: name,
  compAddress: 'Jl. Uji Coba No. 7',
  compPhone: '0361123456',
  compPIC: 'Wayan Uji',
  compPICPhone: '081234567800',
  compStatus: 0,
  compClientId: 6,
});

async function fillCompany(dialog: Locator, name: string) {
  await pickOption(dialog, 'Company Group', 'Dewata Hospitality Group');
  await dialog.getByLabel('Company Name').fill(name);
  await dialog.getByLabel('Address').fill('Jl. Legian No. 10');
  await dialog.getByLabel(PHONE).fill('0361754321');
  await dialog.getByLabel(PIC).fill('Ketut Uji');
  await dialog.getByLabel(PIC_PHONE).fill('081298765432');
  await pickOption(dialog, 'Status', 'Active');
  await pickOption(dialog, 'Client', '6 - Koperasi Maju Bersama');
}

// A window wide enough for every column of the Company table (it folds columns on narrower ones,
// decision 095: those are checked in shell/narrow-screens.spec.ts).
test.use({ viewport: { width: 1920, height: 1080 } });

test('lists companies with the derived group and N/A cells, filters by group and status; a copied URL reproduces the view', async ({ page, context }) => {
  const listed = page.waitForRequest((request) => new URL(request.url()).pathname === '/master/company' && new URL(request.url()).searchParams.get('max') === '10');
  await signIn(page, 'superadmin', SCREEN);
  // Spec 9: master tables default to created time ascending.
  const order = new URL((await listed).url()).searchParams;
  expect([order.get('orderField'), order.get('orderValue')]).toEqual(['compCreatedTime', 'ASC']);
  await expect(page.getByRole('heading', { name: 'Company', level: 1 })).toBeVisible();
  await expect(page.getByLabel(/^Jumlah Data: \d+$/)).toBeVisible();
  const kopi = screenRow(page, 'Company', 'PT Kopi Priangan');
  await expect(kopi.getByRole('cell')).toHaveText(['PT Kopi Priangan', 'Priangan Digital Group', 'PT Prima Logistik', 'Jl. Braga No. 9, Bandung', 'N/A', 'N/A', 'N/A', 'Active', 'N/A', /Edit/]);

  const inactive = uniqueName('PT Tidur');
  await createThroughApi('/master/company', newCompany(inactive));
  await searchScreen(page, SEARCH, 'PT');
  await applyFilter(page, async (dialog) => {
    await pickOption(dialog, 'By Company Group', 'Dewata Hospitality Group');
    await dialog.getByLabel('By Status').selectOption({ label: 'Inactive' });
  });
  await expect(screenRow(page, 'Company', inactive)).toBeVisible();
  await expect(screenRow(page, 'Company', 'PT Bali Stay Resorts')).toHaveCount(0);
  await expect(page).toHaveURL(/f_compGrcpId=4/);
  await expect(page).toHaveURL(/f_compStatus=0/);

  const second = await context.newPage();
  // A fresh tab loads the remote again: give it the time a busy machine needs.
  await second.goto(page.url());
  await expect(second.getByRole('searchbox', { name: SEARCH })).toHaveValue('PT', { timeout: 30_000 });
  await expect(screenRow(second, 'Company', inactive)).toBeVisible();
  await expect(screenRow(second, 'Company', 'PT Bali Stay Resorts')).toHaveCount(0);
  await expect(second.getByRole('button', { name: 'Filter Data (2 active)' })).toBeVisible();
});

test('adds a company after the invalid and duplicate messages, then edits and deletes it', async ({ page }) => {
  await signIn(page, 'superadmin', SCREEN);
  await page.getByRole('button', { name: 'Add Data' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tambah Data Baru' });
  await expect(dialog.getByText('Menambahkan data Company baru.')).toBeVisible();
  const save = dialog.getByRole('button', { name: 'Save' });
  const name = uniqueName('PT Uji');
  await fillCompany(dialog, 'PT');
  await expect(dialog.getByText('Must be at least 3 characters.')).toBeVisible();
  await dialog.getByLabel(PHONE).fill('0361');
  await expect(dialog.getByText('Min 10 digits.')).toBeVisible();
  await dialog.getByLabel(PHONE).fill('');
  await dialog.getByLabel(PHONE).pressSequentially('03617543210123456789');
  await expect(dialog.getByLabel(PHONE)).toHaveValue('036175432101234');
  await dialog.getByLabel('Company Name').fill('pt kopi priangan');
  await expect(dialog.getByText('Company Name has already been used')).toBeVisible();
  await expect(save).toBeDisabled();
  await dialog.getByLabel('Company Name').fill(name);
  await dialog.getByLabel(PHONE).fill('0361754321');
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText('Berhasil menambahkan company baru.')).toBeVisible();
  await expect(dialog).toBeHidden();

  await searchScreen(page, SEARCH, name);
  await expect(screenRow(page, 'Company', name).getByRole('cell')).toHaveText([name, 'Dewata Hospitality Group', 'Koperasi Maju Bersama', 'Jl. Legian No. 10', '0361754321', 'Ketut Uji', '081298765432', 'Active', 'superadmin@console.id', /Edit/]);
  await screenRow(page, 'Company', name).getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Data' });
  await expect(edit.getByLabel('Company Name')).toHaveValue(name);
  await edit.getByLabel(PIC).fill('Nyoman Uji');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Berhasil memperbarui company data.')).toBeVisible();
  await expect(screenRow(page, 'Company', name)).toContainText('Nyoman Uji');
  await deleteRow(page, 'Company', name, 'Company deleted successfully');
});

test('a company with transactions is not deleted: Error deleting user with the reason', async ({ page }) => {
  await signIn(page, 'superadmin', `${SCREEN}?q=Toko%20Sembako`);
  await screenRow(page, 'Company', 'PT Toko Sembako Nusantara').getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Error deleting user')).toBeVisible();
  await expect(page.getByText(/transaction\(s\) and cannot be deleted/)).toBeVisible();
});
