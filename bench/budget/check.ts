/**
 * The bundle budgets of `npm test` (deterministic: gzip -9 sizes of the built files a browser
 * loads). Starts `npm start`'s servers on the production build, opens the login page and the first
 * screen of each remote in Chromium to learn which files they load, then checks:
 * - every script of the login page together < 200 KB;
 * - each remote's manifest + entry < 20 KB;
 * - each chunk a remote's screen loads < 60 KB;
 * - no package declared shared inside a chunk a remote loads.
 * An exceeded budget prints what grew since `bench/budget/baseline.json` (`--update-baseline`
 * rewrites it from this build). Writes bench/results/budget.json.
 *
 *   npm run build && npm run test:budgets
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SINGLETONS } from '@console/shared/federation';
import { BUDGETS, type BudgetFailure, checkLimit, kb, LOGIN_PAGE_TARGET, type Measure, sharedPackages } from '../../tools/src/rspack/budgets';
import { composition, gzipByPackage, gzipSize } from '../../tools/src/rspack/composition';
import { launchChromium, meter, REMOTE_ROUTES, ROOT, signedInToken, startConsole } from '../support/console';

const BASELINE_FILE = path.join(ROOT, 'bench/budget/baseline.json');

interface BudgetReport {
  loginPage: Measure;
  remotes: Record<string, { fixedCost: Measure; chunks: Record<string, number> }>;
}

function measureFiles(files: string[]): Measure {
  const parts = Object.fromEntries([...gzipByPackage(files)].map(([name, bytes]) => [name, Math.round(bytes)]).sort(([a], [b]) => String(a).localeCompare(String(b))));
  return { bytes: files.reduce((sum, file) => sum + gzipSize(file), 0), parts };
}

/** The release's file on disk for a `/releases/<app>/<version>/<file>` path; the file name without its content hash. */
const onDisk = (releasesDir: string, urlPath: string) => path.join(releasesDir, urlPath.replace(/^\/releases\//, ''));
const stableName = (file: string) => path.basename(file).replace(/\.[0-9a-f]{10}\.js$/, '.js');

async function measure(): Promise<BudgetReport> {
  const running = await startConsole({ consolePort: 8190, apiPort: 3190 });
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const wire = meter(page, running.apiPort);
    await page.goto(`${running.consoleUrl}/login`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Proceed' }).waitFor();
    const login = await wire.take();
    const loginPage = measureFiles(login.scripts.map((script) => onDisk(running.releasesDir, script)));

    const token = await signedInToken(running.apiUrl);
    const remotes: BudgetReport['remotes'] = {};
    for (const [remote, route] of REMOTE_ROUTES) {
      // A deep link in a fresh browser: the signed-in console fetches the remotes of the menu ahead
      // when it is idle on a shell page, so a visit from home would find this remote's code loaded.
      const context = await browser.newContext();
      await context.addInitScript((value) => localStorage.setItem('token', value), token);
      const remotePage = await context.newPage();
      const remoteWire = meter(remotePage, running.apiPort);
      await remotePage.goto(`${running.consoleUrl}${route}`);
      await remotePage.waitForSelector(`[data-remote="${remote}"] h1`, { timeout: 30_000 });
      await remotePage.waitForLoadState('networkidle');
      const visit = await remoteWire.take();
      await context.close();
      const own = visit.scripts.filter((script) => script.startsWith(`/releases/${remote}/`)).map((script) => onDisk(running.releasesDir, script));
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
    return { loginPage, remotes };
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
