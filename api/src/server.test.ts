import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { freePort } from './testing/free-port';

const API_DIR = path.resolve(import.meta.dirname, '..');

function start(env: NodeJS.ProcessEnv): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], { cwd: API_DIR, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

const dir = mkdtempSync(path.join(tmpdir(), 'console-api-server-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('refuses to start with a clear list of configuration problems', async () => {
  const server = start({ API_PORT: 'eighty', CONSOLE_ORIGINS: 'localhost:8080', API_DB: path.join(dir, 'never.db') });
  expect(await server.exited).toBe(1);
  expect(server.output()).toContain('fix its configuration');
  expect(server.output()).toContain('API_PORT must be a whole number');
  expect(server.output()).toContain('CONSOLE_ORIGINS: "localhost:8080" is not an origin');
}, 30_000);

test('seeds a new database and serves it on the configured port', async () => {
  const port = await freePort();
  const file = path.join(dir, 'new.db');
  const server = start({ API_PORT: String(port), API_DB: file });
  try {
    // Compiling and seeding took more than 20 s on a busy CI run: a bound, not a measure.
    const deadline = Date.now() + 80_000;
    while (!server.output().includes('API listening') && Date.now() < deadline) {
      if (server.child.exitCode !== null) throw new Error(server.output());
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(server.output()).toContain('seeding the demo data');
    const form = new FormData();
    form.append('username', 'superadmin');
    form.append('password', 'superadmin123');
    const login = await fetch(`http://127.0.0.1:${port}/security/authentication/login`, { method: 'POST', body: form });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const status = await fetch(`http://127.0.0.1:${port}/security/authentication/status`, { headers: { Authentication: token } });
    expect(((await status.json()) as { username: string }).username).toBe('superadmin');
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  const db = new BetterSqlite3(file, { readonly: true });
  expect(db.prepare('SELECT COUNT(*) AS n FROM users').get()).toEqual({ n: 7 });
  db.close();
}, 120_000);
