/**
 * Bench/load's "during exports" part alone, twice on one database in turn: the exports asking one
 * page at a time (`BENCH_EXPORT_AHEAD=0`, as this bench asked before issue 37) and asking pages ahead
 * as the browser's exporter does (`EXPORT_PAGES_AHEAD`): the VA list's and status' latency while two
 * full exports run, and the exports' wall time. Writes bench/results/load-exports-ahead.json.
 *
 *   npx tsx bench/load/exports-ahead.ts     (BENCH_TRANSACTIONS, default 1000000; BENCH_API_PORT)
 */
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { EXPORT_PAGES_AHEAD } from '../../shared/src/csv/paged-export';
import { seedExportDatabase } from '../api/export-database';
import { ROOT_DIR, type SeededApi, startApiOnNewDatabase } from '../api/server-process';
import { signedInToken } from '../support/console';
import { runDuringExports } from './during-exports';

const TRANSACTIONS = Number(process.env.BENCH_TRANSACTIONS ?? 1_000_000);
const SITE_OFFSET_HOURS = 7;
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);

async function main(): Promise<void> {
  let api: SeededApi | null = null;
  try {
    const port = process.env.BENCH_API_PORT ? Number(process.env.BENCH_API_PORT) : undefined;
    api = await startApiOnNewDatabase({ siteOffsetHours: SITE_OFFSET_HOURS, port }, async (file) => {
      console.log(`Building a database with ${TRANSACTIONS} VA transactions of company 1 ...`);
      await seedExportDatabase(file, { rows: TRANSACTIONS, companyId: 1, siteOffsetHours: SITE_OFFSET_HOURS });
    });
    const token = await signedInToken(api.base, 'staff', 'staff123', 1);
    const runs: Record<string, Awaited<ReturnType<typeof runDuringExports>> & { loadAverage: number[] }> = {};
    for (const [name, ahead] of [
      ['one page at a time (before)', '0'],
      [`${EXPORT_PAGES_AHEAD} pages ahead (after)`, String(EXPORT_PAGES_AHEAD)],
    ] as const) {
      console.log(`== Exports asking ${name}`);
      process.env.BENCH_EXPORT_AHEAD = ahead;
      const figures = await runDuringExports(api.base, token, SITE_OFFSET_HOURS, TRANSACTIONS, SECONDS);
      runs[name] = { ...figures, loadAverage: loadavg().map((value) => Math.round(value * 10) / 10) };
    }
    const summary = Object.fromEntries(
      Object.entries(runs).map(([name, run]) => [
        name,
        {
          listDuringP95Ms: run.during.find((figure) => figure.name.startsWith('VA list'))?.latencyMs.p95,
          statusDuringP95Ms: run.during.find((figure) => figure.name.startsWith('status'))?.latencyMs.p95,
          listAloneP95Ms: run.alone.find((figure) => figure.name.startsWith('VA list'))?.latencyMs.p95,
          exportsAloneWallMs: run.exportsAlone.map((figure) => figure.wallMs),
          exportsDuringWallMs: run.exportsDuring.map((figure) => figure.wallMs),
          errors: [...run.alone, ...run.during].reduce((sum, figure) => sum + figure.errors, 0) + [...run.exportsAlone, ...run.exportsDuring].reduce((sum, figure) => sum + figure.errors, 0),
          loadAverage: run.loadAverage,
        },
      ]),
    );
    const report = { measuredAt: new Date().toISOString(), machine: { cpus: cpus().length, node: process.version }, transactions: TRANSACTIONS, goal: { listDuringP95Ms: 15 }, summary, runs };
    writeFileSync(path.join(ROOT_DIR, 'bench/results/load-exports-ahead.json'), `${JSON.stringify(report, null, 2)}\n`);
    console.log(JSON.stringify(summary, null, 2));
  } finally {
    await api?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
