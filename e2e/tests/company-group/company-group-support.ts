import { expect, type Page } from '@playwright/test';
import { API_URL } from '../../support/environment';
import { apiSignIn } from '../../support/session';

export const SCREEN = '/dashboard/company-group-management';

/** A name no other test (or earlier run against the same database) used. */
export const uniqueName = (prefix: string) => `${prefix} ${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1000)}`;

export interface NewGroup {
  grcpName: string;
  grcpNickName: string;
  grcpAddress: string;
  grcpCity: string;
  grcpTelp: string;
  grcpFax: string;
}

export const groupNamed = (name: string, city = 'Medan'): NewGroup => ({
  grcpName: name,
  grcpNickName: 'Uji',
  grcpAddress: 'Jl. Pengujian No. 5',
  grcpCity: city,
  grcpTelp: '0611234567',
  grcpFax: '061-765432',
});

/** Creates a group through the API as superadmin (setup for tests whose subject is not creation). */
export async function createGroupThroughApi(group: NewGroup): Promise<void> {
  const { token } = await apiSignIn('superadmin');
  const response = await fetch(`${API_URL}/master/Company_Group`, {
    method: 'POST',
    headers: { Authentication: token, 'Content-Type': 'application/json' },
    body: JSON.stringify(group),
  });
  if (!response.ok) throw new Error(`creating ${group.grcpName}: HTTP ${response.status} ${await response.text()}`);
}

export const groupsTable = (page: Page) => page.getByRole('table', { name: 'Company Group' });
export const rowOf = (page: Page, name: string) => groupsTable(page).getByRole('row').filter({ hasText: name });

/** Types into the screen's search box and waits for the debounced search to reach the URL. */
export async function searchFor(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Search Company Group Name..' }).fill(text);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(text).replace(/%20/g, '(\\+|%20)')}`));
}

/** Fills the add/edit dialog's fields. */
export async function fillGroupDialog(dialog: ReturnType<Page['getByRole']>, group: NewGroup) {
  await dialog.getByLabel('Nama Company Group').fill(group.grcpName);
  await dialog.getByLabel('Nickname').fill(group.grcpNickName);
  await dialog.getByLabel('Alamat').fill(group.grcpAddress);
  await dialog.getByLabel('Nama Kota').fill(group.grcpCity);
  await dialog.getByLabel('No. Telpon').fill(group.grcpTelp);
  await dialog.getByLabel('No. Fax').fill(group.grcpFax);
}
