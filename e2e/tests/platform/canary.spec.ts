import { rmSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { oneBrowserEachSide } from '../../support/canary-cohorts';
import { abortCanaryIfAny, activeRelease, publishDistinct, readRegistry, releaseCli } from '../../support/releases';
import { buildThatFailsToRender } from './fault-support';

/**
 * Canary rollouts in real browsers: the console server answers /registry.json per cohort (a cookie
 * the page sets), each browser keeps its cohort over reloads, and a canary that fails in browsers
 * is aborted by their own failure reports.
 */

const APP = 'mf-notifications';
const area = (page: Page) => page.locator(`[data-remote="${APP}"]`);
// A render crash is titled 'stopped with an error', a failed load 'could not be loaded'.
const failure = (page: Page) => page.getByRole('alert').filter({ hasText: /Notifications (could not be loaded|stopped with an error)/ });

test.describe.configure({ timeout: 180_000 });
test.afterEach(() => abortCanaryIfAny(APP));

const shownRelease = async (page: Page) => {
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  return area(page).getAttribute('data-release');
};

test('a 50 % canary: two browsers in different cohorts each keep their release over reloads, and status shows the split', async ({ browser }) => {
  const stable = activeRelease(APP);
  const canary = publishDistinct(APP, '--canary', '50', '--by', 'e2e').version;
  expect(activeRelease(APP)).toBe(stable);
  expect(releaseCli('status')).toContain(`canary ${canary} for 50 % of browsers (the other 50 % on ${stable})`);

  const { inside, outside } = await oneBrowserEachSide(browser, async (page) => (await shownRelease(page)) === canary);
  try {
    for (let reload = 0; reload < 2; reload += 1) {
      await inside.page.reload();
      await outside.page.reload();
      expect(await shownRelease(inside.page), 'the canary browser after a reload').toBe(canary);
      expect(await shownRelease(outside.page), 'the stable browser after a reload').toBe(stable);
    }
    // The cohort is a cookie scripts cannot read.
    const cookies = await inside.context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'console_cohort')).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  } finally {
    await inside.context.close();
    await outside.context.close();
  }
});

test('a canary of a build that fails to render is aborted by the failures browsers report, and a fresh page of its cohort gets the stable release', async ({ browser }) => {
  const stable = activeRelease(APP);
  const build = buildThatFailsToRender(APP);
  // The load check of publish sees the fault: forced past it, as a release manager sure of a
  // failure the check cannot see in real use might, the canary is what protects the other half.
  const publishCanary = () =>
    (JSON.parse(releaseCli('publish', APP, '--from', build, '--canary', '50', '--force', '--by', 'e2e', '--json')) as { version: string }).version;
  let canary: string;
  try {
    canary = publishCanary();
  } finally {
    rmSync(build, { recursive: true, force: true });
  }

  const renderFailed = (page: Page) =>
    page.waitForResponse((response) => response.url().endsWith('/api/releases/reports') && (response.request().postData() ?? '').includes('"render-failed"'));
  const { inside, outside } = await oneBrowserEachSide(browser, async (page) => {
    const broken = failure(page);
    const healthy = page.getByRole('heading', { name: 'Notifications', level: 1 });
    await expect(broken.or(healthy)).toBeVisible();
    return broken.isVisible();
  });
  await outside.context.close();
  try {
    const { page } = inside;
    await expect(failure(page)).toContainText('Notifications stopped with an error');
    await expect(failure(page)).toContainText("It failed while showing this screen: Cannot read properties of undefined (reading 'rows')");
    expect(await area(page).count()).toBe(0);

    // A report counts only with the token the server gave this page for this release: forged ones
    // (none, one of another release, this page's own sent again) count nothing (decision 140).
    const firstReport = renderFailed(page);
    await page.reload();
    const real = await firstReport;
    expect(await real.json()).toMatchObject({ counted: true });
    const body = JSON.parse(real.request().postData() ?? '{}') as Record<string, string>;
    const post = (payload: object) =>
      page.evaluate(async (json) => {
        const response = await fetch('/api/releases/reports', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: json });
        return { status: response.status, body: (await response.json()) as { counted?: boolean } };
      }, JSON.stringify(payload));
    const { token: _token, ...withoutToken } = body;
    expect((await post(withoutToken)).status).toBe(401);
    expect((await post({ ...body, version: stable })).status).toBe(403);
    expect((await post({ ...body, token: `${body.token}x` })).status).toBe(403);
    expect(await post(body)).toEqual({ status: 202, body: expect.objectContaining({ counted: false }) });
    expect(readRegistry().apps[APP]?.canary?.version).toBe(canary);

    // Each page of the canary's cohort loads the canary and reports its failure; the rule (at
    // least 5 failures and more than 5 % of its loads) aborts it at the fifth.
    for (let pageLoad = 3; readRegistry().apps[APP]?.canary && pageLoad <= 8; pageLoad += 1) {
      const reported = renderFailed(page);
      await page.reload();
      await expect(failure(page)).toBeVisible();
      await reported;
    }
    const entry = readRegistry().apps[APP];
    expect(entry?.canary).toBeUndefined();
    expect(entry?.active).toBe(stable);
    expect(entry?.history.at(-1)).toMatchObject({
      action: 'abort',
      version: canary,
      by: 'console server (canary rule)',
      via: 'automatic',
      reason: expect.stringMatching(/^aborted automatically: [5-9] of \d+ pages failed \([\d.]+ %\); the stable release \d+ of \d+ \([\d.]+ %\) over the same time, margin 5 points; last reported by a browser: "TypeError: Cannot read properties of undefined \(reading 'rows'\)"$/),
    });

    // A fresh page in the same browser (same cohort cookie) gets the stable release.
    const fresh = await inside.context.newPage();
    await fresh.goto('/dashboard/notifications');
    expect(await shownRelease(fresh)).toBe(stable);
  } finally {
    await inside.context.close();
  }
});
