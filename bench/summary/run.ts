import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { shiftDay, siteDay } from '../../api/src/http/site-time';
import { ROOT_DIR, type SeededApi, startSeededApi } from '../api/server-process';
import { signedInToken } from '../support/console';

/**
 * The Home page's summary endpoints (decision 110) on a million transactions: VA, QRIS and
 * notifications for Today, 7 days and 30 days, as `staff` in company 1. Each request is sent
 * alone (nothing else runs), `REQUESTS` times per case, two ways:
 * - `computed`: a write by another connection comes first, so the API's answers remembered until
 *   the data changes are forgotten and every figure is read from the indexes again (the worst case:
 *   a busy day where payments keep arriving);
 * - `remembered`: the same request again with no write in between (a quiet minute, or several
 *   staff on the same Home).
 * Writes bench/results/summary.{json,md}. Run: `npx tsx bench/summary/run.ts` (BENCH_TRANSACTIONS).
 */

const TRANSACTIONS = Number(process.env.BENCH_TRANSACTIONS ?? 1_000_000);
const REQUESTS = Number(process.env.REQUESTS ?? 100);
const SITE_OFFSET_HOURS = 7;
const TARGET_P95_MS = 20;
const RESULTS_DIR = path.join(ROOT_DIR, 'bench', 'results');

const percentile = (sorted: number[], p: number) => sorted[Math.max(0, Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
const round = (value: number) => Number(value.toFixed(2));

/** Notifications for a seventh of the paid transactions of every company (a fifth of them still pending), as merchants' webhooks leave them. */
function addNotifications(databaseFile: string): void {
  const db = new Database(databaseFile);
  db.exec(`INSERT OR IGNORE INTO notifications (notiTrctId, notiOrderId, notiStatus, notiCreatedTime)
    SELECT trctId, trctOrderId, CASE WHEN trctId % 5 = 0 THEN 1 ELSE 2 END, trctLunasTime
    FROM transactions WHERE trctStatus = '00' AND trctId % 7 = 0 AND trctLunasTime IS NOT NULL`);
  db.exec('ANALYZE');
  db.close();
}

async function timed(url: string, token: string, before?: () => void): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    before?.();
    const started = performance.now();
    const response = await fetch(url, { headers: { Authentication: token } });
    const body = (await response.json()) as { status?: { error: number } };
    times.push(performance.now() - started);
    if (response.status !== 200 || body.status?.error !== 0) throw new Error(`${url} answered ${response.status}: ${JSON.stringify(body).slice(0, 200)}`);
  }
  return times.sort((a, b) => a - b);
}

async function main(): Promise<void> {
  const loadBefore = loadavg()[0] ?? 0;
  let api: SeededApi | null = null;
  try {
    api = await startSeededApi({ transactions: TRANSACTIONS, siteOffsetHours: SITE_OFFSET_HOURS, port: process.env.BENCH_API_PORT ? Number(process.env.BENCH_API_PORT) : undefined, prepare: addNotifications });
    const token = await signedInToken(api.base, 'staff', 'staff123', 1);
    const writer = new Database(api.databaseFile);
    writer.exec('CREATE TABLE IF NOT EXISTS bench_touch (at TEXT)');
    const touch = writer.prepare('INSERT INTO bench_touch (at) VALUES (?)');
    const today = siteDay(new Date(), SITE_OFFSET_HOURS);
    type Figures = { p50: number; p95: number; max: number };
    const rows: { endpoint: string; range: string; rowsInRange: number; computed: Figures; remembered: Figures }[] = [];
    for (const endpoint of ['/dashboard/transactionVa/summary', '/dashboard/transactionQr/summary', '/dashboard/notification/summary']) {
      for (const [range, days] of [['Today', 1], ['7 days', 7], ['30 days', 30]] as const) {
        const url = `${api.base}${endpoint}?from=${shiftDay(today, days - 1)}&to=${today}`;
        const sample = (await (await fetch(url, { headers: { Authentication: token } })).json()) as { data: { all: number | { count: number } } };
        const rowsInRange = typeof sample.data.all === 'number' ? sample.data.all : sample.data.all.count;
        await timed(url, token, () => touch.run(new Date().toISOString())); // warm-up
        const computed = await timed(url, token, () => touch.run(new Date().toISOString()));
        const remembered = await timed(url, token);
        const figures = (sorted: number[]) => ({ p50: round(percentile(sorted, 50)), p95: round(percentile(sorted, 95)), max: round(sorted.at(-1) ?? NaN) });
        rows.push({ endpoint, range, rowsInRange, computed: figures(computed), remembered: figures(remembered) });
        console.log(`${endpoint} ${range}: ${rowsInRange} rows; computed p95 ${figures(computed).p95} ms, remembered p95 ${figures(remembered).p95} ms`);
      }
    }
    writer.close();
    const met = rows.every((row) => row.computed.p95 < TARGET_P95_MS);
    const report = {
      measuredAt: new Date().toISOString(),
      machine: { cpus: cpus().length, cpuModel: cpus()[0]?.model ?? 'unknown', node: process.version, loadAverage1mBefore: round(loadBefore), loadAverage1mAfter: round(loadavg()[0] ?? 0) },
      dataset: { transactions: TRANSACTIONS, plusDemo: true, notifications: 'a seventh of the paid transactions of every company, a fifth of those pending', seedSeconds: api.seedSeconds, user: 'staff', company: 1 },
      requestsPerCase: REQUESTS,
      target: { p95Ms: TARGET_P95_MS, of: 'computed', met },
      rows,
    };
    writeFileSync(path.join(RESULTS_DIR, 'summary.json'), `${JSON.stringify(report, null, 2)}\n`);
    writeFileSync(path.join(RESULTS_DIR, 'summary.md'), markdown(report));
    console.log(met ? 'Target met.' : 'Target NOT met.');
    if (!met) process.exitCode = 1;
  } finally {
    await api?.stop();
  }
}

function markdown(report: { measuredAt: string; machine: { cpus: number; cpuModel: string; loadAverage1mBefore: number; loadAverage1mAfter: number }; dataset: { transactions: number; seedSeconds: number }; requestsPerCase: number; target: { met: boolean }; rows: { endpoint: string; range: string; rowsInRange: number; computed: { p50: number; p95: number }; remembered: { p95: number } }[] }): string {
  const lines = report.rows.map((row) => `| \`${row.endpoint}\` | ${row.range} | ${row.rowsInRange.toLocaleString('en')} | ${row.computed.p50} | ${row.computed.p95} | ${row.remembered.p95} |`);
  return `# Summary endpoints benchmark

Measured ${report.measuredAt} on ${report.machine.cpus} cores (${report.machine.cpuModel}) by \`bench/summary/run.ts\`; load average ${report.machine.loadAverage1mBefore} before, ${report.machine.loadAverage1mAfter} after (other work on the machine slows every figure).

${report.dataset.transactions.toLocaleString('en')} generated transactions plus the demo data (built in ${report.dataset.seedSeconds} s), as \`staff\` in company 1; ${report.requestsPerCase} requests per case, one at a time. "Computed": another connection writes before each request, so nothing remembered answers it; "remembered": no write in between.

| endpoint | range | rows in range | computed p50 ms | computed p95 ms | remembered p95 ms |
|---|---|---|---|---|---|
${lines.join('\n')}

Target: computed p95 under 20 ms for every case: ${report.target.met ? 'met' : 'NOT met'}.
`;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
