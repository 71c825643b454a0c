import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { STATE_DIR } from '../../support/environment';
import { activeRelease, releaseCli } from '../../support/releases';
import { signIn } from '../../support/session';

/**
 * A copy of the active mf-notifications release whose container requires @console/shared ^2,
 * as if its team had built it against a new major of the shared library.
 */
function buildAgainstSharedMajor2(): string {
  const source = path.join(STATE_DIR, 'releases', 'mf-notifications', activeRelease('mf-notifications'));
  const copy = mkdtempSync(path.join(tmpdir(), 'mf-notifications-shared-2-'));
  cpSync(source, copy, { recursive: true });
  const entry = path.join(copy, 'remoteEntry.js');
  const original = readFileSync(entry, 'utf8');
  const patched = original.replace(/(shareKey:"@console\/shared",import:"@console\/shared",requiredVersion:)"\^1\.0\.0"/, '$1"^2.0.0"');
  if (patched === original) throw new Error('remoteEntry.js no longer has the expected @console/shared requirement');
  rmSync(entry, { force: true });
  rmSync(`${entry}.br`, { force: true });
  rmSync(`${entry}.gz`, { force: true });
  writeFileSync(entry, patched);
  return copy;
}

test('a remote built against another major of @console/shared fails alone, with an explanation', async ({ page }) => {
  const incompatible = buildAgainstSharedMajor2();
  const good = activeRelease('mf-notifications');
  releaseCli('publish', 'mf-notifications', '--from', incompatible, '--force');
  try {
    await signIn(page, 'superadmin', '/dashboard/notifications');
    const failure = page.getByRole('alert').filter({ hasText: 'Notifications could not be loaded' });
    await expect(failure).toContainText('it needs a version of a shared library this console does not provide');

    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Virtual Account', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Transaction VA', level: 1 })).toBeVisible();
  } finally {
    releaseCli('rollback', 'mf-notifications', '--to', good);
    rmSync(incompatible, { recursive: true, force: true });
  }
});
