import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { STATE_DIR } from '../../support/environment';
import { activeRelease, buildCopy, releaseCli } from '../../support/releases';
import { signIn } from '../../support/session';
import { areaFailure, exposeChunk, heading, releaseFolder, REMOTES, renderFaultPrelude, retryRecovers, sidebar } from './fault-support';

/**
 * Release verification (decision 080): a broken build of a remote is refused by `release publish`
 * before anyone can load it, and the console goes on as it was; in the browser, the area says
 * which fault it is.
 */
const notifications = REMOTES.find((remote) => remote.app === 'mf-notifications');
if (!notifications) throw new Error('mf-notifications is not under test');
const registryFile = path.join(STATE_DIR, 'releases', 'registry.json');
const releaseFolders = (app: string) => readdirSync(path.join(STATE_DIR, 'releases', app)).sort();

test('a broken build of a remote is refused by publish, and the console is unchanged', async ({ page }) => {
  // Each refused publish runs the CLI; the load check of the first renders the screen in jsdom.
  test.setTimeout(180_000);
  const app = notifications.app;
  const active = activeRelease(app);
  const registryBefore = readFileSync(registryFile, 'utf8');
  const foldersBefore = releaseFolders(app);

  const broken: [what: string, build: string, refusal: RegExp][] = [
    [
      'its screens throw when rendered',
      buildCopy(releaseFolder(app), (dir) => {
        const chunk = path.join(dir, exposeChunk(app));
        const original = readFileSync(chunk, 'utf8');
        for (const stale of [chunk, `${chunk}.br`, `${chunk}.gz`]) rmSync(stale, { force: true });
        writeFileSync(chunk, renderFaultPrelude(app, 'true', 'this build of the screens is broken') + original);
      }),
      /load: 1 of 1 screens did not render under shell \S+:\n\s+- \/dashboard\/notifications \(mf-notifications\): Notifications stopped with an error It failed while showing this screen: this build of the screens is broken/,
    ],
    [
      'its remote entry and exposed chunk missing',
      buildCopy(releaseFolder(app), (dir) => {
        for (const file of ['remoteEntry.js', exposeChunk(app)]) for (const copy of [file, `${file}.br`, `${file}.gz`]) rmSync(path.join(dir, copy), { force: true });
      }),
      /completeness: 2 of the \d+ files its manifest name are missing: /,
    ],
    ["another app's build", buildCopy(releaseFolder('mf-master')), /identity: not mf-notifications's own build:/],
    [
      'a precompressed copy that is not its file',
      buildCopy(releaseFolder(app), (dir) => writeFileSync(path.join(dir, 'remoteEntry.js'), `${readFileSync(path.join(dir, 'remoteEntry.js'), 'utf8')}\n// changed after compression\n`)),
      /integrity: 2 precompressed copies do not match their files:/,
    ],
  ];
  for (const [what, build, refusal] of broken) {
    try {
      expect(() => releaseCli('publish', app, '--from', build), what).toThrow(refusal);
    } finally {
      rmSync(build, { recursive: true, force: true });
    }
  }

  expect(readFileSync(registryFile, 'utf8'), 'the registry is unchanged, byte for byte').toBe(registryBefore);
  expect(releaseFolders(app), 'no release folder was added').toEqual(foldersBefore);
  await signIn(page, 'superadmin', '/dashboard/notifications');
  await expect(heading(page, notifications.heading)).toBeVisible();
  await expect(page.locator(`[data-remote="${app}"]`)).toHaveAttribute('data-release', active);
  await expect(areaFailure(page, notifications)).toHaveCount(0);
});

test('the area tells a damaged remote entry and a corrupt manifest from a download failure, in its text and in the log', async ({ page }) => {
  const app = notifications.app;
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text());
  });

  // The entry arrives cut in half, as from a truncated upload.
  const entry = `**/releases/${app}/*/remoteEntry.js`;
  await page.route(entry, async (route) => {
    const body = await (await route.fetch()).text();
    await route.fulfill({ status: 200, contentType: 'application/javascript', headers: { 'access-control-allow-origin': '*' }, body: body.slice(0, Math.floor(body.length / 2)) });
  });
  await signIn(page, 'superadmin');
  await sidebar(page).getByRole('link', { name: notifications.link, exact: true }).click();
  await expect(areaFailure(page, notifications)).toContainText('Notifications could not be loaded');
  await expect(areaFailure(page, notifications)).toContainText('Notifications is unavailable: its code arrived damaged (the remote entry is truncated or garbled) and could not run.');
  expect(logged.some((line) => line.startsWith(`[${app}] remote entry damaged:`)), logged.join('\n')).toBe(true);
  await page.unroute(entry);
  await retryRecovers(page, notifications);

  // A manifest that is not JSON, in a page that has not loaded the remote yet.
  const manifest = `**/releases/${app}/*/mf-manifest.json`;
  await page.route(manifest, (route) => route.fulfill({ status: 200, contentType: 'application/json', headers: { 'access-control-allow-origin': '*' }, body: '{"id":"mf_notifications","name":' }));
  await page.goto('/dashboard/home');
  await sidebar(page).getByRole('link', { name: notifications.link, exact: true }).click();
  await expect(areaFailure(page, notifications)).toContainText('Notifications is unavailable: its release manifest is corrupt (not valid JSON).');
  expect(logged.some((line) => line.startsWith(`[${app}] manifest corrupt:`)), logged.join('\n')).toBe(true);
  await page.unroute(manifest);
  await retryRecovers(page, notifications);
});
