/**
 * CSV export benchmark: a million VA transactions of one company in the reference API; the
 * console's paged export (bench/export/harness.ts: the VA screen's columns and `buildPagedCsv`)
 * against the naive way (one request for every row, one CSV string), in one headless Chromium
 * run, side by side: wall time and peak JS heap. Also the API's time for one export page at page 1
 * and at the last page. Writes bench/results/export.json and export.md.
 *
 *   npx tsx bench/export/run.ts     (CHROME_PATH overrides /usr/bin/chromium; BENCH_ROWS=1000000)
 *
 * Before and after in one run: `BENCH_BEFORE=<a checkout of the earlier commit>` bundles that
 * checkout's harness too (its own `@console/shared`: give it a node_modules whose `@console/*`
 * links point into it), starts that checkout's API on the same database beside this one's, and
 * runs its paged export against its API in turn with this one's against this API, `BENCH_REPEAT`
 * times each (default 3 with BENCH_BEFORE, else 1); the figures are the medians. The API's page
 * times are taken of both. BENCH_SKIP_NAIVE=1 leaves the naive way out. `BENCH_DB=<file>` keeps
 * the seeded database in that file and uses it again on the next run (seeding takes minutes).
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { siteDay, shiftDay } from '../../api/src/http/site-time';
import { freePort } from '../../api/src/testing/free-port';
import { seedExportDatabase } from '../api/export-database';
import { ROOT_DIR, startServer, stopServer } from '../api/server-process';
import { signedInToken } from '../support/console';
import type { ExportRun } from './harness';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const RESULTS = path.join(ROOT_DIR, 'bench', 'results');
const SITE_OFFSET_HOURS = 7;
const COMPANY = 1;
const PAGE_SIZE = 10_000;
/** The naive way may take long or crash the tab; it gets this long. */
const NAIVE_TIMEOUT_MS = Number(process.env.BENCH_NAIVE_LIMIT_S ?? 180) * 1000;
/** The paged export is cancelled after this long (then the figures say how far it got). */
const PAGED_LIMIT_MS = Number(process.env.BENCH_PAGED_LIMIT_S ?? 240) * 1000;
/** Issue 37's targets (issue 12's were 15 s and 150 MB). */
const TARGETS = { wallSeconds: 5, heapMB: 100, speedup: 3 };
const BEFORE_ROOT = process.env.BENCH_BEFORE ? path.resolve(process.env.BENCH_BEFORE) : null;
const REPEAT = Number(process.env.BENCH_REPEAT ?? (BEFORE_ROOT ? 3 : 1));
const SKIP_NAIVE = process.env.BENCH_SKIP_NAIVE === '1';
const KEPT_DB = process.env.BENCH_DB ? path.resolve(process.env.BENCH_DB) : null;
/** Pages read one after another, as an export reads them, for the API's page time in order. */
const IN_ORDER_PAGES = 20;
const MB = 1024 * 1024;

/** Median milliseconds of `runs` export-page requests (page, max) as the exporter sends them. */
async function pageTime(base: string, token: string, range: { from: string; to: string }, page: number, runs = 3) {
  const query = new URLSearchParams({ page: String(page), max: String(PAGE_SIZE), orderField: 'trctCreatedTime', orderValue: 'DESC', from: range.from, to: range.to });
  const samples: number[] = [];
  let itemPerPage = 0;
  let rows = 0;
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    const reply = (await (await fetch(`${base}/dashboard/transactionVa/?${query}`, { headers: { Authentication: token } })).json()) as { data: unknown[]; pagination: { itemPerPage: number } };
    samples.push(performance.now() - started);
    itemPerPage = reply.pagination.itemPerPage;
    rows = reply.data.length;
  }
  samples.sort((a, b) => a - b);
  return { page, max: PAGE_SIZE, itemPerPage, rows, medianMs: Math.round(samples[Math.floor(samples.length / 2)]!), samplesMs: samples.map(Math.round) };
}

/** Milliseconds of each of the first `pages` export pages read one after another (the next asked once one is parsed), and their median. */
async function inOrderTime(base: string, token: string, range: { from: string; to: string }, pages = IN_ORDER_PAGES) {
  const samples: number[] = [];
  for (let page = 1; page <= pages; page++) {
    const query = new URLSearchParams({ page: String(page), max: String(PAGE_SIZE), orderField: 'trctCreatedTime', orderValue: 'DESC', from: range.from, to: range.to });
    const started = performance.now();
    const reply = await fetch(`${base}/dashboard/transactionVa/?${query}`, { headers: { Authentication: token } });
    await reply.json();
    samples.push(performance.now() - started);
  }
  const sorted = [...samples].sort((a, b) => a - b);
  return { pages, medianMs: Math.round(sorted[Math.floor(sorted.length / 2)]!), samplesMs: samples.map(Math.round) };
}

/** The API's page figures: page 1 and the last page (median of 3 each), and pages 1 to 20 in order. */
async function apiPageTimes(base: string, token: string, range: { from: string; to: string }) {
  const first = await pageTime(base, token, range, 1);
  const total = ((await (await fetch(`${base}/dashboard/transactionVa/?from=${range.from}&to=${range.to}&max=1`, { headers: { Authentication: token } })).json()) as { pagination: { totalData: number } }).pagination.totalData;
  const lastPage = Math.ceil(total / (first.itemPerPage || PAGE_SIZE));
  const last = await pageTime(base, token, range, lastPage);
  const inOrder = await inOrderTime(base, token, range);
  return { total, first, last, inOrder };
}

async function bundleHarness(entry: string, outfile: string): Promise<void> {
  await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: 'iife',
    jsx: 'automatic',
    target: 'es2022',
    define: { 'process.env.NODE_ENV': '"production"', __APP_NAME__: '"bench"', __APP_VERSION__: '"0"' },
    loader: { '.woff2': 'empty', '.css': 'empty', '.svg': 'empty', '.png': 'empty' },
    outfile,
    logLevel: 'warning',
  });
}

/** Serves this checkout's harness at `/`, and BENCH_BEFORE's at `/before`. */
async function serveHarness(dir: string): Promise<{ server: Server; origin: string }> {
  await bundleHarness(path.join(import.meta.dirname, 'harness.ts'), path.join(dir, 'harness.js'));
  if (BEFORE_ROOT) await bundleHarness(path.join(BEFORE_ROOT, 'bench', 'export', 'harness.ts'), path.join(dir, 'before.js'));
  const { readFileSync } = await import('node:fs');
  const scripts: Record<string, Buffer> = { '/harness.js': readFileSync(path.join(dir, 'harness.js')), ...(BEFORE_ROOT ? { '/before.js': readFileSync(path.join(dir, 'before.js')) } : {}) };
  const html = (script: string) => `<!doctype html><html lang="id"><head><meta charset="utf-8"><title>Export benchmark</title></head><body><script src="${script}"></script></body></html>`;
  const port = await freePort();
  const server = createServer((request, response) => {
    const script = scripts[request.url ?? ''];
    if (script) response.writeHead(200, { 'Content-Type': 'text/javascript' }).end(script);
    else response.writeHead(200, { 'Content-Type': 'text/html' }).end(html(request.url === '/before' ? '/before.js' : '/harness.js'));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${port}` };
}

/** The run of median wall time (its heap with it), and the median peak heap of all. */
function medianRun(runs: readonly ExportRun[]): ExportRun {
  const middle = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
  const byTime = [...runs].sort((a, b) => a.ms - b.ms);
  const run = byTime[Math.floor(byTime.length / 2)] as ExportRun;
  return { ...run, peakHeapBytes: middle(runs.map((item) => item.peakHeapBytes)) };
}

async function main() {
  const loadAtStart = loadavg().map((value) => Math.round(value * 10) / 10);
  const dir = mkdtempSync(path.join(ROOT_DIR, 'bench', 'export', '.work-'));
  let api: Awaited<ReturnType<typeof startServer>> | null = null;
  let beforeApi: Awaited<ReturnType<typeof startServer>> | null = null;
  let harness: Server | null = null;
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--enable-precise-memory-info', '--js-flags=--expose-gc'],
  });
  try {
    const databaseFile = KEPT_DB ?? path.join(dir, 'bench.db');
    let seedSeconds: number | null = null;
    if (KEPT_DB && existsSync(KEPT_DB)) console.log(`Using the database seeded before in BENCH_DB`);
    else {
      console.log(`Seeding ${ROWS} VA transactions of company ${COMPANY} ...`);
      seedSeconds = await seedExportDatabase(databaseFile, { rows: ROWS, companyId: COMPANY, siteOffsetHours: SITE_OFFSET_HOURS });
    }
    const served = await serveHarness(dir);
    harness = served.server;
    const apiEnv = (port: number) => ({ ...process.env, API_DB: databaseFile, API_HOST: '127.0.0.1', API_PORT: String(port), SITE_UTC_OFFSET_HOURS: String(SITE_OFFSET_HOURS), CONSOLE_ORIGINS: served.origin });
    const port = await freePort();
    api = await startServer(apiEnv(port));
    const base = `http://127.0.0.1:${port}`;
    const token = await signedInToken(base, 'staff', 'staff123', COMPANY);
    let beforeBase = '';
    let beforeToken = '';
    if (BEFORE_ROOT) {
      const beforePort = await freePort();
      beforeApi = await startServer(apiEnv(beforePort), 60_000, path.join(BEFORE_ROOT, 'api'));
      beforeBase = `http://127.0.0.1:${beforePort}`;
      beforeToken = await signedInToken(beforeBase, 'staff', 'staff123', COMPANY);
    }
    const today = siteDay(new Date(), SITE_OFFSET_HOURS);
    const range = { from: shiftDay(today, 30), to: today };

    const { total, first, last, inOrder } = await apiPageTimes(base, token, range);
    const lastPage = last.page;
    console.log(`API export page (max ${PAGE_SIZE}): page 1 ${first.medianMs} ms, page ${lastPage} ${last.medianMs} ms, pages 1-${inOrder.pages} in order ${inOrder.medianMs} ms (median); ${total} rows in the range`);
    const beforePages = BEFORE_ROOT ? await apiPageTimes(beforeBase, beforeToken, range) : null;
    if (beforePages) console.log(`  before (BENCH_BEFORE's API): page 1 ${beforePages.first.medianMs} ms, page ${lastPage} ${beforePages.last.medianMs} ms, in order ${beforePages.inOrder.medianMs} ms`);

    /** One paged export in a fresh tab, of this checkout (`/`) or of BENCH_BEFORE (`/before`). */
    const pagedRun = async (which: 'after' | 'before'): Promise<ExportRun> => {
      const page = await browser.newPage();
      await page.goto(`${served.origin}${which === 'before' ? '/before' : '/'}`);
      console.log(`Paged export${BEFORE_ROOT ? ` (${which})` : ''} ...`);
      const api = which === 'before' ? { base: beforeBase, token: beforeToken } : { base, token };
      const run = (await page.evaluate(({ base, token, range, limit }) => window.exportBench.paged(base, token, range, limit), { ...api, range, limit: PAGED_LIMIT_MS })) as ExportRun;
      console.log(`  ${(run.ms / 1000).toFixed(1)} s, peak heap ${(run.peakHeapBytes / MB).toFixed(0)} MB, ${run.rows} of ${run.total} rows, ${run.pages} pages, ${run.bytes} bytes${run.completed ? '' : ' (stopped at the time limit)'}`);
      await page.close();
      return run;
    };
    const afterRuns: ExportRun[] = [];
    const beforeRuns: ExportRun[] = [];
    // In turn, so both see the same load on a shared machine.
    for (let round = 0; round < REPEAT; round++) {
      if (BEFORE_ROOT) beforeRuns.push(await pagedRun('before'));
      afterRuns.push(await pagedRun('after'));
    }
    const paged = medianRun(afterRuns);
    const before = beforeRuns.length > 0 ? medianRun(beforeRuns) : null;

    console.log('Naive export (one request, one string) ...');
    const naivePage = await browser.newPage();
    await naivePage.goto(served.origin);
    let naive: ExportRun | { failed: string };
    if (SKIP_NAIVE) naive = { failed: 'not run (BENCH_SKIP_NAIVE=1)' };
    else try {
      const crashed = new Promise<never>((_, reject) => naivePage.once('crash', () => reject(new Error('the tab crashed (out of memory)'))));
      const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no file after ${NAIVE_TIMEOUT_MS / 1000} s`)), NAIVE_TIMEOUT_MS));
      naive = (await Promise.race([naivePage.evaluate(({ base, token, range }) => window.exportBench.naive(base, token, range), { base, token, range }), crashed, timeout])) as ExportRun;
      console.log(`  ${(naive.ms / 1000).toFixed(1)} s, peak heap ${(naive.peakHeapBytes / MB).toFixed(0)} MB, ${naive.rows} rows`);
      // The API bounds one reply (issue: one reader must not stall everyone): the naive way cannot hold the range.
      if (naive.rows < total) naive = { failed: `one request got ${naive.rows} of ${total} rows: the API answers at most ${naive.rows} rows per request` };
    } catch (error) {
      naive = { failed: error instanceof Error ? error.message : String(error) };
      console.log(`  failed: ${naive.failed}`);
    }
    await naivePage.close().catch(() => undefined);

    const round = (value: number) => Math.round(value * 10) / 10;
    const summary = (run: ExportRun) => ({
      completed: run.completed,
      wallSeconds: round(run.ms / 1000),
      peakHeapMB: round(run.peakHeapBytes / MB),
      rows: run.rows,
      fileMB: round(run.bytes / MB),
      requests: run.pages,
      // When stopped at the limit: the time all rows would take at the rate reached.
      ...(run.completed ? {} : { projectedWallSeconds: round((run.ms / 1000) * (run.total / Math.max(run.rows, 1))) }),
    });
    const naiveFigures = 'failed' in naive ? naive : summary(naive);
    const speedup = 'failed' in naive || !paged.completed ? null : round(naive.ms / paged.ms);
    const met = {
      wall: paged.completed && paged.ms / 1000 < TARGETS.wallSeconds,
      heap: paged.peakHeapBytes / MB < TARGETS.heapMB,
      // Met when the naive way failed, or the paged way finished at least 3x faster.
      versusNaive: 'failed' in naive || (speedup !== null && speedup >= TARGETS.speedup),
      // The export holds at most 1,000,000 rows (spec 9); the range has the demo rows besides.
      allRows: paged.rows === Math.min(total, 1_000_000) && total >= ROWS,
    };
    const report = {
      measuredAt: new Date().toISOString(),
      machine: { cpus: cpus().length, cpu: cpus()[0]?.model ?? 'unknown', node: process.version, chromium: browser.version() },
      dataset: { vaRowsOfCompany: total, seededRows: ROWS, seedSeconds: seedSeconds === null ? null : round(seedSeconds), range },
      limits: { pagedSeconds: PAGED_LIMIT_MS / 1000, naiveSeconds: NAIVE_TIMEOUT_MS / 1000 },
      apiPage: { first, last, inOrder },
      paged: summary(paged),
      ...(before ? { before: { ...summary(before), checkout: 'BENCH_BEFORE', sameBytes: before.bytes === paged.bytes, ...(beforePages ? { apiPage: { first: beforePages.first, last: beforePages.last, inOrder: beforePages.inOrder } } : {}) } } : {}),
      runs: { repeat: REPEAT, afterSeconds: afterRuns.map((run) => round(run.ms / 1000)), afterHeapMB: afterRuns.map((run) => round(run.peakHeapBytes / MB)), ...(before ? { beforeSeconds: beforeRuns.map((run) => round(run.ms / 1000)), beforeHeapMB: beforeRuns.map((run) => round(run.peakHeapBytes / MB)) } : {}) },
      loadAverage: loadavg().map((value) => round(value)),
      loadAverageAtStart: loadAtStart,
      naive: naiveFigures,
      speedup,
      targets: { ...TARGETS, met },
    };
    writeFileSync(path.join(RESULTS, 'export.json'), `${JSON.stringify(report, null, 2)}\n`);
    writeFileSync(path.join(RESULTS, 'export.md'), markdown(report));
    console.log(JSON.stringify({ paged: report.paged, before: report.before, runs: report.runs, loadAverage: report.loadAverage, naive: report.naive, speedup, apiPage: { first: first.medianMs, last: last.medianMs, inOrder: inOrder.medianMs }, met }, null, 2));
  } finally {
    await browser.close();
    if (api) await stopServer(api);
    if (beforeApi) await stopServer(beforeApi);
    harness?.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

interface ApiPageFigures {
  first: { page: number; itemPerPage: number; medianMs: number };
  last: { page: number; itemPerPage: number; medianMs: number };
  inOrder: { pages: number; medianMs: number };
}

const apiPageLine = (figures: ApiPageFigures) =>
  `page ${figures.first.page} ${figures.first.medianMs} ms, last page (${figures.last.page}) ${figures.last.medianMs} ms (median of 3 each), pages 1-${figures.inOrder.pages} read one after another ${figures.inOrder.medianMs} ms (median)`;

function markdown(report: {
  measuredAt: string;
  machine: { cpus: number; cpu: string; chromium: string };
  dataset: { vaRowsOfCompany: number; seedSeconds: number | null };
  apiPage: ApiPageFigures;
  paged: { completed: boolean; wallSeconds: number; peakHeapMB: number; rows: number; fileMB: number; requests: number; projectedWallSeconds?: number };
  before?: { completed: boolean; wallSeconds: number; peakHeapMB: number; rows: number; fileMB: number; requests: number; sameBytes: boolean; apiPage?: ApiPageFigures };
  runs: { repeat: number };
  loadAverage: number[];
  loadAverageAtStart: number[];
  naive: { wallSeconds: number; peakHeapMB: number; rows: number; fileMB: number } | { failed: string };
  speedup: number | null;
  targets: { wallSeconds: number; heapMB: number; speedup: number; met: Record<string, boolean> };
}): string {
  const naive = 'failed' in report.naive ? `failed: ${report.naive.failed} | | |` : `${report.naive.wallSeconds} s | ${report.naive.peakHeapMB} MB | ${report.naive.rows} | ${report.naive.fileMB} MB`;
  return [
    '# CSV export benchmark',
    '',
    `Measured ${report.measuredAt} on ${report.machine.cpus} CPU(s) (${report.machine.cpu}), Chromium ${report.machine.chromium}, headless.`,
    `${report.dataset.vaRowsOfCompany} VA transactions of one company in the range (${report.dataset.seedSeconds === null ? 'a database seeded before, BENCH_DB' : `seeded in ${report.dataset.seedSeconds} s`}), the reference API on loopback${report.before?.apiPage ? ' (the before runs against the API of BENCH_BEFORE, on the same database)' : ''}.`,
    '',
    '| way | wall time | peak JS heap | rows | file |',
    '|---|---|---|---|---|',
    `| paged (the console: ${report.paged.requests} list calls, Blob per page) | ${report.paged.wallSeconds} s${report.paged.completed ? '' : ` (stopped at the time limit; about ${report.paged.projectedWallSeconds} s for every row at that rate)`} | ${report.paged.peakHeapMB} MB | ${report.paged.rows} | ${report.paged.completed ? `${report.paged.fileMB} MB` : 'not built (stopped)'} |`,
    ...(report.before
      ? [`| paged, before (BENCH_BEFORE's harness${report.before.sameBytes ? ', file of the same size' : ', file of ANOTHER size'}) | ${report.before.wallSeconds} s | ${report.before.peakHeapMB} MB | ${report.before.rows} | ${report.before.fileMB} MB |`]
      : []),
    `| naive (one request for every row, one string) | ${naive} |`,
    '',
    `Paged figures: median of ${report.runs.repeat} run(s)${report.before ? ' each, before and after in turn' : ''}; load average (1, 5, 15 min) at the start: ${report.loadAverageAtStart.join(', ')}, at the end: ${report.loadAverage.join(', ')} (2 cores shared with other work: a load over 2 means waiting for a core).`,
    '',
    `Speed-up: ${report.speedup === null ? 'not computed (a run failed or was stopped)' : `${report.speedup}x`}. Targets: under ${report.targets.wallSeconds} s, under ${report.targets.heapMB} MB, at least ${report.targets.speedup}x faster than the naive way or the naive way fails: ${JSON.stringify(report.targets.met)}.`,
    '',
    `API time for one export page (max ${PAGE_SIZE}, itemPerPage ${report.apiPage.first.itemPerPage}, ordered by created time, until the reply is parsed): ${apiPageLine(report.apiPage)}.`,
    ...(report.before?.apiPage ? [`Before (BENCH_BEFORE's API, same database, same run): ${apiPageLine(report.before.apiPage)}.`] : []),
    report.apiPage.last.medianMs > 3 * report.apiPage.first.medianMs
      ? `The last page costs the API ${Math.round(report.apiPage.last.medianMs / Math.max(report.apiPage.first.medianMs, 1))}x what page 1 costs: deep pages are not cheap in this API build, and the paged export's wall time is mostly the API's.`
      : 'Deep pages cost the API about what page 1 costs.',
    '',
    'Run: `npx tsx bench/export/run.ts`. Figures vary with the machine\'s load; compare runs on a quiet machine.',
    '',
  ].join('\n');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
