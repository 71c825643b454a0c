import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ROOT_DIR } from '../paths';

const API_SERVER = path.join(ROOT_DIR, 'api/src/server.ts');

async function waitUntilListening(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`The API exited with code ${child.exitCode} while starting.`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`The API did not answer at ${url} within ${timeoutMs / 1000} s.`);
}

/** Starts the reference API (which seeds demo data into a new database) and waits until it answers. */
export async function startApi(env: NodeJS.ProcessEnv, port: number): Promise<ChildProcess> {
  if (!existsSync(API_SERVER)) throw new Error(`The reference API is missing (${path.relative(ROOT_DIR, API_SERVER)}).`);
  const child = spawn(process.execPath, ['--import', 'tsx', API_SERVER], {
    cwd: path.join(ROOT_DIR, 'api'),
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitUntilListening(`http://127.0.0.1:${port}/security/authentication/status`, child, 60_000);
  return child;
}
