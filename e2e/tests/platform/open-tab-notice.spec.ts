import { expect, type Page, test } from '@playwright/test';
import { activeRelease, publishDistinct, releaseCli } from '../../support/releases';
import { signIn } from '../../support/session';

/**
 * An open tab is told when the remote it shows gets a new release, and when the release it runs is
 * rolled back; nothing reloads by itself. The tab checks on focus and every minute: the test
 * takes the focus path (the minute is covered by the shell's unit test with fake timers).
 */

const APP = 'mf-notifications';
const area = (page: Page) => page.locator(`[data-remote="${APP}"]`);

test.describe.configure({ timeout: 120_000 });

/** The window regains focus, as when the person comes back to the tab; resolves with the registry's answer. */
async function comeBack(page: Page): Promise<number> {
  const answer = page.waitForResponse((response) => response.url().endsWith('/registry.json'));
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  return (await answer).status();
}

test('an open tab shows a notice after a publish and after a rollback of the remote it shows, and reloads only when asked', async ({ page }) => {
  const first = activeRelease(APP);
  await signIn(page, 'release', '/dashboard/notifications');
  await expect(area(page)).toHaveAttribute('data-release', first);
  // A half-typed search: a notice must never cost it.
  const search = page.getByRole('main').getByRole('searchbox').first();
  await search.fill('VA01');
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

  // Nothing changed: the check costs a 304 and says nothing.
  expect(await comeBack(page)).toBe(304);
  await expect(page.getByRole('status').filter({ hasText: 'A new version' })).toHaveCount(0);

  const published = publishDistinct(APP, '--by', 'e2e').version;
  try {
    expect(await comeBack(page)).toBe(200);
    const notice = page.getByRole('status').filter({ hasText: 'A new version of Notifications is available.' });
    await expect(notice).toBeVisible();
    await expect(search).toHaveValue('VA01');
    expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    await notice.getByRole('button', { name: 'Reload' }).click();
    await expect(area(page)).toHaveAttribute('data-release', published);
    await expect(notice).toHaveCount(0);

    releaseCli('rollback', APP, '--by', 'e2e', '--expect', activeRelease(APP));
    await search.fill('VA02');
    expect(await comeBack(page)).toBe(200);
    const withdrawn = page.getByRole('alert').filter({ hasText: 'The version of Notifications this page runs was rolled back. Reload to get the current version.' });
    await expect(withdrawn).toBeVisible();
    await expect(withdrawn.getByRole('button', { name: 'Later' })).toHaveCount(0);
    // It stays until acted on, through further checks, and the page is not reloaded under the person.
    expect(await comeBack(page)).toBe(304);
    await expect(withdrawn).toBeVisible();
    await expect(search).toHaveValue('VA02');
    await withdrawn.getByRole('button', { name: 'Reload' }).click();
    await expect(area(page)).toHaveAttribute('data-release', first);
    await expect(withdrawn).toHaveCount(0);
  } finally {
    if (activeRelease(APP) !== first) releaseCli('rollback', APP, '--to', first, '--by', 'e2e', '--expect', activeRelease(APP));
  }
});
