import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../api/src/testing/free-port';

export const ROOT_DIR = path.resolve(import.meta.dirname, '../..');
/** The API the benchmarks start: this checkout's, or another's (`BENCH_API_DIR`, to measure a before and an after). */
export const API_DIR = process.env.BENCH_API_DIR ? path.resolve(process.env.BENCH_API_DIR) : path.join(ROOT_DIR, 'api');

/** Runs an api/ script (`node --import tsx <script>`) to completion; rejects on a non-zero exit. */
export function runScript(script: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], { cwd: API_DIR, env, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${script} exited with code ${code}`))));
  });
}

/** A child in a session of its own does not get the terminal's Ctrl-C: it is stopped when this process exits. */
export function stopWithThisProcess(child: ChildProcess): void {
  const stop = () => child.kill('SIGTERM');
  process.once('exit', stop);
  child.once('exit', () => process.off('exit', stop));
}

/**
 * Starts the real API server (this checkout's, BENCH_API_DIR's, or `apiDir`'s) and resolves once it listens; the caller stops it by its PID. It runs
 * in a session of its own, as a service does: where the kernel shares the CPU between sessions
 * first (Linux autogroups), the benchmark's clients then compete with the server as other machines'
 * would, not inside its share.
 */
export function startServer(env: NodeJS.ProcessEnv, timeoutMs = 60_000, apiDir = API_DIR): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], { cwd: apiDir, env, stdio: ['ignore', 'pipe', 'inherit'], detached: true });
    stopWithThisProcess(child);
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      reject(new Error('The API did not start in time.'));
    }, timeoutMs);
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('API listening')) {
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The API exited with code ${code} while starting.`));
    });
  });
}

/** Stops the server this benchmark started (by its PID) and waits for it to exit. */
export function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** The real API on a database of its own, built for a benchmark. */
export interface SeededApi {
  /** `http://127.0.0.1:<port>` */
  base: string;
  databaseFile: string;
  /** Seconds the database took to build. */
  seedSeconds: number;
  /** Stops the server and removes its database. */
  stop(): Promise<void>;
}

/**
 * Builds a database with the demo data plus `transactions` generated ones in a temp folder (then
 * `prepare`, e.g. to add benchmark users, runs on the file), then starts the real server on `port`
 * (a free loopback port when omitted) at the site's UTC offset.
 */
export async function startSeededApi({
  transactions,
  siteOffsetHours,
  port,
  prepare,
}: {
  transactions: number;
  siteOffsetHours: number;
  port?: number;
  prepare?: (databaseFile: string) => Promise<void> | void;
}): Promise<SeededApi> {
  return startApiOnNewDatabase({ siteOffsetHours, port }, async (databaseFile, env) => {
    console.log(`Building a database with ${transactions} transactions in ${path.dirname(databaseFile)} ...`);
    await runScript('src/seed/cli.ts', ['--transactions', String(transactions)], env);
    await prepare?.(databaseFile);
  });
}

/**
 * The real server on a database `build` makes in a temp folder (removed again by `stop`), on
 * `port` (a free loopback port when omitted) at the site's UTC offset.
 */
export async function startApiOnNewDatabase(
  { siteOffsetHours, port }: { siteOffsetHours: number; port?: number },
  build: (databaseFile: string, env: NodeJS.ProcessEnv) => Promise<void>,
): Promise<SeededApi> {
  const workDir = mkdtempSync(path.join(tmpdir(), 'console-api-bench-'));
  const databaseFile = path.join(workDir, 'bench.db');
  const env = { ...process.env, API_DB: databaseFile, API_LOG_LEVEL: 'warn', API_HOST: '127.0.0.1', SITE_UTC_OFFSET_HOURS: String(siteOffsetHours) };
  const removeWorkDir = () => rmSync(workDir, { recursive: true, force: true });
  try {
    const seedStarted = Date.now();
    await build(databaseFile, env);
    const seedSeconds = Number(((Date.now() - seedStarted) / 1000).toFixed(1));
    const listenOn = port ?? (await freePort());
    const server = await startServer({ ...env, API_PORT: String(listenOn) });
    return {
      base: `http://127.0.0.1:${listenOn}`,
      databaseFile,
      seedSeconds,
      async stop() {
        await stopServer(server);
        removeWorkDir();
      },
    };
  } catch (error) {
    removeWorkDir();
    throw error;
  }
}
