/**
 * The bundle budgets of `npm test` (deterministic: gzip -9 sizes of the built files a browser
 * loads). Starts `npm start`'s servers on the production build, opens the login page and the first
 * screen of each remote in Chromium to learn which files they load, then checks:
 * - every script of the login page together < 170 KB (`BUDGETS.loginPage`);
 * - each remote's manifest + entry < 20 KB;
 * - each chunk a remote's screen loads < 60 KB;
 * - no package declared shared inside a chunk a remote loads;
 * - every script of a deep link into each remote's first screen at most 1.10 times what the same
 *   link loads from the single-bundle build (`npm run build:static`, published over the same
 *   servers after the federated measures).
 * An exceeded budget prints what grew since `bench/budget/baseline.json` (`--update-baseline`
 * rewrites it from this build); the price of federation prints what only the federated console
 * loads. Writes bench/results/budget.json.
 *
 *   npm run build && npm run build:static && npm run test:budgets
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SINGLETONS } from '@console/shared/federation';
import { type Browser } from '@playwright/test';
import { BUDGETS, type BudgetFailure, checkFederationPrice, checkLimit, kb, LOGIN_PAGE_TARGET, type Measure, sharedPackages } from '../../tools/src/rspack/budgets';
import { composition, gzipByPackage, gzipSize } from '../../tools/src/rspack/composition';
import { launchChromium, loginPageScripts, meter, publishSingleBundleShell, REMOTE_ROUTES, ROOT, type RunningConsole, scriptOnDisk, signedInToken, startConsole } from '../support/console';

const BASELINE_FILE = path.join(ROOT, 'bench/budget/baseline.json');

interface BudgetReport {
  loginPage: Measure;
  remotes: Record<string, { fixedCost: Measure; chunks: Record<string, number> }>;
  /** Every script of a deep link into each remote's first screen: federated, and as a single bundle. */
  deepLinks: Record<string, { federated: Measure; single: Measure }>;
}

function measureFiles(files: string[]): Measure {
  const parts = Object.fromEntries([...gzipByPackage(files)].map(([name, bytes]) => [name, Math.round(bytes)]).sort(([a], [b]) => String(a).localeCompare(String(b))));
  return { bytes: files.reduce((sum, file) => sum + gzipSize(file), 0), parts };
}

/** The release's file on disk for a `/releases/<app>/<version>/<file>` path; the file name without its content hash. */
const stableName = (file: string) => path.basename(file).replace(/\.[0-9a-f]{10}\.js$/, '.js');

/**
 * The scripts a signed-in deep link to `route` loads in a fresh browser context, until the
 * remote's heading shows and the network is idle. A fresh context each time: the signed-in console
 * fetches the remotes of the menu ahead when it is idle on a shell page, so a visit from home
 * would find the remote's code loaded.
 */
async function deepLinkScripts(browser: Browser, running: RunningConsole, token: string, remote: string, route: string): Promise<string[]> {
  const context = await browser.newContext();
  try {
    await context.addInitScript((value) => localStorage.setItem('token', value), token);
    const page = await context.newPage();
    const wire = meter(page, running.apiPort);
    await page.goto(`${running.consoleUrl}${route}`);
    await page.waitForSelector(`[data-remote="${remote}"] h1`, { timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    return (await wire.take()).scripts;
  } finally {
    await context.close();
  }
}

async function measure(): Promise<BudgetReport> {
  const running = await startConsole({ consolePort: 8190, apiPort: 3190 });
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const loginPage = measureFiles(await loginPageScripts(page, running));

    const token = await signedInToken(running.apiUrl);
    const remotes: BudgetReport['remotes'] = {};
    const federatedLinks: Record<string, Measure> = {};
    for (const [remote, route] of REMOTE_ROUTES) {
      const scripts = await deepLinkScripts(browser, running, token, remote, route);
      federatedLinks[remote] = measureFiles(scripts.map((script) => scriptOnDisk(running.releasesDir, script)));
      const own = scripts.filter((script) => script.startsWith(`/releases/${remote}/`)).map((script) => scriptOnDisk(running.releasesDir, script));
      const entry = own.find((file) => path.basename(file) === 'remoteEntry.js');
      if (!entry) throw new Error(`${remote}: its remoteEntry.js was not loaded on ${route}`);
      const manifest = path.join(path.dirname(entry), 'mf-manifest.json');
      const fixed = [manifest, entry];
      remotes[remote] = {
        fixedCost: { bytes: fixed.reduce((sum, file) => sum + gzipSize(file), 0), parts: Object.fromEntries(fixed.map((file) => [path.basename(file), gzipSize(file)])) },
        chunks: Object.fromEntries(own.filter((file) => file !== entry).map((file) => [stableName(file), gzipSize(file)])),
      };
      // Shared packages inside this remote's own chunks: a second copy.
      const shared = new Set(sharedPackages(SINGLETONS));
      for (const file of own) {
        const bundled = [...composition(file).keys()].filter((name) => shared.has(name));
        if (bundled.length > 0) remotes[remote].chunks[`${stableName(file)} bundles shared ${bundled.join(', ')}`] = Number.POSITIVE_INFINITY;
      }
    }
    // The same links with the single-bundle shell active: the yardstick of the price of federation.
    publishSingleBundleShell(running);
    const deepLinks: BudgetReport['deepLinks'] = {};
    for (const [remote, route] of REMOTE_ROUTES) {
      const scripts = await deepLinkScripts(browser, running, token, remote, route);
      const federated = federatedLinks[remote];
      if (federated) deepLinks[remote] = { federated, single: measureFiles(scripts.map((script) => scriptOnDisk(running.releasesDir, script))) };
    }
    return { loginPage, remotes, deepLinks };
  } finally {
    await browser.close();
    running.stop();
  }
}

function check(report: BudgetReport, baseline: BudgetReport | undefined): BudgetFailure[] {
  const failures: BudgetFailure[] = [];
  const login = checkLimit('login page scripts', report.loginPage, BUDGETS.loginPage, baseline?.loginPage);
  if (login) failures.push(login);
  for (const [remote, figures] of Object.entries(report.remotes)) {
    const fixed = checkLimit(`${remote} manifest + entry`, figures.fixedCost, BUDGETS.remoteFixedCost, baseline?.remotes[remote]?.fixedCost);
    if (fixed) failures.push(fixed);
    for (const [chunk, bytes] of Object.entries(figures.chunks)) {
      if (bytes === Number.POSITIVE_INFINITY) {
        failures.push({ what: `${remote} ${chunk}`, message: `${remote}: ${chunk}; a remote must take shared packages from the shell (shared/federation.cjs).` });
        continue;
      }
      const was = baseline?.remotes[remote]?.chunks[chunk];
      const result = checkLimit(`${remote} chunk ${chunk}`, { bytes, parts: { [chunk]: bytes } }, BUDGETS.screenChunk, was === undefined ? undefined : { bytes: was, parts: { [chunk]: was } });
      if (result) failures.push(result);
    }
  }
  for (const [remote, { federated, single }] of Object.entries(report.deepLinks)) {
    const price = checkFederationPrice(`${remote} deep link, federated over single bundle`, federated, single, BUDGETS.federatedOverSingle);
    if (price) failures.push(price);
  }
  return failures;
}

async function main(): Promise<void> {
  const report = await measure();
  const serialisable = JSON.parse(JSON.stringify(report, (_key, value: unknown) => (value === Number.POSITIVE_INFINITY ? 'shared package bundled' : value))) as BudgetReport;
  writeFileSync(path.join(ROOT, 'bench/results/budget.json'), `${JSON.stringify({ measuredAt: new Date().toISOString(), unit: 'gzip -9 bytes of the built files', budgets: BUDGETS, ...serialisable }, null, 2)}\n`);
  if (process.argv.includes('--update-baseline')) writeFileSync(BASELINE_FILE, `${JSON.stringify(serialisable, null, 2)}\n`);

  const toTarget = report.loginPage.bytes - LOGIN_PAGE_TARGET;
  console.log(`login page scripts: ${kb(report.loginPage.bytes)} gzip (budget ${kb(BUDGETS.loginPage)}; target ${kb(LOGIN_PAGE_TARGET)}${toTarget > 0 ? `, ${kb(toTarget)} to go` : ', met'}); largest parts:`);
  for (const [name, bytes] of Object.entries(report.loginPage.parts).sort(([, a], [, b]) => b - a).slice(0, 15)) console.log(`  ${kb(bytes).padStart(9)}  ${name}`);
  for (const [remote, figures] of Object.entries(report.remotes)) {
    const chunks = Object.entries(figures.chunks).map(([name, bytes]) => `${name} ${Number.isFinite(bytes) ? kb(bytes) : ''}`);
    console.log(`${remote}: manifest + entry ${kb(figures.fixedCost.bytes)} (budget ${kb(BUDGETS.remoteFixedCost)}); screen chunks: ${chunks.join(', ') || 'none'}`);
  }
  for (const [remote, { federated, single }] of Object.entries(report.deepLinks)) {
    console.log(`${remote} deep link: ${kb(federated.bytes)} federated, ${kb(single.bytes)} single bundle (${(federated.bytes / single.bytes).toFixed(2)} times; budget ${BUDGETS.federatedOverSingle.toFixed(2)})`);
  }
  let baseline: BudgetReport | undefined;
  try {
    baseline = JSON.parse(readFileSync(BASELINE_FILE, 'utf8')) as BudgetReport;
  } catch {
    baseline = undefined;
  }
  const failures = check(report, baseline);
  if (failures.length > 0) {
    console.error(`\n${failures.length} budget(s) exceeded:\n`);
    for (const failure of failures) console.error(`${failure.message}\n`);
    process.exitCode = 1;
  } else {
    console.log('Every bundle budget is met.');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
