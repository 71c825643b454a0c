import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { shiftDay, siteDay, siteDayRange } from '../../api/src/http/site-time';
import { measureExportPages, pagesMarkdown } from './pages';
import { signedInToken } from '../support/console';
import { ROOT_DIR, type SeededApi, startSeededApi } from './server-process';

/**
 * API benchmark: builds a million-transaction database in a temp file, starts the real server on
 * a free loopback port, signs in, selects a company, then measures the VA list with a one-day
 * range, a status filter and a sort with autocannon (10 connections, 15 s).
 * Run: `npm run bench:api -w api` or `npx tsx bench/api/run.ts`. Writes bench/results/api.{json,md}.
 */

const TRANSACTIONS = Number(process.env.BENCH_TRANSACTIONS ?? 1_000_000);
const CONNECTIONS = 10;
const DURATION_S = 15;
const TARGET = { p95Ms: 30, requestsPerSecond: 1000 };
const SITE_OFFSET_HOURS = 7;
const RESULTS_DIR = path.join(ROOT_DIR, 'bench', 'results');

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? NaN;
}

function load(url: string, token: string, expectBody: string): Promise<{ result: Result; latencies: number[] }> {
  const latencies: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers: { Authentication: token }, expectBody }, (error, result) =>
      error ? reject(error) : resolve({ result, latencies }),
    );
    instance.on('response', (_client, _status, _bytes, responseTimeMs) => latencies.push(responseTimeMs));
  });
}

async function main(): Promise<void> {
  console.log(`Load average before: ${loadavg().map((value) => value.toFixed(1)).join(' ')}`);
  let api: SeededApi | null = null;
  try {
    api = await startSeededApi({ transactions: TRANSACTIONS, siteOffsetHours: SITE_OFFSET_HOURS, port: process.env.BENCH_API_PORT ? Number(process.env.BENCH_API_PORT) : undefined });
    const { base, seedSeconds } = api;
    const token = await signedInToken(base, 'staff', 'staff123', 1);
    const day = shiftDay(siteDay(new Date(), SITE_OFFSET_HOURS), 3);
    const query = `from=${day}&to=${day}&finds[trctStatus]=00&orderField=trctCreatedTime&orderValue=DESC&page=1&max=10`;
    const url = `${base}/dashboard/transactionVa/?${query}`;

    const sample = await fetch(url, { headers: { Authentication: token } });
    const expectBody = await sample.text();
    const reply = JSON.parse(expectBody) as { status: { error: number }; pagination: { totalData: number }; data: unknown[] };
    if (sample.status !== 200 || reply.status.error !== 0 || reply.data.length === 0) throw new Error(`Unexpected reply: ${expectBody.slice(0, 300)}`);
    for (let i = 0; i < 200; i++) await (await fetch(url, { headers: { Authentication: token } })).arrayBuffer();

    console.log(`Measuring GET /dashboard/transactionVa/?${query} (${reply.pagination.totalData} matching rows), ${CONNECTIONS} connections, ${DURATION_S} s ...`);
    const { result, latencies } = await load(url, token, expectBody);
    latencies.sort((a, b) => a - b);
    const figures = {
      requests: latencies.length,
      requestsPerSecond: Math.round(result.requests.average),
      latencyMs: {
        p50: Number(percentile(latencies, 50).toFixed(2)),
        p95: Number(percentile(latencies, 95).toFixed(2)),
        p99: Number(percentile(latencies, 99).toFixed(2)),
        max: Number((latencies[latencies.length - 1] ?? NaN).toFixed(2)),
      },
      errors: result.errors,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
      bodyMismatches: result.mismatches,
    };
    console.log('Measuring export pages ...');
    const exportFrom = shiftDay(siteDay(new Date(), SITE_OFFSET_HOURS), 30);
    const exportTo = siteDay(new Date(), SITE_OFFSET_HOURS);
    const range = siteDayRange(exportFrom, exportTo, SITE_OFFSET_HOURS);
    if (!range) throw new Error('Bad export range.');
    const exportPages = await measureExportPages({ base, token, databaseFile: api.databaseFile, companyId: 1, from: exportFrom, to: exportTo, range });

    const clean = figures.errors + figures.timeouts + figures.non2xx + figures.bodyMismatches === 0;
    const met = clean && figures.requests >= 1000 && figures.latencyMs.p95 < TARGET.p95Ms && figures.requestsPerSecond > TARGET.requestsPerSecond;
    const report = {
      measuredAt: new Date().toISOString(),
      machine: { cpus: cpus().length, cpuModel: cpus()[0]?.model ?? 'unknown', node: process.version, platform: `${process.platform} ${process.arch}`, loadAverage1m: Number(loadavg()[0]?.toFixed(1)) },
      dataset: { transactions: TRANSACTIONS, plusDemo: true, seedSeconds, company: 1, day, matchingRows: reply.pagination.totalData },
      request: { method: 'GET', path: `/dashboard/transactionVa/?${query}`, user: 'staff' },
      load: { tool: 'autocannon 9', connections: CONNECTIONS, durationSeconds: DURATION_S },
      results: figures,
      targets: { ...TARGET, zeroErrors: true, met },
      exportPages,
    };
    writeFileSync(path.join(RESULTS_DIR, 'api.json'), `${JSON.stringify(report, null, 2)}\n`);
    writeFileSync(path.join(RESULTS_DIR, 'api.md'), markdown(report) + pagesMarkdown(exportPages, exportFrom, exportTo));
    console.log(JSON.stringify(figures, null, 2));
    console.log(met ? 'Targets met.' : 'Targets NOT met.');
    if (!met) process.exitCode = 1;
  } finally {
    await api?.stop();
  }
}

function markdown(report: {
  measuredAt: string;
  machine: { cpus: number; cpuModel: string; node: string; loadAverage1m: number };
  dataset: { transactions: number; seedSeconds: number; day: string; matchingRows: number };
  request: { path: string };
  results: { requests: number; requestsPerSecond: number; latencyMs: { p50: number; p95: number; p99: number; max: number }; errors: number; timeouts: number; non2xx: number; bodyMismatches: number };
  targets: { met: boolean };
}): string {
  const r = report.results;
  return `# API benchmark

Measured ${report.measuredAt} on ${report.machine.cpus} cores (${report.machine.cpuModel}), Node ${report.machine.node}, by \`bench/api/run.ts\`; load average ${report.machine.loadAverage1m} when it finished (other work on the machine slows every figure).

- Database: ${report.dataset.transactions.toLocaleString('en')} generated transactions plus the demo data, built in ${report.dataset.seedSeconds} s.
- Request: \`GET ${report.request.path}\` as \`staff\` (company 1): one day (${report.dataset.day}, site time), status 00, sorted by created time; ${report.dataset.matchingRows} matching rows, 10 per page, with totals.
- Load: autocannon, 10 connections, 15 s, against the real server (\`src/server.ts\`) on a loopback port.

| figure | value | target |
|---|---|---|
| requests | ${r.requests} | at least 1,000 |
| requests per second | ${r.requestsPerSecond} | over 1,000 |
| latency p50 | ${r.latencyMs.p50} ms | |
| latency p95 | ${r.latencyMs.p95} ms | under 30 ms |
| latency p99 | ${r.latencyMs.p99} ms | |
| latency max | ${r.latencyMs.max} ms | |
| errors / timeouts / non-2xx / wrong bodies | ${r.errors} / ${r.timeouts} / ${r.non2xx} / ${r.bodyMismatches} | 0 |

Targets ${report.targets.met ? 'met' : 'NOT met'}. Every reply was compared byte for byte with the first one (autocannon \`expectBody\`).
`;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
