import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { STATE_DIR } from '../../support/environment';
import { activeRelease, markDistinct, readRegistry } from '../../support/releases';

/** One remote, and the route of it the fault tests open. */
export interface RemoteUnderTest {
  app: 'mf-transactions' | 'mf-master' | 'mf-notifications';
  /** The name the shell gives its area in messages. */
  area: string;
  /** Sidebar link and the heading of its screen. */
  link: string;
  heading: string;
  /** A route of another remote, to show the rest of the console still works. */
  other: { link: string; heading: string };
}

export const REMOTES: readonly RemoteUnderTest[] = [
  { app: 'mf-transactions', area: 'Transactions', link: 'Virtual Account', heading: 'Transaction VA', other: { link: 'Notifications', heading: 'Notifications' } },
  { app: 'mf-master', area: 'Master Data', link: 'Company Group', heading: 'Company Group', other: { link: 'QRIS', heading: 'Transaction BRI QRIS' } },
  { app: 'mf-notifications', area: 'Notifications', link: 'Notifications', heading: 'Notifications', other: { link: 'Company', heading: 'Company' } },
];

export const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
export const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true, level: 1 });
/** The area's error panel: a load failure ("... could not be loaded") or a render crash ("... stopped with an error"). */
export const areaFailure = (page: Page, remote: RemoteUnderTest) =>
  page.getByRole('alert').filter({ hasText: new RegExp(`${remote.area} (could not be loaded|stopped with an error)`) });

/** Opens a sidebar entry and returns how long until `message` is visible, in ms. */
export async function timeToMessage(page: Page, link: string, message: Locator): Promise<number> {
  const started = Date.now();
  await sidebar(page).getByRole('link', { name: link, exact: true }).click();
  await expect(message).toBeVisible({ timeout: 10_000 });
  return Date.now() - started;
}

/**
 * The layout is still there (no white screen) and another area and Home still work. Returns how
 * long the other area took to show its screen, for comparison with the time-to-message.
 */
export async function expectRestOfConsoleWorks(page: Page, remote: RemoteUnderTest): Promise<number> {
  await expect(page.getByRole('banner')).toBeVisible();
  const started = Date.now();
  await sidebar(page).getByRole('link', { name: remote.other.link, exact: true }).click();
  await expect(heading(page, remote.other.heading)).toBeVisible();
  const healthyMs = Date.now() - started;
  await sidebar(page).getByRole('link', { name: 'Home', exact: true }).click();
  await expect(heading(page, 'Selamat Datang')).toBeVisible();
  return healthyMs;
}

/**
 * Clicks Retry in the failed area and expects the screen, without a page load: a mark left on the
 * window survives (a screen writing its state into the URL with replaceState is no reload).
 */
export async function retryRecovers(page: Page, remote: RemoteUnderTest): Promise<void> {
  await page.evaluate(() => Object.assign(window, { __beforeRetry: true }));
  await areaFailure(page, remote).getByRole('button', { name: 'Retry' }).click();
  await expect(heading(page, remote.heading)).toBeVisible();
  expect(await page.evaluate(() => (window as { __beforeRetry?: boolean }).__beforeRetry === true), 'Retry must not reload the page').toBe(true);
}

/** The active release folder of an app in the e2e servers' releases. */
export const releaseFolder = (app: string, version = activeRelease(app)) => path.join(STATE_DIR, 'releases', app, version);

/**
 * A copy of an app's active release with its `@console/shared` entries (`/core`, `/forms`) changed
 * in the manifest and the container, as if its team had built it against another version of the
 * shared library.
 */
export function buildAgainstShared(app: string, shared: { version: string; requiredVersion: string }): string {
  const copy = mkdtempSync(path.join(tmpdir(), `${app}-shared-${shared.version}-`));
  cpSync(releaseFolder(app), copy, { recursive: true });
  // Another test may have published the same change already: this copy is a build of its own.
  markDistinct(copy);
  const rewrite = (file: string, change: (text: string) => string) => {
    const full = path.join(copy, file);
    const original = readFileSync(full, 'utf8');
    const changed = change(original);
    if (changed === original) throw new Error(`${file} no longer has the expected @console/shared entry`);
    for (const stale of [full, `${full}.br`, `${full}.gz`]) rmSync(stale, { force: true });
    writeFileSync(full, changed);
  };
  rewrite('mf-manifest.json', (text) => {
    const manifest = JSON.parse(text) as { shared: { name: string; version: string; requiredVersion: string }[] };
    for (const entry of manifest.shared) if (/^@console\/shared(\/|$)/.test(entry.name)) Object.assign(entry, shared);
    return JSON.stringify(manifest);
  });
  rewrite('remoteEntry.js', (text) =>
    text
      .replaceAll(/(shareKey:"@console\/shared(?:\/\w+)?",import:"@console\/shared(?:\/\w+)?",requiredVersion:)"[^"]*"/g, `$1"${shared.requiredVersion}"`)
      .replaceAll(/(name:"@console\/shared(?:\/\w+)?",version:)"[^"]*"/g, `$1"${shared.version}"`),
  );
  return copy;
}

/** The federation name of an app (its chunk-loading global is `rspackChunk<name>`). */
const federationName = (app: string) => readRegistry().apps[app]?.federationName ?? app.replaceAll('-', '_');

/** The file of an app's active release that holds its exposed `./screens` module. */
export function exposeChunk(app: string): string {
  const manifest = JSON.parse(readFileSync(path.join(releaseFolder(app), 'mf-manifest.json'), 'utf8')) as { exposes: { assets: { js: { sync: string[] } } }[] };
  const file = manifest.exposes[0]?.assets.js.sync.find((name) => name.includes('__federation_expose_'));
  if (!file) throw new Error(`${app}: no exposed-module chunk in its manifest`);
  return file;
}

/**
 * A prelude for the chunk that holds a remote's exposed `./screens` module: it wraps each screen
 * of the module the chunk registers so that it throws (a `TypeError`, as a screen reading a field
 * of missing data does) while rendering, whenever `throwWhen` (a JavaScript expression) is true.
 */
export function renderFaultPrelude(app: string, throwWhen: string, message = "Cannot read properties of undefined (reading 'rows')"): string {
  return `(function () {
  var key = 'rspackChunk${federationName(app)}';
  var list = (self[key] = self[key] || []);
  var push = list.push;
  list.push = function (data) {
    list.push = push;
    var modules = data[1];
    Object.keys(modules).forEach(function (id) {
      var factory = modules[id];
      modules[id] = function (module) {
        var result = factory.apply(this, arguments);
        var screens = module.exports && module.exports.screens;
        if (screens) Object.keys(screens).forEach(function (name) {
          var screen = screens[name];
          screens[name] = function (props) {
            if (${throwWhen}) throw new TypeError(${JSON.stringify(message)});
            return screen(props);
          };
        });
        return result;
      };
    });
    return push.apply(list, arguments);
  };
})();\n`;
}

/**
 * Makes every screen of a remote throw while rendering, as long as `window.__consoleRenderFault`
 * is true: the exposed-module chunk is served with a prelude that wraps each screen of the module
 * it registers. Turning the flag off models the cause going away (e.g. data that no longer breaks it).
 */
export async function injectRenderFault(page: Page, app: string): Promise<() => Promise<void>> {
  const prelude = renderFaultPrelude(app, 'window.__consoleRenderFault');
  await page.addInitScript(() => {
    (window as unknown as { __consoleRenderFault: boolean }).__consoleRenderFault = true;
  });
  await page.route(`**/releases/${app}/*/${exposeChunk(app)}`, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ status: 200, contentType: 'application/javascript', headers: { 'access-control-allow-origin': '*' }, body: prelude + (await response.text()) });
  });
  return async () => {
    await page.evaluate(() => {
      (window as unknown as { __consoleRenderFault: boolean }).__consoleRenderFault = false;
    });
  };
}

/**
 * A copy of an app's active release whose every screen throws while rendering, as a real build
 * with a bug would: its exposed-module chunk starts with the fault. Publishing it needs `--force`
 * (the load check sees the fault); published, it loads fine and fails in its area on every page.
 */
export function buildThatFailsToRender(app: string): string {
  const copy = mkdtempSync(path.join(tmpdir(), `${app}-fails-to-render-`));
  cpSync(releaseFolder(app), copy, { recursive: true });
  // Another test may have published the same change already: this copy is a build of its own.
  markDistinct(copy);
  const chunk = path.join(copy, exposeChunk(app));
  const original = readFileSync(chunk, 'utf8');
  for (const stale of [chunk, `${chunk}.br`, `${chunk}.gz`]) rmSync(stale, { force: true });
  writeFileSync(chunk, renderFaultPrelude(app, 'true') + original);
  return copy;
}
