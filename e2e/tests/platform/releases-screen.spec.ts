import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../../support/accessibility';
import { CONSOLE_URL, ROOT_DIR } from '../../support/environment';
import { activeRelease, publishDistinct, readRegistry, releaseCli, releaseStatus } from '../../support/releases';
import { signIn } from '../../support/session';
import { sidebar } from '../shell/shell-helpers';
import { buildAgainstShared } from './fault-support';

/**
 * The Releases screen against the real console server and API: what the release CLI says is what
 * the screen shows, a rollback from the screen goes through the same tooling and names the
 * signed-in user, and only holders of console_release get anywhere near it.
 */

const APPS = ['shell', 'mf-transactions', 'mf-master', 'mf-notifications'];
const releasesTable = (page: Page) => page.getByRole('table', { name: 'Releases' });
const rowOf = (page: Page, app: string) => releasesTable(page).getByRole('row').filter({ has: page.getByRole('cell', { name: app, exact: true }) });

test.describe.configure({ timeout: 120_000 });

test('the release user sees every app at the version status gives, rolls back mf-master with a confirmation, and the history names them', async ({ page }) => {
  const before = activeRelease('mf-master');
  const published = publishDistinct('mf-master', '--by', 'e2e').version;

  await signIn(page, 'release', '/dashboard/home');
  await sidebar(page).getByRole('link', { name: 'Releases', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Releases', level: 1 })).toBeVisible();
  const status = releaseStatus();
  for (const app of APPS) {
    const active = status.apps[app]?.active;
    expect(active, `${app} has an active release`).toBeTruthy();
    await expect(rowOf(page, app), app).toContainText(active!);
  }
  await expect(rowOf(page, 'mf-master')).toContainText(published);
  expect(await seriousViolations(page), 'axe on the Releases screen').toEqual([]);

  await rowOf(page, 'mf-master').getByRole('button', { name: 'Roll back' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Roll back mf-master' });
  await expect(dialog.getByRole('combobox', { name: 'Roll back to' })).toHaveValue(before);
  expect(await seriousViolations(page), 'axe with the rollback dialog open').toEqual([]);
  await dialog.getByRole('button', { name: 'Roll back', exact: true }).click();
  await expect(page.getByText(`Rolled back mf-master to ${before}.`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(rowOf(page, 'mf-master')).toContainText(before);
  expect(activeRelease('mf-master')).toBe(before);
  expect(readRegistry().apps['mf-master']?.history.at(-1)).toMatchObject({ action: 'rollback', version: before, from: published, by: 'release', authenticated: true });

  await rowOf(page, 'mf-master').getByRole('button', { name: 'History' }).click();
  const history = page.getByRole('dialog', { name: 'History of mf-master' });
  const newest = history.getByRole('table', { name: 'History of mf-master' }).getByRole('row').nth(1);
  await expect(newest).toContainText('Roll back');
  await expect(newest).toContainText(before);
  await expect(newest).toContainText('release (signed in)');
});

test('staff has no Releases entry, the guard keeps them out, and the endpoints answer 403 to their token', async ({ page }) => {
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  const { token } = await signIn(page, 'staff');
  await expect(sidebar(page).getByRole('link', { name: 'Home', exact: true })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'Releases', exact: true })).toHaveCount(0);
  await page.goto('/dashboard/releases');
  await page.waitForURL('**/dashboard/home');
  expect(alerts).toEqual(['You do not have access to this page.']);

  const call = (method: string, route: string, headers: Record<string, string>) =>
    fetch(`${CONSOLE_URL}${route}`, { method, headers: { ...headers, ...(method === 'POST' ? { 'Content-Type': 'application/json' } : {}) }, ...(method === 'POST' ? { body: '{}' } : {}) });
  const active = activeRelease('mf-master');
  for (const [method, route] of [['GET', '/api/releases'], ['POST', '/api/releases/mf-master/rollback'], ['POST', '/api/releases/mf-master/abort']] as const) {
    const refused = await call(method, route, { Authentication: token });
    expect(refused.status, `${method} ${route}`).toBe(403);
    expect(await refused.json()).toEqual({ status: { error: 1, message: expect.stringMatching(/^Permission console_release\.(read|update) is required\.$/) } });
    expect((await call(method, route, {})).status, `${method} ${route} without a token`).toBe(401);
  }
  expect(activeRelease('mf-master')).toBe(active);
});

test('a rollback the compatibility check refuses shows its reason, word for word, and another release can be chosen', async ({ page }) => {
  const good = activeRelease('mf-master');
  const { version: sharedVersion } = JSON.parse(readFileSync(path.join(ROOT_DIR, 'shared', 'package.json'), 'utf8')) as { version: string };
  const major = Number(sharedVersion.split('.')[0]) + 1;
  const build = buildAgainstShared('mf-master', { version: `${major}.0.0`, requiredVersion: `^${major}.0.0` });
  try {
    const incompatible = (JSON.parse(releaseCli('publish', 'mf-master', '--from', build, '--force', '--by', 'e2e', '--json')) as { version: string }).version;
    const current = publishDistinct('mf-master', '--by', 'e2e').version;
    // What the CLI says when asked the same: the screen must say exactly this.
    let refusal = '';
    try {
      releaseCli('rollback', 'mf-master', '--by', 'e2e', '--expect', activeRelease('mf-master'));
    } catch (error) {
      refusal = (error as Error).message.replace(/^release rollback mf-master .* failed: /, '').trim();
    }
    expect(refusal).toContain(`Refusing to roll mf-master back to ${incompatible}:`);

    await signIn(page, 'release', '/dashboard/releases');
    await rowOf(page, 'mf-master').getByRole('button', { name: 'Roll back' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Roll back mf-master' });
    await expect(dialog.getByRole('combobox', { name: 'Roll back to' })).toHaveValue(incompatible);
    // It was forced past a failed check: the dialog says so and asks before it can go on.
    await expect(dialog.getByText('Think twice: it failed a check when it was published (forced).')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Roll back', exact: true })).toBeDisabled();
    await dialog.getByText(`I know why, make ${incompatible} active anyway`).click();
    await expect(dialog.getByRole('checkbox', { name: `I know why, make ${incompatible} active anyway` })).toBeChecked();
    await dialog.getByRole('button', { name: 'Roll back', exact: true }).click();
    const alert = dialog.getByRole('alert');
    await expect(alert).toContainText('The rollback was refused');
    expect(await alert.innerText()).toBe(`The rollback was refused\n${refusal}`);
    expect(await seriousViolations(page), 'axe with the refusal shown').toEqual([]);
    expect(activeRelease('mf-master')).toBe(current);

    await dialog.getByRole('combobox', { name: 'Roll back to' }).selectOption(good);
    await dialog.getByRole('button', { name: 'Roll back', exact: true }).click();
    await expect(page.getByText(`Rolled back mf-master to ${good}.`)).toBeVisible();
    expect(activeRelease('mf-master')).toBe(good);
  } finally {
    if (activeRelease('mf-master') !== good) releaseCli('rollback', 'mf-master', '--to', good, '--by', 'e2e', '--expect', activeRelease('mf-master'));
    rmSync(build, { recursive: true, force: true });
  }
});
