/**
 * The price of federation: the federated console against the same code linked into one bundle
 * (`CONSOLE_LINK=static`, see tools/src/rspack/static-remotes.ts), in one run. For the first
 * visit of each remote's screen after home: scripts downloaded (gzip -9 of the files, exact) and
 * time from the sidebar click to the screen's heading (median of RUNS, default 5).
 * Writes bench/results/static.json.
 *
 *   npm run build && CONSOLE_LINK=static npm run build -w shell && npx tsx bench/static/run.ts
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSize } from '../../tools/src/rspack/composition';
import { launchChromium, meter, ROOT, signedInToken, startConsole, type RunningConsole } from '../support/console';
import { stats } from '../support/stats';

const RUNS = Number(process.env.RUNS ?? 5);
const SCREENS: [remote: string, label: string, heading: string][] = [
  ['mf-transactions', 'Virtual Account', 'Transaction VA'],
  ['mf-master', 'Company Group', 'Company Group'],
  ['mf-notifications', 'Notifications', 'Notifications'],
];

type Figures = Record<string, { bytes: number[]; ms: number[] }>;

async function measure(running: RunningConsole): Promise<Figures> {
  const figures: Figures = Object.fromEntries(SCREENS.map(([remote]) => [remote, { bytes: [], ms: [] }]));
  const browser = await launchChromium();
  try {
    const token = await signedInToken(running.apiUrl);
    for (let run = 0; run < RUNS; run += 1) {
      for (const [remote, label, heading] of SCREENS) {
        // A fresh context per screen: each is the first remote this session visits.
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
        figures[remote]?.ms.push(Date.now() - start);
        await page.waitForLoadState('networkidle');
        const visit = await wire.take();
        figures[remote]?.bytes.push(visit.scripts.reduce((sum, script) => sum + gzipSize(path.join(running.releasesDir, script.replace(/^\/releases\//, ''))), 0));
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
    execFileSync('npx', ['tsx', 'tools/src/release/cli.ts', 'publish', 'shell', '--from', path.join(ROOT, 'shell/dist-static')], {
      cwd: ROOT,
      env: { ...process.env, RELEASES_DIR: federatedConsole.releasesDir },
      stdio: 'ignore',
    });
    single = await measure(federatedConsole);
  } finally {
    federatedConsole.stop();
  }
  const ratio = (a: number, b: number) => Math.round((a / b) * 100) / 100;
  const remotes = Object.fromEntries(
    SCREENS.map(([remote]) => {
      const f = { bytes: stats(federated[remote]?.bytes ?? []).median, ms: stats(federated[remote]?.ms ?? []) };
      const s = { bytes: stats(single[remote]?.bytes ?? []).median, ms: stats(single[remote]?.ms ?? []) };
      return [remote, { federated: f, single: s, bytesRatio: ratio(f.bytes, s.bytes), msRatio: ratio(f.ms.median, s.ms.median) }];
    }),
  );
  const result = { measuredAt: new Date().toISOString(), runs: RUNS, unit: 'bytes: gzip -9 of the scripts loaded by the first visit after home; ms: click to heading', remotes };
  writeFileSync(path.join(ROOT, 'bench/results/static.json'), `${JSON.stringify(result, null, 2)}\n`);
  console.log(JSON.stringify(remotes, null, 2));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
