import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { OrderSearch } from '../../api/src/search/order-search';
import { ROOT_DIR, type SeededApi, startSeededApi } from '../api/server-process';
import { signedInToken } from '../support/console';

/**
 * The top bar's search (decision 108) on a million transactions: builds the database, starts the
 * real API on loopback (`BENCH_API_PORT`, or a free port), signs in as staff in company 1, then asks
 * `GET /dashboard/search?q=` for order ids, VA numbers, QRIS reference numbers (whole, and as
 * prefixes) of that company and for texts that match nothing, one request at a time, and reports
 * p50 / p95 / p99 and the slowest. Bounded: REQUESTS (2,000) requests after 200 warm-ups.
 * Run: `npx tsx bench/search/run.ts`. Writes bench/results/search.json.
 */

const TRANSACTIONS = Number(process.env.BENCH_TRANSACTIONS ?? 1_000_000);
const REQUESTS = Number(process.env.REQUESTS ?? 2000);
const TARGET = { p95Ms: 20 };
const RESULTS_DIR = path.join(ROOT_DIR, 'bench', 'results');

const percentile = (sorted: number[], p: number) => sorted[Math.max(0, Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;

/** The same lookups in this process on the database file (no HTTP, no session checks): the query's own time. */
function inProcessLatencies(databaseFile: string, texts: string[]): number[] {
  const db = new BetterSqlite3(databaseFile, { readonly: true });
  try {
    const search = new OrderSearch(db);
    const allowed = { types: ['va', 'qris'] as ('va' | 'qris')[], notifications: true };
    for (let i = 0; i < 200; i++) search.search(1, texts[i % texts.length]!, allowed);
    const latencies: number[] = [];
    for (let i = 0; i < REQUESTS; i++) {
      const started = performance.now();
      search.search(1, texts[i % texts.length]!, allowed);
      latencies.push(performance.now() - started);
    }
    return latencies.sort((a, b) => a - b);
  } finally {
    db.close();
  }
}

/** Texts people type: whole identifiers of company 1, their first 8-12 characters, and misses. */
function sampleTexts(databaseFile: string): string[] {
  const db = new BetterSqlite3(databaseFile, { readonly: true });
  try {
    const pick = (sql: string) => (db.prepare(sql).all() as { v: string }[]).map((row) => row.v).filter(Boolean);
    const orders = pick('SELECT trctOrderId AS v FROM transactions WHERE trctCompId = 1 ORDER BY random() LIMIT 300');
    const vas = pick("SELECT trctVirtualAccountNo AS v FROM transactions WHERE trctCompId = 1 AND trctType = 'va' ORDER BY random() LIMIT 150");
    const refs = pick("SELECT trqrReferenceNo AS v FROM transactions WHERE trctCompId = 1 AND trctType = 'qris' AND trqrReferenceNo IS NOT NULL ORDER BY random() LIMIT 150");
    const prefixes = orders.slice(0, 150).map((order, index) => order.slice(0, 8 + (index % 5)));
    const misses = Array.from({ length: 50 }, (_, index) => `NOPE${index}XYZ`);
    return [...orders, ...vas, ...refs, ...prefixes, ...misses];
  } finally {
    db.close();
  }
}

async function main(): Promise<void> {
  const loadBefore = loadavg().map((value) => Number(value.toFixed(2)));
  console.log(`Load average before: ${loadBefore.join(' ')}`);
  let api: SeededApi | null = null;
  try {
    api = await startSeededApi({ transactions: TRANSACTIONS, siteOffsetHours: 7, port: process.env.BENCH_API_PORT ? Number(process.env.BENCH_API_PORT) : undefined });
    const texts = sampleTexts(api.databaseFile);
    const token = await signedInToken(api.base, 'staff', 'staff123', 1);
    const ask = async (text: string) => {
      const started = performance.now();
      const response = await fetch(`${api!.base}/dashboard/search?q=${encodeURIComponent(text)}`, { headers: { Authentication: token } });
      const body = (await response.json()) as { data?: { transactions: unknown[] } };
      const ms = performance.now() - started;
      if (response.status !== 200 || !body.data) throw new Error(`Search for ${text} answered ${response.status}`);
      return { ms, found: body.data.transactions.length };
    };
    for (let i = 0; i < 200; i++) await ask(texts[i % texts.length]!);
    const latencies: number[] = [];
    let withResults = 0;
    for (let i = 0; i < REQUESTS; i++) {
      const { ms, found } = await ask(texts[i % texts.length]!);
      latencies.push(ms);
      if (found > 0) withResults += 1;
    }
    latencies.sort((a, b) => a - b);
    const queries = inProcessLatencies(api.databaseFile, texts);
    const round = (value: number) => Number(value.toFixed(2));
    const figures = {
      benchmark: 'search',
      date: new Date().toISOString(),
      machine: { cpus: cpus().length, model: cpus()[0]?.model ?? 'unknown', loadAverageAfter: loadavg().map((value) => round(value)) },
      transactions: TRANSACTIONS,
      seedSeconds: api.seedSeconds,
      requests: REQUESTS,
      answeredWithResults: withResults,
      latencyMs: { p50: round(percentile(latencies, 50)), p95: round(percentile(latencies, 95)), p99: round(percentile(latencies, 99)), max: round(latencies.at(-1) ?? NaN) },
      queryOnlyMs: { p50: round(percentile(queries, 50)), p95: round(percentile(queries, 95)), p99: round(percentile(queries, 99)) },
      loadAverageBefore: loadBefore,
      target: TARGET,
      pass: percentile(latencies, 95) < TARGET.p95Ms,
      note: 'latencyMs: one request at a time over loopback, wall time from send to parsed reply (the client shares the machine). queryOnlyMs: the same searches in-process on the file, without HTTP.',
    };
    writeFileSync(path.join(RESULTS_DIR, 'search.json'), `${JSON.stringify(figures, null, 2)}\n`);
    console.log(JSON.stringify(figures, null, 2));
  } finally {
    await api?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
