/**
 * The price of federation: the federated console against the same code linked into one bundle
 * (`CONSOLE_LINK=static`, see tools/src/rspack/static-remotes.ts), in one run, for each remote's
 * first screen reached two ways: `cold`, a signed-in deep link in an empty browser (every script
 * the screen needs, gzip -9 of the files, exact; page load to heading), and `click`, the first
 * visit from home (the scripts it adds; sidebar click to heading). Medians of RUNS (default 5).
 * Writes bench/results/static.json.
 *
 *   npm run build && npm run build:static && npx tsx bench/static/run.ts
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSize } from '../../tools/src/rspack/composition';
import { launchChromium, meter, publishSingleBundleShell, ROOT, signedInToken, startConsole, type RunningConsole } from '../support/console';
import { stats } from '../support/stats';

const RUNS = Number(process.env.RUNS ?? 5);
const SCREENS: [remote: string, label: string, heading: string, route: string][] = [
  ['mf-transactions', 'Virtual Account', 'Transaction VA', '/dashboard/transaction-va'],
  ['mf-master', 'Company Group', 'Company Group', '/dashboard/company-group-management'],
  ['mf-notifications', 'Notifications', 'Notifications', '/dashboard/notifications'],
];

/** One way of reaching a screen: scripts downloaded (gzip -9, bytes) and milliseconds to its heading. */
interface Samples {
  bytes: number[];
  ms: number[];
}
/** Per remote: `cold` is a deep link in an empty browser (every script the screen needs); `click` the first visit from home. */
type Figures = Record<string, { cold: Samples; click: Samples }>;

const scriptBytes = (running: RunningConsole, scripts: string[]) =>
  scripts.reduce((sum, script) => sum + gzipSize(path.join(running.releasesDir, script.replace(/^\/releases\//, ''))), 0);

async function measure(running: RunningConsole): Promise<Figures> {
  const figures: Figures = Object.fromEntries(SCREENS.map(([remote]) => [remote, { cold: { bytes: [], ms: [] }, click: { bytes: [], ms: [] } }]));
  const browser = await launchChromium();
  try {
    const token = await signedInToken(running.apiUrl);
    for (let run = 0; run < RUNS; run += 1) {
      for (const [remote, label, heading, route] of SCREENS) {
        const own = figures[remote];
        if (!own) continue;
        // Cold: a signed-in user opens a link to the screen in a browser with nothing cached.
        const coldContext = await browser.newContext({ viewport: { width: 1366, height: 900 } });
        await coldContext.addInitScript((value) => localStorage.setItem('token', value), token);
        const coldPage = await coldContext.newPage();
        const coldWire = meter(coldPage, running.apiPort);
        const coldStart = Date.now();
        await coldPage.goto(`${running.consoleUrl}${route}`);
        await coldPage.getByRole('heading', { name: heading, level: 1, exact: true }).waitFor({ timeout: 30_000 });
        own.cold.ms.push(Date.now() - coldStart);
        await coldPage.waitForLoadState('networkidle');
        own.cold.bytes.push(scriptBytes(running, (await coldWire.take()).scripts));
        await coldContext.close();

        // Click: a fresh context per screen, so each is the first remote this session visits.
        const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
        const page = await context.newPage();
        const wire = meter(page, running.apiPort);
        await page.goto(`${running.consoleUrl}/login`);
        await page.evaluate((value) => localStorage.setItem('token', value), token);
        await page.goto(`${running.consoleUrl}/dashboard/home`, { waitUntil: 'networkidle' });
        await wire.take();
        const start = Date.now();
        await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: label, exact: true }).click();
        await page.getByRole('heading', { name: heading, level: 1, exact: true }).waitFor({ timeout: 30_000 });
        own.click.ms.push(Date.now() - start);
        await page.waitForLoadState('networkidle');
        own.click.bytes.push(scriptBytes(running, (await wire.take()).scripts));
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return figures;
}

async function main(): Promise<void> {
  const federatedConsole = await startConsole({ consolePort: 8597, apiPort: 3597 });
  let federated: Figures;
  let single: Figures;
  try {
    federated = await measure(federatedConsole);
    // The same console with the single-bundle shell published as the active shell release.
    publishSingleBundleShell(federatedConsole);
    single = await measure(federatedConsole);
  } finally {
    federatedConsole.stop();
  }
  const ratio = (a: number, b: number) => Math.round((a / b) * 100) / 100;
  const compare = (f: Samples | undefined, s: Samples | undefined) => {
    const federatedFigures = { bytes: stats(f?.bytes ?? []).median, ms: stats(f?.ms ?? []) };
    const singleFigures = { bytes: stats(s?.bytes ?? []).median, ms: stats(s?.ms ?? []) };
    return {
      federated: federatedFigures,
      single: singleFigures,
      bytesRatio: ratio(federatedFigures.bytes, singleFigures.bytes),
      msRatio: ratio(federatedFigures.ms.median, singleFigures.ms.median),
    };
  };
  const remotes = Object.fromEntries(
    SCREENS.map(([remote]) => [remote, { cold: compare(federated[remote]?.cold, single[remote]?.cold), click: compare(federated[remote]?.click, single[remote]?.click) }]),
  );
  const result = {
    measuredAt: new Date().toISOString(),
    runs: RUNS,
    unit: 'bytes: gzip -9 of the scripts loaded; ms: to the screen heading',
    ways: {
      cold: 'a signed-in deep link to the screen in an empty browser: every script the screen needs, page load to heading',
      click: 'the first visit from home (home already shown): the scripts it adds, sidebar click to heading',
    },
    remotes,
  };
  writeFileSync(path.join(ROOT, 'bench/results/static.json'), `${JSON.stringify(result, null, 2)}\n`);
  console.log(JSON.stringify(remotes, null, 2));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
