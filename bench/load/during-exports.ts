/**
 * Everyone else while exports run, on a database where one company holds `rows` VA transactions
 * (a million in the full run): the VA list and the session status as steady streams (steady.ts:
 * 200 and 50 requests a second, as a busy floor of users sends them, whether or not earlier ones
 * were answered) alone, two full exports alone, then the list and status again while two full
 * exports page the whole range at 10,000 rows a page. The exports run in a child process
 * (export-client.ts) so their JSON parsing cannot delay the timing of the other requests.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { shiftDay, siteDay } from '../../api/src/http/site-time';
import { ROOT_DIR, stopWithThisProcess } from '../api/server-process';
import type { LoadFigure } from './cannon';
import type { ExportFigure } from './exports';
import { runSteady } from './steady';

const EXPORT_SECONDS = 240;
/** Requests per second of the VA list and of status: well below what the API answers (about 2,500 list calls a second alone). */
export const LIST_RATE = 200;
export const STATUS_RATE = 50;

/** Runs `count` full exports in a child process; resolves with their figures. */
function exportInChild(base: string, token: string, range: { from: string; to: string }, count: number): Promise<ExportFigure[]> {
  const deadline = Date.now() + EXPORT_SECONDS * 1000;
  const args = ['--import', 'tsx', path.join(ROOT_DIR, 'bench/load/export-client.ts'), base, token, range.from, range.to, String(count), String(deadline)];
  return new Promise((resolve, reject) => {
    // In a session of its own, like a browser on another machine (see startServer).
    const child = spawn(process.execPath, args, { cwd: ROOT_DIR, stdio: ['ignore', 'pipe', 'inherit'], detached: true });
    stopWithThisProcess(child);
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`the export client exited with code ${code}`));
      resolve(JSON.parse(output) as ExportFigure[]);
    });
  });
}

export interface DuringExportsFigures {
  rows: number;
  range: { from: string; to: string };
  alone: LoadFigure[];
  exportsAlone: ExportFigure[];
  during: LoadFigure[];
  exportsDuring: ExportFigure[];
}

export async function runDuringExports(base: string, token: string, siteOffsetHours: number, rows: number, seconds: number): Promise<DuringExportsFigures> {
  const today = siteDay(new Date(), siteOffsetHours);
  const listQuery = `from=${shiftDay(today, 6)}&to=${today}&orderField=trctCreatedTime&orderValue=DESC&page=1&max=10`;
  const vaList = `/dashboard/transactionVa/?${listQuery}`;
  const status = '/security/authentication/status';
  const exportRange = { from: shiftDay(today, 30), to: today };
  const get = async (pathAndQuery: string) => {
    const response = await fetch(`${base}${pathAndQuery}`, { headers: { Authentication: token } });
    const text = await response.text();
    if (response.status !== 200) throw new Error(`${pathAndQuery}: HTTP ${response.status} ${text.slice(0, 200)}`);
    return text;
  };
  for (let i = 0; i < 20; i += 1) await get(vaList);
  const listSpec = (name: string, limitSeconds: number, expectBody: string, whileRunning?: (stop: () => void) => void) => ({
    name,
    request: `GET ${vaList}`,
    url: `${base}${vaList}`,
    token,
    rate: LIST_RATE,
    seconds: limitSeconds,
    expectBody,
    whileRunning,
  });
  // Status names today's site day, so it is not compared byte for byte across midnight; its status code is.
  const statusSpec = (name: string, limitSeconds: number, whileRunning?: (stop: () => void) => void) => ({
    name,
    request: `GET ${status}`,
    url: `${base}${status}`,
    token,
    rate: STATUS_RATE,
    seconds: limitSeconds,
    whileRunning,
  });
  const log = (figure: LoadFigure) => console.log(`  ${figure.name}: ${figure.requests} requests, ${figure.requestsPerSecond}/s, p95 ${figure.latencyMs.p95} ms`);

  console.log(`Without exports: the VA list (${LIST_RATE}/s) and status (${STATUS_RATE}/s) together, ${seconds} s ...`);
  const expectAlone = await get(vaList);
  const alone = await Promise.all([runSteady(listSpec('VA list, no export running', seconds, expectAlone)), runSteady(statusSpec('status, no export running', seconds))]);
  alone.forEach(log);

  console.log(`Two full exports of ${rows} rows, nothing else ...`);
  const exportsAlone = await exportInChild(base, token, exportRange, 2);
  console.log(`  ${exportsAlone.map((e) => `${e.rows} rows in ${e.pages} pages, ${e.wallMs} ms`).join('; ')}`);

  console.log('Two full exports again, with the VA list and status under load until both are done ...');
  const expectBody = await get(vaList);
  let stopLoads: (() => void)[] = [];
  const exporting = exportInChild(base, token, exportRange, 2);
  const finished = exporting.finally(() => stopLoads.forEach((stop) => stop()));
  const keep = (stop: () => void) => {
    stopLoads = [...stopLoads, stop];
  };
  const [during, exportsDuring] = await Promise.all([
    Promise.all([runSteady(listSpec('VA list during two exports', EXPORT_SECONDS, expectBody, keep)), runSteady(statusSpec('status during two exports', EXPORT_SECONDS, keep))]),
    finished,
  ]);
  during.forEach(log);
  console.log(`  exports: ${exportsDuring.map((e) => `${e.rows} rows in ${e.pages} pages, ${e.wallMs} ms`).join('; ')}`);
  return { rows, range: exportRange, alone, exportsAlone, during, exportsDuring };
}
