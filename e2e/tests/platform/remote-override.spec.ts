import { expect, test } from '@playwright/test';
import { CONSOLE_URL } from '../../support/environment';
import { activeRelease, sharedAssets } from '../../support/releases';
import { signIn } from '../../support/session';

const APP = 'mf-notifications';
const SCREEN = '/dashboard/notifications';

/**
 * A developer's override (docs/developing-a-remote.md): with `allowRemoteOverrides` in the runtime
 * config, `console.override.<app>` in localStorage names the manifest a remote loads from. Here it
 * names the active release's manifest by its full URL, as a dev server's would be named, so the
 * federation runtime, started on demand (decision 070), loads the remote through the override path.
 */
test('an allowed override loads the remote from its entry, says so, and Remove overrides returns to the release', async ({ page }) => {
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...config, allowRemoteOverrides: true } });
  });
  const release = activeRelease(APP);
  const entry = `${CONSOLE_URL}/releases/${APP}/${release}/mf-manifest.json`;
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));

  await signIn(page, 'superadmin');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [`console.override.${APP}`, entry] as const);
  await page.goto(SCREEN);

  const area = page.locator(`[data-remote="${APP}"]`);
  await expect(area).toHaveAttribute('data-release', 'override');
  await expect(area.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  await expect(area.getByRole('table', { name: 'Notifications' })).toBeVisible();
  const notice = page.getByRole('status').filter({ hasText: 'Development override' });
  await expect(notice).toContainText(`${APP} from ${entry}`);
  // Still one copy of each shared library, the shell's: the overridden remote fetched none of its own.
  const ownShared = [...sharedAssets(APP).values()].flat();
  expect(requested.filter((path) => ownShared.includes(path))).toEqual([]);

  await notice.getByRole('button', { name: 'Remove overrides' }).click();
  await expect(area).toHaveAttribute('data-release', release);
  await expect(area.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Development override' })).toHaveCount(0);
  expect(await page.evaluate((key) => localStorage.getItem(key), `console.override.${APP}`)).toBeNull();
});

test('an override is ignored where the runtime config does not allow it', async ({ page }) => {
  const release = activeRelease(APP);
  await signIn(page, 'superadmin');
  await page.evaluate((key) => localStorage.setItem(key, 'http://127.0.0.1:9/mf-manifest.json'), `console.override.${APP}`);
  await page.goto(SCREEN);
  const area = page.locator(`[data-remote="${APP}"]`);
  await expect(area).toHaveAttribute('data-release', release);
  await expect(area.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Development override' })).toHaveCount(0);
});
