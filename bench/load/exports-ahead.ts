/**
 * Bench/load's "during exports" part alone, twice on one database in turn: the exports asking one
 * page at a time (`BENCH_EXPORT_AHEAD=0`, as this bench asked before issue 37) and asking pages ahead
 * as the browser's exporter does (`EXPORT_PAGES_AHEAD`): the VA list's and status' latency while two
 * full exports run, and the exports' wall time. Writes bench/results/load-exports-ahead.json.
 *
 *   npx tsx bench/load/exports-ahead.ts     (BENCH_TRANSACTIONS, default 1000000; BENCH_API_PORT)
 *
 * `BENCH_AHEAD=1,2` compares those numbers of pages in flight instead (the export client never has
 * fewer than one, so `0` runs as `1`); `BENCH_DB=<file>` keeps the seeded database in that file and
 * uses it again on the next run. With BENCH_AHEAD the figures go to
 * bench/results/load-exports-ahead-<settings>.json.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { EXPORT_PAGES_AHEAD } from '../../shared/src/csv/paged-export';
import { seedExportDatabase } from '../api/export-database';
import { ROOT_DIR, type SeededApi, startApiOnNewDatabase, startServer, stopServer } from '../api/server-process';
import { freePort } from '../../api/src/testing/free-port';
import { signedInToken } from '../support/console';
import { runDuringExports } from './during-exports';

const TRANSACTIONS = Number(process.env.BENCH_TRANSACTIONS ?? 1_000_000);
const SITE_OFFSET_HOURS = 7;
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
const KEPT_DB = process.env.BENCH_DB ? path.resolve(process.env.BENCH_DB) : null;
const SETTINGS: (readonly [string, string])[] = process.env.BENCH_AHEAD
  ? process.env.BENCH_AHEAD.split(',').map((ahead) => [`${ahead} page(s) in flight`, ahead.trim()] as const)
  : [
      ['one page at a time (before)', '0'],
      [`${EXPORT_PAGES_AHEAD} pages ahead (after)`, String(EXPORT_PAGES_AHEAD)],
    ];

/** The API on BENCH_DB (seeded there first when it does not exist yet), kept after the run. */
async function startOnKeptDatabase(file: string, port: number | undefined): Promise<SeededApi> {
  if (!existsSync(file)) {
    console.log(`Building a database with ${TRANSACTIONS} VA transactions of company 1 in BENCH_DB ...`);
    await seedExportDatabase(file, { rows: TRANSACTIONS, companyId: 1, siteOffsetHours: SITE_OFFSET_HOURS });
  }
  const listenOn = port ?? (await freePort());
  const server = await startServer({ ...process.env, API_DB: file, API_LOG_LEVEL: 'warn', API_HOST: '127.0.0.1', API_PORT: String(listenOn), SITE_UTC_OFFSET_HOURS: String(SITE_OFFSET_HOURS) });
  return { base: `http://127.0.0.1:${listenOn}`, databaseFile: file, seedSeconds: 0, stop: () => stopServer(server) };
}

async function main(): Promise<void> {
  let api: SeededApi | null = null;
  try {
    const port = process.env.BENCH_API_PORT ? Number(process.env.BENCH_API_PORT) : undefined;
    api = KEPT_DB
      ? await startOnKeptDatabase(KEPT_DB, port)
      : await startApiOnNewDatabase({ siteOffsetHours: SITE_OFFSET_HOURS, port }, async (file) => {
          console.log(`Building a database with ${TRANSACTIONS} VA transactions of company 1 ...`);
          await seedExportDatabase(file, { rows: TRANSACTIONS, companyId: 1, siteOffsetHours: SITE_OFFSET_HOURS });
        });
    const token = await signedInToken(api.base, 'staff', 'staff123', 1);
    const runs: Record<string, Awaited<ReturnType<typeof runDuringExports>> & { loadAverage: number[] }> = {};
    for (const [name, ahead] of SETTINGS) {
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
    // BENCH_AHEAD's comparison goes to a file of its own (load-exports-ahead-1-2.json for `1,2`).
    const file = process.env.BENCH_AHEAD ? `load-exports-ahead-${SETTINGS.map(([, ahead]) => ahead).join('-')}.json` : 'load-exports-ahead.json';
    writeFileSync(path.join(ROOT_DIR, 'bench/results', file), `${JSON.stringify(report, null, 2)}\n`);
    console.log(JSON.stringify(summary, null, 2));
  } finally {
    await api?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
