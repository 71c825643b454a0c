/**
 * Load benchmark of the reference API on loopback, in two parts, each on a database of its own:
 *
 * 1. A million transactions spread over the companies: the VA and QRIS lists with a range, a
 *    notification's detail, the inquiry and send-notification actions on a few rows, successful
 *    sign-ins (2 connections), a morning rush (100 staff signing in within a minute, each from its
 *    own address) and real sign-ins while 50 addresses guess passwords of made-up users.
 * 2. A million VA transactions of one company and an audit trail of 200,000 rows: the VA list and
 *    status alone, two full exports alone, then the list and status while two full exports page
 *    the whole range; another user's VA list while 10 clients run searching summaries, and while
 *    one client reads 10,000-row Audit Log pages (issue 33).
 *
 * Every run is bounded in time and in requests. Errors must be 0; latencies are reported next to
 * their goals, never asserted. Writes bench/results/load.{json,md}; exits 1 on any error.
 *
 *   npm run bench:load      (BENCH_TRANSACTIONS, default 1000000; BENCH_API_PORT, default 3211)
 *   npm run test:reliability   (`--check`: 100,000 transactions, 3 s per scenario, a rush of 10
 *                               sign-ins in 5 s, 6 s of guessing, 20,000 audit rows, a free port,
 *                               figures not written;
 *                               fails on any error; part of `npm test`)
 */
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { seedExportDatabase } from '../api/export-database';
import { ROOT_DIR, type SeededApi, startApiOnNewDatabase, startSeededApi } from '../api/server-process';
import { signedInToken } from '../support/console';
import { failures } from './cannon';
import { appendAuditRows } from './audit-rows';
import { runDuringExports } from './during-exports';
import { runDuringHeavyReads } from './during-heavy-reads';
import { loadMarkdown, type LoadReport } from './report';
import { runScenarios } from './scenarios';
import { addRushUsers, runGuessing, runRush } from './sign-ins';

/** The bounded check `npm test` runs: the same scenarios, smaller and shorter, nothing written. */
const CHECK = process.argv.includes('--check');
if (CHECK) process.env.BENCH_LOAD_SECONDS ??= '3';
// One staff token drives the inquiry and send-notification scenarios far beyond a person's 30 a
// minute: the API is started without that per-user limit, so they measure the actions (each row's
// first request reaches the partner, the rest are answered with its result, decision 106), not 429s.
process.env.API_ACTIONS_PER_MINUTE ??= '100000';
const TRANSACTIONS = Number(process.env.BENCH_TRANSACTIONS ?? (CHECK ? 100_000 : 1_000_000));
const SITE_OFFSET_HOURS = 7;
const RUSH = CHECK ? { users: 10, seconds: 5 } : { users: 100, seconds: 60 };
const GUESSING = { attackers: 50, seconds: CHECK ? 6 : 20 };
/** Audit rows of the second database (the probe of issue 33 had 200,000). */
const AUDIT_ROWS = CHECK ? 20_000 : 200_000;

async function main(): Promise<void> {
  const loadBefore = Number(loadavg()[0]?.toFixed(1));
  const port = process.env.BENCH_API_PORT ? Number(process.env.BENCH_API_PORT) : CHECK ? undefined : 3211;
  const seconds = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
  let api: SeededApi | null = null;
  try {
    api = await startSeededApi({ transactions: TRANSACTIONS, siteOffsetHours: SITE_OFFSET_HOURS, port, prepare: (file) => addRushUsers(file, RUSH.users) });
    const spreadSeedSeconds = api.seedSeconds;
    const token = await signedInToken(api.base, 'staff', 'staff123');
    const { scenarios, ranges } = await runScenarios(api.base, token, SITE_OFFSET_HOURS);

    console.log(`Morning rush: ${RUSH.users} staff sign in within ${RUSH.seconds} s, each from its own address ...`);
    const rush = await runRush(api.base, RUSH.users, RUSH.seconds);
    console.log(`  p50 ${rush.summary.p50} ms, p95 ${rush.summary.p95} ms, max ${rush.summary.max} ms, ${rush.over5s} over 5 s, errors ${rush.errors}`);
    console.log(`Guessing: ${GUESSING.attackers} addresses guess for ${GUESSING.seconds} s while staff sign in ...`);
    const guessing = await runGuessing(api.base, GUESSING.attackers, GUESSING.seconds);
    console.log(`  returning max ${guessing.returning.max} ms, first-time max ${guessing.firstTime.max} ms; guesses ${JSON.stringify(guessing.guesses)}; errors ${guessing.errors}`);
    await api.stop();
    api = null;

    api = await startApiOnNewDatabase({ siteOffsetHours: SITE_OFFSET_HOURS, port }, async (file) => {
      console.log(`Building a database with ${TRANSACTIONS} VA transactions of company 1 ...`);
      await seedExportDatabase(file, { rows: TRANSACTIONS, companyId: 1, siteOffsetHours: SITE_OFFSET_HOURS });
      console.log(`Appending ${AUDIT_ROWS} audit rows ...`);
      appendAuditRows(file, AUDIT_ROWS);
    });
    const exportSeedSeconds = api.seedSeconds;
    const exportToken = await signedInToken(api.base, 'staff', 'staff123', 1);
    const duringExports = await runDuringExports(api.base, exportToken, SITE_OFFSET_HOURS, TRANSACTIONS, seconds);
    const heavyTokens = {
      list: exportToken,
      summaries: await signedInToken(api.base, 'superadmin', 'superadmin123', 1),
      auditor: await signedInToken(api.base, 'auditor', 'auditor123'),
    };
    const duringHeavyReads = await runDuringHeavyReads(api.base, heavyTokens, SITE_OFFSET_HOURS, AUDIT_ROWS, seconds);

    const loadFigures = [...scenarios, ...duringExports.alone, ...duringExports.during, duringHeavyReads.alone, ...duringHeavyReads.runs.map((run) => run.list)];
    const exportFigures = [...duringExports.exportsAlone, ...duringExports.exportsDuring];
    const errorCount =
      loadFigures.reduce((sum, figure) => sum + failures(figure), 0) +
      exportFigures.reduce((sum, figure) => sum + figure.errors, 0) +
      duringHeavyReads.runs.reduce((sum, run) => sum + run.clients.errors, 0) +
      rush.errors +
      guessing.errors;
    const cpu = cpus();
    const report: LoadReport = {
      measuredAt: new Date().toISOString(),
      machine: { cpus: cpu.length, cpuModel: cpu[0]?.model.trim() ?? 'unknown', node: process.version, loadAverage1mBefore: loadBefore, loadAverage1mAfter: Number(loadavg()[0]?.toFixed(1)) },
      dataset: { transactions: TRANSACTIONS, seedSeconds: spreadSeedSeconds, exportSeedSeconds, company: 1, user: 'staff' },
      ranges: { list: ranges.list, export: duringExports.range },
      scenarios,
      rush,
      guessing,
      duringExports,
      duringHeavyReads,
      errors: errorCount,
    };
    if (!CHECK) {
      writeFileSync(path.join(ROOT_DIR, 'bench', 'results', 'load.json'), `${JSON.stringify({ ...report, tool: 'autocannon 9 (loopback)', zeroErrors: errorCount === 0 }, null, 2)}\n`);
      writeFileSync(path.join(ROOT_DIR, 'bench', 'results', 'load.md'), loadMarkdown(report));
    }
    console.log(errorCount === 0 ? 'No errors.' : `${errorCount} errors.`);
    if (errorCount > 0) process.exitCode = 1;
  } finally {
    await api?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
