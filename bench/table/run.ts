/**
 * Table benchmark: time to render a 100-row page of the console's DataTable (client mode, 1,000
 * rows, production React) and to re-sort it, in headless Chromium, over several runs. Writes
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
    const mount: number[] = [];
    const mountInProvider: number[] = [];
    const resort: number[] = [];
    const pageChange: number[] = [];
    for (let run = 0; run < RUNS + WARMUP; run += 1) {
      // A fresh page per run: nothing cached in React, the table or the style sheet.
      await page.goto(url);
      const mounted = await page.evaluate(() => window.tableBench.mount());
      if ((await page.evaluate(() => window.tableBench.rowCount())) !== 100) throw new Error('the page did not show 100 rows');
      const column = SORT_COLUMNS[run % SORT_COLUMNS.length]!;
      const sorted = await page.evaluate((name) => window.tableBench.resort(name), column);
      const paged = await page.evaluate(() => window.tableBench.pageChange());
      // Another fresh page: the table alone, in a provider mounted before (a separate figure).
      await page.goto(url);
      const mountedInProvider = await page.evaluate(() => window.tableBench.mountInMountedProvider());
      if (run >= WARMUP) {
        mount.push(mounted);
        mountInProvider.push(mountedInProvider);
        resort.push(sorted);
        pageChange.push(paged);
      }
    }
    const result = {
      measuredAt: new Date().toISOString(),
      machine: { cpus: cpus().length, cpu: cpus()[0]?.model ?? 'unknown', node: process.version, chromium: browser.version() },
      setup: { rows: 1000, pageSize: 100, mode: 'client', react: 'production', warmupRuns: WARMUP, sortColumns: SORT_COLUMNS },
      mountMs: stats(mount),
      mountInMountedProviderMs: stats(mountInProvider),
      resortMs: stats(resort),
      pageChangeMs: stats(pageChange),
    };
    writeFileSync(path.join(RESULTS, 'table.json'), `${JSON.stringify(result, null, 2)}\n`);
    writeFileSync(
      path.join(RESULTS, 'table.md'),
      [
        '# DataTable benchmark',
        '',
        `Measured ${result.measuredAt} on ${result.machine.cpus} x ${result.machine.cpu}, Chromium ${result.machine.chromium}, Node ${result.machine.node}.`,
        `Client mode, 1,000 rows, 100 per page, production React; ${RUNS} runs after ${WARMUP} warm-up runs, a fresh page each.`,
        'Times run until the next frame is painted. "Render" mounts the ChakraProvider with the table, as the',
        'targets are set; "render it in a provider mounted before" shows the table in a provider already painted.',
        '',
        '| measure | median (ms) | p95 (ms) | min (ms) | max (ms) |',
        '|---|---|---|---|---|',
        `| render a 100-row page | ${result.mountMs.median} | ${result.mountMs.p95} | ${result.mountMs.min} | ${result.mountMs.max} |`,
        `| render it in a provider mounted before (the theme's global styles in place) | ${result.mountInMountedProviderMs.median} | ${result.mountInMountedProviderMs.p95} | ${result.mountInMountedProviderMs.min} | ${result.mountInMountedProviderMs.max} |`,
        `| re-sort it (header click) | ${result.resortMs.median} | ${result.resortMs.p95} | ${result.resortMs.min} | ${result.resortMs.max} |`,
        `| change page (Next) | ${result.pageChangeMs.median} | ${result.pageChangeMs.p95} | ${result.pageChangeMs.min} | ${result.pageChangeMs.max} |`,
        '',
        'Run it with `npx tsx bench/table/run.ts` (`RUNS`, `CHROME_PATH` optional).',
        '',
      ].join('\n'),
    );
    console.log(`render 100 rows: median ${result.mountMs.median} ms, p95 ${result.mountMs.p95} ms`);
    console.log(`render in a mounted provider: median ${result.mountInMountedProviderMs.median} ms, p95 ${result.mountInMountedProviderMs.p95} ms`);
    console.log(`re-sort:         median ${result.resortMs.median} ms, p95 ${result.resortMs.p95} ms`);
    console.log(`page change:     median ${result.pageChangeMs.median} ms, p95 ${result.pageChangeMs.p95} ms`);
  } finally {
    await browser.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
