import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

export const ROOT_DIR = path.resolve(import.meta.dirname, '../..');
export const API_DIR = path.join(ROOT_DIR, 'api');

/** Runs an api/ script (`node --import tsx <script>`) to completion; rejects on a non-zero exit. */
export function runScript(script: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], { cwd: API_DIR, env, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${script} exited with code ${code}`))));
  });
}

/** Starts the real API server and resolves once it listens; the caller stops it by its PID. */
export function startServer(env: NodeJS.ProcessEnv, timeoutMs = 60_000): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], { cwd: API_DIR, env, stdio: ['ignore', 'pipe', 'inherit'] });
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
