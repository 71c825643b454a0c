import { rmSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { CONSOLE_URL } from '../../support/environment';
import { buildMasterVariant } from '../../support/mf-master-variant';
import { activeRelease, markDistinct, readRegistry, releaseCli, releaseCliWith } from '../../support/releases';
import { signIn } from '../../support/session';

/**
 * A team ships from its own pipeline (decision 142): its CI uploads a build with its key, the build
 * is kept inactive, its preview link shows it to one browser only, the release manager activates it
 * from the Releases screen, and a rollback returns.
 */
test('a team key uploads a changed mf-master: its preview shows the change in one browser only; Activate makes it live for both; a rollback returns', async ({ browser }) => {
  test.setTimeout(300_000);
  const first = activeRelease('mf-master');
  const { key, id } = JSON.parse(releaseCli('keys', 'create', 'mf-master', '--name', 'e2e pipeline', '--json')) as { key: string; id: string };
  const build = buildMasterVariant();
  // Another test publishes the same variant: this one is a build of its own.
  markDistinct(build);
  let uploaded: { httpStatus: number; version: string; previewUrl: string };
  try {
    uploaded = JSON.parse(releaseCliWith({ RELEASE_KEY: key }, 'upload', 'mf-master', '--to', CONSOLE_URL, '--from', build, '--json')) as typeof uploaded;
  } finally {
    rmSync(build, { recursive: true, force: true });
  }
  expect(uploaded.httpStatus).toBe(201);
  expect(activeRelease('mf-master')).toBe(first);

  const previewer = await browser.newContext();
  const other = await browser.newContext();
  const bankCodes = (page: Page) => page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Bank Codes', exact: true });
  try {
    const a = await previewer.newPage();
    const b = await other.newPage();
    await signIn(a, 'superadmin');
    await signIn(b, 'superadmin');

    // The preview link pins the upload in this browser only.
    await a.goto(uploaded.previewUrl);
    await expect(a.getByRole('region', { name: 'Preview' })).toContainText(`Preview: mf-master ${uploaded.version}`);
    await expect(bankCodes(a)).toBeVisible();
    await bankCodes(a).click();
    await expect(a.locator('[data-remote="mf-master"]')).toHaveAttribute('data-release', uploaded.version);
    await b.reload();
    await expect(b.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Roles', exact: true })).toBeVisible();
    await expect(bankCodes(b)).toHaveCount(0);
    await expect(b.getByRole('region', { name: 'Preview' })).toHaveCount(0);

    // Activated from the Releases screen: live for both.
    await b.goto('/dashboard/releases');
    const row = b.getByRole('row').filter({ has: b.getByRole('cell', { name: 'mf-master', exact: true }) });
    await row.getByRole('button', { name: /^Activate / }).click();
    const dialog = b.getByRole('alertdialog', { name: 'Activate a release of mf-master' });
    await expect(dialog.getByRole('combobox', { name: 'Release' })).toHaveValue(uploaded.version);
    await dialog.getByRole('button', { name: 'Activate' }).click();
    await expect(b.getByText(`Activated mf-master ${uploaded.version}.`)).toBeVisible();
    expect(readRegistry().apps['mf-master']?.history.slice(-2).map((event) => event.action)).toEqual(['upload', 'activate']);
    await b.goto('/dashboard/home');
    await expect(bankCodes(b)).toBeVisible();
    await a.getByRole('link', { name: 'Leave preview' }).click();
    await expect(a.getByRole('region', { name: 'Preview' })).toHaveCount(0);
    await expect(bankCodes(a)).toBeVisible();

    // A rollback returns the release before, for both.
    releaseCli('rollback', 'mf-master', '--to', first, '--expect', uploaded.version, '--by', 'e2e');
    for (const page of [a, b]) {
      await page.reload();
      await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Roles', exact: true })).toBeVisible();
      await expect(bankCodes(page)).toHaveCount(0);
    }
  } finally {
    await previewer.close();
    await other.close();
    if (activeRelease('mf-master') !== first) releaseCli('rollback', 'mf-master', '--to', first, '--expect', activeRelease('mf-master'), '--by', 'e2e');
    releaseCli('keys', 'revoke', id);
  }
});
