/**
 * Another user's VA list while others run reads too heavy for the request thread (issue 33,
 * decision 124), on the database of the export runs (a million VA rows of company 1 in the full
 * run) plus an audit trail of `auditRows` rows: the list as a steady stream (steady.ts, as in
 * during-exports.ts) while
 *
 * - 10 clients run summaries with varied searches over 7 days (each asking again once answered),
 * - one client reads 10,000-row pages of the Audit Log (the next page once answered).
 *
 * The clients run in a process of their own (loop-client.ts), so reading their replies cannot
 * delay the timing of the list. The load average is taken before and after each run.
 */
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import path from 'node:path';
import { shiftDay, siteDay } from '../../api/src/http/site-time';
import { ROOT_DIR, stopWithThisProcess } from '../api/server-process';
import type { LoadFigure } from './cannon';
import type { LoopFigure } from './closed-loop';
import { LIST_RATE } from './during-exports';
import { runSteady } from './steady';

export const SUMMARY_CLIENTS = 10;
export const AUDIT_PAGE_ROWS = 10_000;

export interface HeavyReadRun {
  name: string;
  /** What the other clients ask, for the report. */
  clientsRequest: string;
  list: LoadFigure;
  clients: LoopFigure;
  loadAverage1m: { before: number; after: number };
}

export interface DuringHeavyReadsFigures {
  auditRows: number;
  alone: LoadFigure;
  runs: HeavyReadRun[];
}

/** Runs the closed loop in a child process for `seconds`; resolves with its figure. */
function loopInChild(base: string, token: string, clients: number, seconds: number, paths: string[]): Promise<LoopFigure> {
  const args = ['--import', 'tsx', path.join(ROOT_DIR, 'bench/load/loop-client.ts'), base, token, String(clients), String(seconds), JSON.stringify(paths)];
  return new Promise((resolve, reject) => {
    // In a session of its own, like browsers on other machines (see startServer).
    const child = spawn(process.execPath, args, { cwd: ROOT_DIR, stdio: ['ignore', 'pipe', 'inherit'], detached: true });
    stopWithThisProcess(child);
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(output) as LoopFigure) : reject(new Error(`the loop client exited with code ${code}`))));
  });
}

const load1m = () => Number(loadavg()[0]?.toFixed(2));

export async function runDuringHeavyReads(
  base: string,
  tokens: { list: string; summaries: string; auditor: string },
  siteOffsetHours: number,
  auditRows: number,
  seconds: number,
): Promise<DuringHeavyReadsFigures> {
  const today = siteDay(new Date(), siteOffsetHours);
  const vaList = `/dashboard/transactionVa/?from=${shiftDay(today, 6)}&to=${today}&orderField=trctCreatedTime&orderValue=DESC&page=1&max=10`;
  const expectBody = await (await fetch(`${base}${vaList}`, { headers: { Authentication: tokens.list } })).text();
  const listSpec = (name: string) => ({ name, request: `GET ${vaList}`, url: `${base}${vaList}`, token: tokens.list, rate: LIST_RATE, seconds, expectBody });
  const log = (figure: LoadFigure) => console.log(`  ${figure.name}: ${figure.requests} requests, p50 ${figure.latencyMs.p50} ms, p95 ${figure.latencyMs.p95} ms`);

  console.log(`Another user's VA list (${LIST_RATE}/s) alone, ${seconds} s ...`);
  const alone = await runSteady(listSpec('VA list (another user), nothing else running'));
  log(alone);

  // Varied searches: order-id fragments that match a few rows or none, each a scan of the range's rows.
  const searches = Array.from({ length: 40 }, (_, i) => `EXP0${String((i * 7919) % 100_000).padStart(5, '0')}`);
  const summaryPaths = searches.map((search, i) => {
    const endpoint = i % 3 === 2 ? '/dashboard/notification/summary' : '/dashboard/transactionVa/summary';
    return `${endpoint}?from=${shiftDay(today, 6)}&to=${today}&search=${search}`;
  });
  const lastPage = Math.max(1, Math.floor(auditRows / AUDIT_PAGE_ROWS));
  const auditPaths = Array.from({ length: lastPage }, (_, i) => `/audit/trail?max=${AUDIT_PAGE_ROWS}&page=${i + 1}`);

  const runs: HeavyReadRun[] = [];
  const during = async (name: string, clientsRequest: string, clients: number, token: string, paths: string[]) => {
    console.log(`${name}, ${seconds} s ...`);
    const before = load1m();
    const [list, loop] = await Promise.all([runSteady(listSpec(`VA list (another user) while ${name}`)), loopInChild(base, token, clients, seconds, paths)]);
    const run = { name, clientsRequest, list, clients: loop, loadAverage1m: { before, after: load1m() } };
    log(list);
    console.log(`  the ${clients} client(s): ${loop.requests} requests, p50 ${loop.latencyMs.p50} ms, p95 ${loop.latencyMs.p95} ms, ${loop.replyBytes} bytes each, errors ${loop.errors}`);
    runs.push(run);
  };
  await during(
    `${SUMMARY_CLIENTS} clients run searching summaries`,
    `GET /dashboard/transactionVa/summary and /dashboard/notification/summary, 7 days, search=<order id fragment> (${searches.length} in turn)`,
    SUMMARY_CLIENTS,
    tokens.summaries,
    summaryPaths,
  );
  await during('one client reads 10,000-row Audit Log pages', `GET /audit/trail?max=${AUDIT_PAGE_ROWS}&page=1..${lastPage}`, 1, tokens.auditor, auditPaths);
  return { auditRows, alone, runs };
}
