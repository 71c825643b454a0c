import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SessionRepository } from './auth/session-repository';
import { openDatabase } from './db/open-database';
import { seedDemo } from './seed/seed-database';
import { freePort } from './testing/free-port';
import { SEED_NOW, TEST_SCRYPT_COST } from './testing/test-app';

/**
 * Durability: the real server (src/server.ts) is killed with SIGKILL in the middle of a burst of
 * writes and started again on the same database file. Every write it acknowledged is there, and
 * SQLite's integrity check passes. Loopback only, bounded in time and count.
 */

const API_DIR = path.resolve(import.meta.dirname, '..');
const WRITERS = 6;
const MAX_WRITES = 2000;
const workDir = mkdtempSync(path.join(tmpdir(), 'console-api-durability-'));
const databaseFile = path.join(workDir, 'durability.db');
let server: ChildProcess | null = null;

afterAll(() => {
  if (server && server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
  rmSync(workDir, { recursive: true, force: true });
});

/** Starts the server on the database and resolves with it and its base URL once it listens. */
async function start(): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const env = { ...process.env, API_DB: databaseFile, API_PORT: String(port), API_HOST: '127.0.0.1', API_LOG_LEVEL: 'silent' };
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], { cwd: API_DIR, env, stdio: ['ignore', 'pipe', 'pipe'] });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('The API did not start within 15 s.')), 15_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('API listening')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The API exited with code ${code} while starting.`));
    });
  });
  return { child, base: `http://127.0.0.1:${port}` };
}


test('every acknowledged write survives a SIGKILL mid-burst, and the database passes its integrity check', async () => {
  const seeded = openDatabase(databaseFile);
  await seedDemo(seeded, { now: SEED_NOW, scryptCost: TEST_SCRYPT_COST });
  // A session made here (no sign-in: its password hashing would only slow the test); sessions are
  // rows, so the token works on both runs of the server.
  const token = new SessionRepository(seeded).create('superadmin@console.id', new Date().toISOString());
  seeded.close();

  const first = await start();
  server = first.child;
  const acknowledged: { roleId: number; roleName: string }[] = [];
  let sent = 0;
  const writer = async (id: number) => {
    while (sent < MAX_WRITES) {
      const roleName = `Burst ${id} ${sent++}`;
      try {
        const response = await fetch(`${first.base}/master/roles`, {
          method: 'POST',
          headers: { authentication: token, 'content-type': 'application/json' },
          body: JSON.stringify({ roleName }),
        });
        if (response.status !== 201) throw new Error(`HTTP ${response.status}`);
        const reply = (await response.json()) as { data: { roleId: number; roleName: string } };
        acknowledged.push({ roleId: reply.data.roleId, roleName: reply.data.roleName });
      } catch {
        return; // the server is gone
      }
    }
  };
  const burst = Promise.all(Array.from({ length: WRITERS }, (_, id) => writer(id)));
  // Kill it once writes are flowing: mid-burst, with requests in flight.
  while (acknowledged.length < 40) await new Promise((resolve) => setTimeout(resolve, 10));
  first.child.kill('SIGKILL');
  await burst;
  await new Promise((resolve) => (first.child.exitCode !== null || first.child.signalCode !== null ? resolve(null) : first.child.once('exit', resolve)));
  expect(first.child.signalCode).toBe('SIGKILL');
  expect(sent).toBeLessThan(MAX_WRITES);
  expect(acknowledged.length).toBeGreaterThanOrEqual(40);

  const second = await start();
  server = second.child;
  const listed = (await (await fetch(`${second.base}/master/roles?max=10000`, { headers: { authentication: token } })).json()) as {
    data: { roleId: number; roleName: string }[];
  };
  const stored = new Map(listed.data.map((role) => [role.roleId, role.roleName]));
  for (const write of acknowledged) expect(stored.get(write.roleId)).toBe(write.roleName);
  second.child.kill('SIGTERM');
  await new Promise((resolve) => second.child.once('exit', resolve));

  const db = openDatabase(databaseFile);
  try {
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    expect(db.pragma('foreign_key_check')).toEqual([]);
  } finally {
    db.close();
  }
}, 45_000);
