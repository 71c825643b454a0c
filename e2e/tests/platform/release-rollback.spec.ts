import { expect, test, type Page } from '@playwright/test';
import { rmSync } from 'node:fs';
import { activeRelease, distinctBuildOf, readRegistry, releaseCli } from '../../support/releases';
import { signIn } from '../../support/session';

const area = (page: Page) => page.locator('[data-remote="mf-notifications"]');

test('a new release reaches users on reload, a rollback brings the old one back, other apps never change', async ({ page }) => {
  const before = readRegistry();
  const first = activeRelease('mf-notifications');

  await signIn(page, 'superadmin', '/dashboard/notifications');
  await expect(area(page)).toHaveAttribute('data-release', first);

  // The release npm start published is this dist: publish a build that differs from it.
  const build = distinctBuildOf('mf-notifications');
  const published = JSON.parse(releaseCli('publish', 'mf-notifications', '--from', build, '--json')) as { version: string };
  rmSync(build, { recursive: true, force: true });
  expect(published.version).not.toBe(first);
  await page.reload();
  await expect(area(page)).toHaveAttribute('data-release', published.version);

  const rolledBack = JSON.parse(releaseCli('rollback', 'mf-notifications', '--json', '--expect', activeRelease('mf-notifications'))) as { from: string; to: string };
  expect(rolledBack).toEqual({ app: 'mf-notifications', from: published.version, to: first, action: 'rollback' });
  await page.reload();
  await expect(area(page)).toHaveAttribute('data-release', first);

  const after = readRegistry();
  for (const app of ['shell', 'mf-transactions', 'mf-master']) {
    expect(after.apps[app], `${app} is untouched`).toEqual(before.apps[app]);
  }
  expect(after.apps['mf-notifications']?.history.slice(-2).map((event) => event.action)).toEqual(['publish', 'rollback']);
});
