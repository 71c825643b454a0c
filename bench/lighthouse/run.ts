/**
 * Lighthouse 12.8 (offline, desktop preset, Debian's Chromium) on the login page and on a list
 * screen (Company Group, signed in), against `npm start`'s servers: performance, accessibility and
 * best-practices scores, RUNS times each (default 3), medians. Writes bench/results/lighthouse.json.
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
function lighthouse(url: string, userDataDir: string): Record<string, number | undefined> {
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
  const report = JSON.parse(output) as { categories: Record<string, { score: number | null } | undefined> };
  return Object.fromEntries(CATEGORIES.map((category) => [category, typeof report.categories[category]?.score === 'number' ? Math.round((report.categories[category]?.score ?? 0) * 100) : undefined]));
}

async function main(): Promise<void> {
  const running = await startConsole({ consolePort: 8595, apiPort: 3595 });
  const scores: Record<string, Record<string, number[]>> = {};
  const profiles: string[] = [];
  try {
    const token = await signedInToken(running.apiUrl);
    for (const [name, route, signedIn] of PAGES) {
      scores[name] = Object.fromEntries(CATEGORIES.map((category) => [category, []]));
      for (let run = 0; run < RUNS; run += 1) {
        const dir = await profile(running.consoleUrl, signedIn ? token : null);
        profiles.push(dir);
        const result = lighthouse(`${running.consoleUrl}${route}`, dir);
        for (const category of CATEGORIES) {
          const score = result[category];
          if (score !== undefined) scores[name]?.[category]?.push(score);
        }
      }
    }
  } finally {
    running.stop();
    for (const dir of profiles) rmSync(dir, { recursive: true, force: true });
  }
  const result = {
    measuredAt: new Date().toISOString(),
    lighthouse: '12.8.2, desktop preset, simulated throttling',
    runs: RUNS,
    scores: Object.fromEntries(Object.entries(scores).map(([name, byCategory]) => [name, Object.fromEntries(Object.entries(byCategory).map(([category, samples]) => [category, stats(samples)]))])),
  };
  writeFileSync(path.join(ROOT, 'bench/results/lighthouse.json'), `${JSON.stringify(result, null, 2)}\n`);
  console.log(JSON.stringify(result.scores, null, 2));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
