import { expect, test, type Locator, type Page } from '@playwright/test';
import { DASHBOARD_ROUTES } from '../../support/declared-screens';
import { API_URL } from '../../support/environment';
import { apiSignIn, signIn, signInWithCredentials } from '../../support/session';
import { createThrowawayUser } from '../shell/shell-helpers';
import { expectHarmless, expectNoInjection, HOSTILE_VALUES, typeInto, watchDialogs } from './hostile-support';

/**
 * Hostile text in every free-text field and search box: rejected with a message or kept as typed,
 * always shown as text, never an element, a dialog or an error page; an exported CSV runs nothing.
 * One test per screen family, data-driven over the same hostile strings.
 */

test.describe.configure({ timeout: 300_000 });

// The master-data screens (spec 2.1's Master group): each has a search, Add Data and Edit. The Audit Log,
// also mf-master's, is read only.
const MASTER_ROUTES = DASHBOARD_ROUTES.filter((route) => route.group === 'master');
const FIRST_LOAD = { timeout: 60_000 };

/** Fills the screen's search box with each hostile string, letting each debounced search run. */
async function searchEach(page: Page, fired: string[], where: string) {
  const box = page.getByRole('main').getByRole('searchbox').first();
  for (const value of HOSTILE_VALUES) {
    await box.fill(value);
    await expect(box).toHaveValue(value);
    // Longest debounce of the console is 500 ms; then the list answers (rows or none, never an error).
    await page.waitForTimeout(600);
    await expect(page.getByText(/^Showing \d+ to \d+ of \d+ entries$|^No data available$/).first()).toBeVisible({ timeout: 30_000 });
    await expectHarmless(page, fired, `${where} search "${value.slice(0, 30)}"`);
  }
  await box.fill('');
}

/**
 * A field marked invalid points at its reason: Chakra's Field (Ark UI) links the message under the
 * control with `aria-errormessage` (announced through the message's `aria-live`), not `aria-describedby`.
 */
async function expectReasonIfInvalid(field: Locator, save: Locator, where: string) {
  if ((await field.getAttribute('aria-invalid')) !== 'true') return 'kept';
  const message = await field.getAttribute('aria-errormessage');
  expect(message, `error message linked for ${where}`).toBeTruthy();
  await expect(field.page().locator(`[id="${message}"]`), `reason shown for ${where}`).toHaveText(/\S/);
  await expect(save, `Save off while ${where} is invalid`).toBeDisabled();
  return 'rejected';
}

test('master screens: search boxes and every text field of the add and edit dialogs', async ({ page }) => {
  const fired = watchDialogs(page);
  await signIn(page, 'superadmin');
  const outcomes: string[] = [];
  for (const route of MASTER_ROUTES) {
    await page.goto(`/dashboard/${route.path}`);
    await expect(page.getByText(/^Showing \d+ to \d+ of \d+ entries$/)).toBeVisible(FIRST_LOAD);
    await searchEach(page, fired, route.label);

    for (const open of ['Add Data', 'Edit'] as const) {
      await page.getByRole('main').getByRole('button', { name: open }).first().click();
      const dialog = page.getByRole('dialog', { name: open === 'Add Data' ? 'Tambah Data Baru' : 'Edit Data' });
      await expect(dialog).toBeVisible();
      const save = dialog.getByRole('button', { name: 'Save' });
      const fields = dialog.getByRole('textbox');
      const total = await fields.count();
      for (let index = 0; index < total; index++) {
        const field = fields.nth(index);
        if (!(await field.isEditable())) continue;
        const label = (await field.getAttribute('name')) ?? `field ${index}`;
        let rejected = 0;
        for (const value of HOSTILE_VALUES) {
          const where = `${route.label} ${open} ${label} "${value.slice(0, 30)}"`;
          await typeInto(field, value);
          if ((await expectReasonIfInvalid(field, save, where)) === 'rejected') rejected++;
          await expectNoInjection(page, fired, where);
        }
        outcomes.push(`${route.label}/${open}/${label}: ${rejected}/${HOSTILE_VALUES.length} rejected`);
      }
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();
      // A modal hides the layout from the accessibility tree: the whole page is checked once it is closed.
      await expectHarmless(page, fired, `${route.label} after the ${open} dialog`);
    }
  }
  console.log(`[hostile] ${outcomes.join('; ')}`);
});

test('the API refuses hostile names with a reason and stores nothing', async () => {
  const { token } = await apiSignIn('superadmin');
  const headers = { Authentication: token, 'Content-Type': 'application/json' };
  const totalOf = async (path: string) =>
    ((await (await fetch(`${API_URL}${path}?max=1`, { headers })).json()) as { pagination: { totalData: number } }).pagination.totalData;
  const bodies: Record<string, (value: string) => Record<string, unknown>> = {
    '/master/roles': (value) => ({ roleName: value }),
    '/master/Permission': (value) => ({ prmsName: value, prmsOperations: JSON.stringify(['read']) }),
  };
  for (const [path, body] of Object.entries(bodies)) {
    const before = await totalOf(path);
    for (const value of HOSTILE_VALUES) {
      const response = await fetch(`${API_URL}${path}`, { method: 'POST', headers, body: JSON.stringify(body(value)) });
      const reply = (await response.json()) as { status?: { message?: string } };
      expect(response.status, `POST ${path} "${value.slice(0, 30)}"`).toBe(400);
      expect(reply.status?.message ?? '', `reason for "${value.slice(0, 30)}"`).not.toBe('');
    }
    expect(await totalOf(path), `nothing stored under ${path}`).toBe(before);
  }
});

test('Manage Account: a hostile username is refused with its message and nothing changes', async ({ page }) => {
  const account = await createThrowawayUser();
  const fired = watchDialogs(page);
  await signInWithCredentials(page, account);
  await page.goto('/dashboard/manage-account');
  const username = page.getByLabel('Username');
  await expect(username).toHaveValue(account.username, FIRST_LOAD);
  const save = page.getByRole('button', { name: 'Save' });
  for (const value of HOSTILE_VALUES) {
    const where = `Manage Account username "${value.slice(0, 30)}"`;
    await typeInto(username, value);
    await expect(username, where).toHaveAttribute('aria-invalid', 'true');
    expect(await expectReasonIfInvalid(username, save, where)).toBe('rejected');
    await expectHarmless(page, fired, where);
  }
  const password = page.getByLabel('Password', { exact: true });
  for (const value of HOSTILE_VALUES) {
    await typeInto(password, value);
    await expectHarmless(page, fired, `Manage Account password "${value.slice(0, 30)}"`);
  }
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(username).toHaveValue(account.username);
  // Nothing was sent: the account still signs in with its own name and password.
  const again = new FormData();
  again.append('username', account.username);
  again.append('password', account.password);
  const login = await fetch(`${API_URL}/security/authentication/login`, { method: 'POST', body: again });
  expect(((await login.json()) as { token?: string }).token).toBeTruthy();
});
