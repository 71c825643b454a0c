import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { oneBrowserEachSide } from '../../support/canary-cohorts';
import { abortCanaryIfAny, activeRelease, markDistinct, readRegistry, releaseCli } from '../../support/releases';
import { signIn } from '../../support/session';
import { exposeChunk, releaseFolder } from './fault-support';

/**
 * Canaries judged by what users meet (decision 143): a build whose Refresh button throws, and one
 * whose screen calls an API path that does not exist, pass every check of publish; real pages of the
 * canary's cohort report their failures, the console server aborts the canary once they cross the
 * rule, a receiver of alerts is told, and an open Releases screen shows it within 5 s.
 */
const APP = 'mf-notifications';
test.describe.configure({ timeout: 240_000 });
test.afterEach(() => abortCanaryIfAny(APP));

interface Receiver {
  url: string;
  alerts: { kind: string; app: string; version: string; stable: string; link: string; message: string; figures: object }[];
  server: Server;
}

/** A local HTTP receiver of alerts, as a team's chat hook would be. */
async function alertReceiver(): Promise<Receiver> {
  const alerts: Receiver['alerts'] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      alerts.push(JSON.parse(body) as Receiver['alerts'][number]);
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/releases`, alerts, server };
}

/** A copy of the app's active release with `change` made to its exposed-module chunk (its compressed copies dropped). */
function buildWith(change: (chunk: string) => string): string {
  const copy = mkdtempSync(path.join(tmpdir(), `${APP}-health-`));
  cpSync(releaseFolder(APP), copy, { recursive: true });
  for (const file of readdirSync(copy)) if (/\.(br|gz)$/.test(file)) rmSync(path.join(copy, file));
  markDistinct(copy);
  const chunk = path.join(copy, exposeChunk(APP));
  writeFileSync(chunk, change(readFileSync(chunk, 'utf8')));
  return copy;
}

/** Its Refresh button throws (in a listener of the release's own file, after the screen rendered). */
const refreshThrows = () =>
  buildWith(
    (chunk) => `(function () {
  document.addEventListener('click', function (event) {
    var target = event.target && event.target.closest && event.target.closest('button');
    if (target && target.textContent === 'Refresh') throw new TypeError('Cannot read properties of null (reading \\'refresh\\')');
  });
})();
${chunk}`,
  );

/** Its list asks an API path that does not exist. */
const missingApiPath = () =>
  buildWith((chunk) => {
    if (!chunk.includes('"/dashboard/notification"')) throw new Error('the notifications path is not in the chunk');
    return chunk.replace('"/dashboard/notification"', '"/dashboard/notificationz"');
  });

const reportOf = (page: Page, kind: string) =>
  page.waitForResponse((response) => response.url().endsWith('/api/releases/reports') && (response.request().postData() ?? '').includes(`"${kind}"`));

for (const fault of [
  { name: 'throws on a click of Refresh', build: refreshThrows, kind: 'uncaught-error', fail: (page: Page) => page.getByRole('button', { name: 'Refresh' }).click(), last: /TypeError: Cannot read properties of null \(reading 'refresh'\)/ },
  { name: 'calls an API path that does not exist', build: missingApiPath, kind: 'api-failed', fail: async () => undefined, last: /API 404 GET \/dashboard\/notificationz/ },
]) {
  test(`a canary whose screen ${fault.name} is aborted automatically, alerts, and an open Releases screen shows it`, async ({ browser }) => {
    const stable = activeRelease(APP);
    const receiver = await alertReceiver();
    releaseCli('alerts', 'add', receiver.url);
    const build = fault.build();
    let canary: string;
    try {
      // Every check of publish passes: the fault shows only in use.
      canary = (JSON.parse(releaseCli('publish', APP, '--from', build, '--canary', '50', '--by', 'e2e', '--json')) as { version: string }).version;
    } finally {
      rmSync(build, { recursive: true, force: true });
    }
    const manager = await browser.newContext();
    const { inside, outside } = await oneBrowserEachSide(browser, async (page) => {
      await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
      return (await page.locator(`[data-remote="${APP}"]`).getAttribute('data-release')) === canary;
    });
    await outside.context.close();
    try {
      const screen = await manager.newPage();
      await signIn(screen, 'release', '/dashboard/releases');
      const row = screen.getByRole('row').filter({ has: screen.getByRole('cell', { name: APP, exact: true }) });
      await expect(row).toContainText(canary);

      // Each failing page of the canary's cohort reports once; the rule aborts it at the fifth.
      const { page } = inside;
      // The first page of the cohort may have failed already (a failing list does at once).
      let firstFailure = 0;
      let failingPages = 0;
      while (readRegistry().apps[APP]?.canary && failingPages < 10) {
        const reported = reportOf(page, fault.kind);
        await page.reload();
        await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
        await fault.fail(page);
        expect(await (await reported).json()).toMatchObject({ counted: true });
        firstFailure ||= Date.now();
        failingPages += 1;
        await expect.poll(() => readRegistry().apps[APP]?.canary === undefined || failingPages < 5, { timeout: 5_000 }).toBe(true);
      }
      const abortedAfterMs = Date.now() - firstFailure;
      const entry = readRegistry().apps[APP];
      expect(entry?.canary).toBeUndefined();
      expect(entry?.active).toBe(stable);
      expect(entry?.history.at(-1)).toMatchObject({ action: 'abort', version: canary, via: 'automatic', by: 'console server (canary rule)', reason: expect.stringMatching(/^aborted automatically: \d+ of \d+ pages failed/) });
      const reason = String((entry?.history.at(-1) as { reason?: string } | undefined)?.reason);
      expect(reason).toMatch(fault.last);
      console.log(`${fault.name}: aborted ${abortedAfterMs} ms after the first failing page this test counted; the rule saw ${/(\d+ of \d+ pages failed)/.exec(reason)?.[1]}`);

      // The open Releases screen shows it by itself within 5 s: no canary any more.
      await expect(row.getByRole('cell').nth(3)).toHaveText('N/A', { timeout: 5_000 });
      // The receiver is told, with what and why.
      await expect.poll(() => receiver.alerts.length, { timeout: 10_000 }).toBe(1);
      expect(receiver.alerts[0]).toMatchObject({ kind: 'canary-aborted', app: APP, version: canary, stable, link: '/dashboard/releases' });
      // A fresh page of the canary's cohort gets the stable release.
      const fresh = await inside.context.newPage();
      await fresh.goto('/dashboard/notifications');
      await expect(fresh.locator(`[data-remote="${APP}"]`)).toHaveAttribute('data-release', stable);
    } finally {
      await inside.context.close();
      await manager.close();
      releaseCli('alerts', 'remove', receiver.url);
      receiver.server.close();
    }
  });
}
