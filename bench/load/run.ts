/**
 * Load benchmark of the reference API on a million transactions, on loopback: the VA and QRIS lists
 * with a range, a notification's detail, the inquiry and send-notification actions on a few rows,
 * successful sign-ins (each costs a scrypt 2^17 hash, at most 2 at once, so 2 connections), and
 * the VA list again while two full exports page through the whole range at 10,000 rows a page.
 * Every run is bounded in time and in requests (scenarios.ts). Errors must be 0.
 * Writes bench/results/load.{json,md}; exits 1 on any error.
 *
 *   npm run bench:load      (BENCH_TRANSACTIONS, default 1000000; BENCH_API_PORT, default 3211)
 *   npm run test:reliability   (`--check`: 100,000 transactions, 3 s per scenario, a free port,
 *                               figures not written; fails on any error; part of `npm test`)
 */
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { ROOT_DIR, type SeededApi, startSeededApi } from '../api/server-process';
import { signedInToken } from '../support/console';
import { failures } from './cannon';
import { loadMarkdown } from './report';
import { runScenarios } from './scenarios';

/** The bounded check `npm test` runs: the same scenarios, smaller and shorter, nothing written. */
const CHECK = process.argv.includes('--check');
if (CHECK) process.env.BENCH_LOAD_SECONDS ??= '3';
const TRANSACTIONS = Number(process.env.BENCH_TRANSACTIONS ?? (CHECK ? 100_000 : 1_000_000));
const SITE_OFFSET_HOURS = 7;

async function main(): Promise<void> {
  const loadBefore = Number(loadavg()[0]?.toFixed(1));
  let api: SeededApi | null = null;
  try {
    const port = process.env.BENCH_API_PORT ? Number(process.env.BENCH_API_PORT) : CHECK ? undefined : 3211;
    api = await startSeededApi({ transactions: TRANSACTIONS, siteOffsetHours: SITE_OFFSET_HOURS, port });
    const { base, seedSeconds } = api;
    const token = await signedInToken(base, 'staff', 'staff123');
    const { scenarios, exports, ranges } = await runScenarios(base, token, SITE_OFFSET_HOURS);

    const errorCount = scenarios.reduce((sum, figure) => sum + failures(figure), 0) + exports.reduce((sum, figure) => sum + figure.errors, 0);
    const cpu = cpus();
    const report = {
      measuredAt: new Date().toISOString(),
      machine: { cpus: cpu.length, cpuModel: cpu[0]?.model.trim() ?? 'unknown', node: process.version, loadAverage1mBefore: loadBefore, loadAverage1mAfter: Number(loadavg()[0]?.toFixed(1)) },
      dataset: { transactions: TRANSACTIONS, plusDemo: true, seedSeconds, company: 1, user: 'staff' },
      tool: 'autocannon 9 (loopback)',
      ranges,
      scenarios,
      exports,
      errors: errorCount,
      zeroErrors: errorCount === 0,
    };
    if (!CHECK) {
      writeFileSync(path.join(ROOT_DIR, 'bench', 'results', 'load.json'), `${JSON.stringify(report, null, 2)}\n`);
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
