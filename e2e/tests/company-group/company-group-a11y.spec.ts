import { expect, type Page, test } from '@playwright/test';
import { seriousViolations as violationsOf } from '../../support/accessibility';
import { signIn } from '../../support/session';
import { rowOf, SCREEN } from './company-group-support';

const seriousViolations = (page: Page) => violationsOf(page, ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']);

test.beforeEach(async ({ page }) => {
  await signIn(page, 'superadmin', SCREEN);
  await expect(rowOf(page, 'Nusantara Retail Group')).toBeVisible();
});

test('the Company Group screen has no serious or critical axe violations', async ({ page }) => {
  expect(await seriousViolations(page)).toEqual([]);
});

test('no serious or critical axe violations with the add dialog open and showing errors', async ({ page }) => {
  await page.getByRole('button', { name: 'Add Data' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tambah Data Baru' });
  await dialog.getByLabel('Nama Company Group').fill('ab');
  await expect(dialog.getByText('Must be at least 3 characters.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('no serious or critical axe violations with the filter and delete dialogs open', async ({ page }) => {
  await page.getByRole('button', { name: 'Filter Data' }).click();
  await expect(page.getByRole('dialog', { name: 'Filter Data' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('dialog', { name: 'Filter Data' }).getByRole('button', { name: 'Close' }).click();
  await rowOf(page, 'Nusantara Retail Group').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
