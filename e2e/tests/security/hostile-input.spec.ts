import { expect, test, type Locator } from '@playwright/test';
import { DASHBOARD_ROUTES } from '../../support/declared-screens';
import { API_URL } from '../../support/environment';
import { apiSignIn, signIn, signInWithCredentials } from '../../support/session';
import { createThrowawayUser } from '../shell/shell-helpers';
import { expectHarmless, expectNoInjection, HOSTILE_VALUES, searchEach, typeInto, watchDialogs } from './hostile-support';

/**
 * Hostile text in every free-text field and search box: rejected with a message or kept as typed,
 * always shown as text, never an element, a dialog or an error page; an exported CSV runs nothing.
 * One test per master screen and one per other family, data-driven over the same hostile strings.
 */

// The master-data screens (spec 2.1's Master group): each has a search, Add Data and Edit. The Audit Log,
// also mf-master's, is read only.
const MASTER_ROUTES = DASHBOARD_ROUTES.filter((route) => route.group === 'master');
const FIRST_LOAD = { timeout: 60_000 };

/**
 * What a field shows once left: the text as typed (cut to its maxlength), and, if it is marked
 * invalid, the reason it points at with Save off. Chakra's Field (Ark UI) links the message under
 * the control with `aria-errormessage` (announced through the message's `aria-live`), not
 * `aria-describedby`. One read of the page per try: a dialog has hundreds of values to go through.
 */
async function expectKeptOrRejected(field: Locator, typed: string, where: string): Promise<'kept' | 'rejected'> {
  let outcome: 'kept' | 'rejected' = 'kept';
  await expect(async () => {
    const shown = await field.evaluate((element) => {
      const input = element as HTMLInputElement;
      const messageId = input.getAttribute('aria-errormessage');
      const scope = input.closest('[role="dialog"]') ?? input.form ?? document;
      const save = [...scope.querySelectorAll('button')].find((button) => button.textContent?.trim() === 'Save');
      return {
        value: input.value,
        invalid: input.getAttribute('aria-invalid') === 'true',
        reason: messageId ? (document.getElementById(messageId)?.textContent?.trim() ?? '') : null,
        saveOff: save ? save.disabled || save.getAttribute('aria-disabled') === 'true' : null,
      };
    });
    expect(shown.value, `text kept as typed in ${where}`).toBe(typed);
    outcome = shown.invalid ? 'rejected' : 'kept';
    if (!shown.invalid) return;
    expect(shown.reason, `reason linked and shown for ${where}`).toMatch(/\S/);
    expect(shown.saveOff, `Save off while ${where} is invalid`).toBe(true);
  }).toPass({ timeout: 10_000 });
  return outcome;
}

// One test per screen (each with its own time and its own retry), signed in once per test.
for (const route of MASTER_ROUTES) {
  test(`${route.label}: the search box and every text field of the add and edit dialogs`, async ({ page }) => {
    test.setTimeout(120_000);
    const fired = watchDialogs(page);
    await signIn(page, 'superadmin', `/dashboard/${route.path}`);
    await expect(page.getByText(/^Showing \d+ to \d+ of \d+ entries$/)).toBeVisible(FIRST_LOAD);
    await searchEach(page, fired, route.label);

    const outcomes: string[] = [];
    for (const open of ['Add Data', 'Edit'] as const) {
      await page.getByRole('main').getByRole('button', { name: open }).first().click();
      const dialog = page.getByRole('dialog', { name: open === 'Add Data' ? 'Tambah Data Baru' : 'Edit Data' });
      await expect(dialog).toBeVisible();
      const fields = dialog.getByRole('textbox');
      const total = await fields.count();
      for (let index = 0; index < total; index++) {
        const field = fields.nth(index);
        if (!(await field.isEditable())) continue;
        const label = (await field.getAttribute('name')) ?? `field ${index}`;
        const maxLength = Number((await field.getAttribute('maxlength')) ?? '') || undefined;
        let rejected = 0;
        for (const value of HOSTILE_VALUES) {
          const where = `${route.label} ${open} ${label} "${value.slice(0, 30)}"`;
          await field.fill(value);
          await field.blur();
          if ((await expectKeptOrRejected(field, value.slice(0, maxLength), where)) === 'rejected') rejected++;
          await expectNoInjection(page, fired, where);
        }
        outcomes.push(`${open}/${label}: ${rejected}/${HOSTILE_VALUES.length} rejected`);
      }
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();
      // A modal hides the layout from the accessibility tree: the whole page is checked once it is closed.
      await expectHarmless(page, fired, `${route.label} after the ${open} dialog`);
    }
    console.log(`[hostile] ${route.label}: ${outcomes.join('; ')}`);
  });
}

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
  const maxLength = Number((await username.getAttribute('maxlength')) ?? '') || undefined;
  for (const value of HOSTILE_VALUES) {
    const where = `Manage Account username "${value.slice(0, 30)}"`;
    await username.fill(value);
    await username.blur();
    await expect(username, where).toHaveAttribute('aria-invalid', 'true');
    expect(await expectKeptOrRejected(username, value.slice(0, maxLength), where)).toBe('rejected');
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
