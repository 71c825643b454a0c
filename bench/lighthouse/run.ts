/**
 * Lighthouse 12.8 (offline, desktop preset, Debian's Chromium) on the login page and on a list
 * screen (Company Group, signed in), against `npm start`'s servers: performance, accessibility and
 * best-practices scores and the metrics the performance score is made of (FCP, LCP, TBT, CLS,
 * Speed Index), RUNS times each (default 3), medians. Writes bench/results/lighthouse.json.
 *
 *   npm run build && npx tsx bench/lighthouse/run.ts      (CHROME_PATH overrides /usr/bin/chromium)
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { ROOT, signedInToken, startConsole } from '../support/console';
import { stats } from '../support/stats';

const RUNS = Number(process.env.RUNS ?? 3);
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
/** The audits the performance score weighs (Lighthouse 12, desktop), under short names; milliseconds but CLS. */
const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
} as const;
type Metric = keyof typeof METRICS;
const METRIC_NAMES = Object.keys(METRICS) as Metric[];

interface LighthouseReport {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number } | undefined>;
}

interface RunResult {
  scores: Partial<Record<(typeof CATEGORIES)[number], number>>;
  metrics: Partial<Record<Metric, number>>;
}
const PAGES: [name: string, route: string, signedIn: boolean][] = [
  ['login page', '/login', false],
  ['list screen (Company Group)', '/dashboard/company-group-management', true],
];

/** A Chromium profile whose local storage holds the token (or nothing), for Lighthouse's own Chromium. */
async function profile(consoleUrl: string, token: string | null): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'console-lighthouse-'));
  const context = await chromium.launchPersistentContext(dir, { executablePath: CHROME, args: ['--no-sandbox', '--disable-gpu'] });
  const page = await context.newPage();
  await page.goto(`${consoleUrl}/login`);
  if (token) await page.evaluate((value) => localStorage.setItem('token', value), token);
  await context.close();
  return dir;
}

/** One Lighthouse run through its own CLI, in plain Node (its page functions must not pass through a TypeScript transform). */
function lighthouse(url: string, userDataDir: string): RunResult {
  const output = execFileSync(
    process.execPath,
    [
      path.join(ROOT, 'node_modules/lighthouse/cli/index.js'),
      url,
      `--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --user-data-dir=${userDataDir}`,
      '--output=json',
      '--quiet',
      '--preset=desktop',
      '--disable-storage-reset',
      `--only-categories=${CATEGORIES.join(',')}`,
    ],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, timeout: 240_000, env: { ...process.env, CHROME_PATH: CHROME } },
  );
  const report = JSON.parse(output) as LighthouseReport;
  const scores: RunResult['scores'] = {};
  for (const category of CATEGORIES) {
    const score = report.categories[category]?.score;
    if (typeof score === 'number') scores[category] = Math.round(score * 100);
  }
  const metrics: RunResult['metrics'] = {};
  for (const name of METRIC_NAMES) {
    const value = report.audits[METRICS[name]]?.numericValue;
    // CLS is a unitless fraction (three decimals); the others are milliseconds.
    if (typeof value === 'number') metrics[name] = name === 'cls' ? Math.round(value * 1000) / 1000 : Math.round(value);
  }
  return { scores, metrics };
}

/**
 * Lighthouse now and then fails to record its trace (NO_NAVSTART, NO_FCP) on this machine; such a
 * run is repeated, at most twice, instead of ending the benchmark.
 */
function withRetries(run: () => RunResult): RunResult {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return run();
    } catch (error) {
      if (attempt >= 3) throw error;
      console.warn(`Lighthouse run failed (${error instanceof Error ? error.message.split('\n').at(-2) ?? error.message : String(error)}); running it again`);
    }
  }
}

async function main(): Promise<void> {
  const running = await startConsole({ consolePort: 8595, apiPort: 3595 });
  const scores: Record<string, Record<string, number[]>> = {};
  const metrics: Record<string, Record<string, number[]>> = {};
  const profiles: string[] = [];
  try {
    const token = await signedInToken(running.apiUrl);
    for (const [name, route, signedIn] of PAGES) {
      scores[name] = Object.fromEntries(CATEGORIES.map((category) => [category, []]));
      metrics[name] = Object.fromEntries(METRIC_NAMES.map((metric) => [metric, []]));
      for (let run = 0; run < RUNS; run += 1) {
        const dir = await profile(running.consoleUrl, signedIn ? token : null);
        profiles.push(dir);
        const result = withRetries(() => lighthouse(`${running.consoleUrl}${route}`, dir));
        for (const category of CATEGORIES) {
          const score = result.scores[category];
          if (score !== undefined) scores[name]?.[category]?.push(score);
        }
        for (const metric of METRIC_NAMES) {
          const value = result.metrics[metric];
          if (value !== undefined) metrics[name]?.[metric]?.push(value);
        }
      }
    }
  } finally {
    running.stop();
    for (const dir of profiles) rmSync(dir, { recursive: true, force: true });
  }
  const medians = (byName: Record<string, Record<string, number[]>>) =>
    Object.fromEntries(Object.entries(byName).map(([name, byKey]) => [name, Object.fromEntries(Object.entries(byKey).map(([key, samples]) => [key, stats(samples)]))]));
  const result = {
    measuredAt: new Date().toISOString(),
    lighthouse: '12.8.2, desktop preset, simulated throttling',
    runs: RUNS,
    scores: medians(scores),
    metricsUnit: 'milliseconds; cls unitless',
    metrics: medians(metrics),
  };
  writeFileSync(path.join(ROOT, 'bench/results/lighthouse.json'), `${JSON.stringify(result, null, 2)}\n`);
  for (const [name, byCategory] of Object.entries(result.scores)) {
    const line = CATEGORIES.map((category) => `${category} ${byCategory[category]?.median ?? 'n/a'}`).join(', ');
    const values = METRIC_NAMES.map((metric) => `${metric.toUpperCase()} ${result.metrics[name]?.[metric]?.median ?? 'n/a'}`).join(', ');
    console.log(`${name}: ${line}; ${values} (medians of ${RUNS})`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
