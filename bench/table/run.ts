/**
 * Table benchmark: time to render a 100-row page of the console's DataTable (client mode, 1,000
 * rows, production React), to re-sort it and to change page, in headless Chromium, over several runs. Writes
 * bench/results/table.json and bench/results/table.md.
 *
 *   npx tsx bench/table/run.ts            (CHROME_PATH overrides /usr/bin/chromium; RUNS=30)
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';

const ROOT = path.resolve(import.meta.dirname, '../..');
const RESULTS = path.join(ROOT, 'bench', 'results');
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.RUNS ?? 30);
const WARMUP = 3;
const STEPS = ['mount', 'mountInMountedProvider', 'resort', 'pageChange', 'mountFolding', 'resortFolding'] as const;
type Step = (typeof STEPS)[number];
const FIGURES = ['work', 'firstFrame', 'everyRow'] as const;
type StepTimes = Record<(typeof FIGURES)[number], number>;
/**
 * The pause before each click, after the previous step's last frame: no one clicks a header within
 * milliseconds of the table appearing, and without it the click would also time the tail of the
 * step before (its garbage collection, the rows it rendered after its first frame).
 */
const SETTLE_MS = Number(process.env.SETTLE_MS ?? 200);
/** Columns clicked in turn: text, number, date (each click toggles or switches the sort). */
const SORT_COLUMNS = ['Order Id', 'Jumlah', 'Tanggal', 'Nama'];

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
  const round = (value: number) => Math.round(value * 10) / 10;
  return { runs: samples.length, median: round(at(0.5)), p95: round(at(0.95)), min: round(sorted[0]!), max: round(sorted.at(-1)!), samples: samples.map(round) };
}

async function bundle(dir: string): Promise<string> {
  await build({
    entryPoints: [path.join(import.meta.dirname, 'harness.tsx')],
    bundle: true,
    minify: true,
    format: 'iife',
    jsx: 'automatic',
    target: 'es2022',
    define: { 'process.env.NODE_ENV': '"production"' },
    outfile: path.join(dir, 'harness.js'),
    // The theme's web font files, as the apps' builds emit them.
    loader: { '.woff2': 'file', '.woff': 'file' },
    logLevel: 'warning',
  });
  const page = path.join(dir, 'index.html');
  writeFileSync(page, '<!doctype html><html lang="id"><head><meta charset="utf-8"><title>Table benchmark</title></head><body><div id="root"></div><script src="harness.js"></script></body></html>');
  return pathToFileURL(page).href;
}

async function main() {
  const dir = mkdtempSync(path.join(tmpdir(), 'table-bench-'));
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const url = await bundle(dir);
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    const samples = Object.fromEntries(STEPS.map((step) => [step, { firstFrame: [] as number[], work: [] as number[], everyRow: [] as number[] }])) as Record<Step, Record<keyof StepTimes, number[]>>;
    const keep = (step: Step, times: StepTimes) => {
      for (const figure of FIGURES) samples[step][figure].push(times[figure]);
    };
    for (let run = 0; run < RUNS + WARMUP; run += 1) {
      // A fresh page per run: nothing cached in React, the table or the style sheet.
      await page.goto(url);
      const mounted = await page.evaluate(() => window.tableBench.mount());
      if ((await page.evaluate(() => window.tableBench.rowCount())) !== 100) throw new Error('the page did not show 100 rows');
      const column = SORT_COLUMNS[run % SORT_COLUMNS.length]!;
      await page.waitForTimeout(SETTLE_MS);
      const sorted = await page.evaluate((name) => window.tableBench.resort(name), column);
      await page.waitForTimeout(SETTLE_MS);
      const paged = await page.evaluate(() => window.tableBench.pageChange());
      // Another fresh page: the table alone, in a provider mounted before (a separate figure).
      await page.goto(url);
      const mountedInProvider = await page.evaluate(() => window.tableBench.mountInMountedProvider());
      // And one with column priorities, as the console's screens declare them (decision 095).
      await page.goto(url);
      const mountedFolding = await page.evaluate(() => window.tableBench.mountFolding());
      if ((await page.evaluate(() => window.tableBench.rowCount())) !== 100) throw new Error('the folding table did not show 100 rows');
      await page.waitForTimeout(SETTLE_MS);
      const sortedFolding = await page.evaluate((name) => window.tableBench.resort(name), column);
      if (run >= WARMUP) {
        keep('mount', mounted);
        keep('mountInMountedProvider', mountedInProvider);
        keep('resort', sorted);
        keep('pageChange', paged);
        keep('mountFolding', mountedFolding);
        keep('resortFolding', sortedFolding);
      }
    }
    const figures = (step: Step) => Object.fromEntries(FIGURES.map((figure) => [figure, stats(samples[step][figure])])) as Record<keyof StepTimes, ReturnType<typeof stats>>;
    const result = {
      measuredAt: new Date().toISOString(),
      machine: { cpus: cpus().length, cpu: cpus()[0]?.model ?? 'unknown', node: process.version, chromium: browser.version() },
      setup: { rows: 1000, pageSize: 100, mode: 'client', react: 'production', warmupRuns: WARMUP, sortColumns: SORT_COLUMNS },
      mountMs: figures('mount'),
      mountInMountedProviderMs: figures('mountInMountedProvider'),
      resortMs: figures('resort'),
      pageChangeMs: figures('pageChange'),
      mountFoldingMs: figures('mountFolding'),
      resortFoldingMs: figures('resortFolding'),
    };
    writeFileSync(path.join(RESULTS, 'table.json'), `${JSON.stringify(result, null, 2)}\n`);
    const line = (what: string, target: string, step: ReturnType<typeof figures>) =>
      `| ${what} | ${target} | ${step.work.median} (p95 ${step.work.p95}) | ${step.firstFrame.median} (p95 ${step.firstFrame.p95}) | ${step.everyRow.median} (p95 ${step.everyRow.p95}) |`;
    writeFileSync(
      path.join(RESULTS, 'table.md'),
      [
        '# DataTable benchmark',
        '',
        `Measured ${result.measuredAt} on ${result.machine.cpus} x ${result.machine.cpu}, Chromium ${result.machine.chromium}, Node ${result.machine.node}.`,
        `Client mode, 1,000 rows, 100 per page, production React; ${RUNS} runs after ${WARMUP} warm-up runs, a fresh page each.`,
        '"Render" mounts the console\'s theme provider (`ConsoleThemeProvider`) with the table, as the targets are set;',
        '"render it in a provider mounted before" shows the table in a provider already painted. Milliseconds from the step\'s start:',
        '',
        '- **work**: the main thread\'s time to the first frame showing the result: until React\'s commit, plus',
        '  that frame\'s style, layout and paint. The wait for the display\'s next frame in between is left out;',
        '  it depends only on when in a frame the click came (0 to 16.7 ms at 60 Hz).',
        '- **first frame**: until the first frame showing the result is painted, that wait included.',
        '- **every row**: until the frame in which all 100 rows are painted. A new page first renders the rows',
        '  that fill the table\'s visible height, and the rest right after that frame (decision 073).',
        '',
        '| measure | target | work: median (ms) | first frame: median (ms) | every row: median (ms) |',
        '|---|---|---|---|---|',
        line('render a 100-row page', '< 33 ms', result.mountMs),
        line("render it in a provider mounted before (the theme's global styles in place)", '', result.mountInMountedProviderMs),
        line('re-sort it (header click)', '< 16 ms', result.resortMs),
        line('change page (Next)', '< 33 ms', result.pageChangeMs),
        line("render it with column priorities (decision 095: a details toggle per row, one column folded at 1366 px)", '', result.mountFoldingMs),
        line('re-sort that one', '', result.resortFoldingMs),
        '',
        'Run it with `npx tsx bench/table/run.ts` (`RUNS`, `CHROME_PATH` optional).',
        '',
      ].join('\n'),
    );
    for (const step of STEPS) {
      const { work, firstFrame, everyRow } = result[`${step}Ms`];
      console.log(`${step}: work ${work.median} ms, first frame ${firstFrame.median} ms, every row ${everyRow.median} ms (medians)`);
    }
  } finally {
    await browser.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
