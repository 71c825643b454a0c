import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Database } from 'better-sqlite3';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import type { PasswordCheckSlots } from '../auth/password-slots';
import { type ApiConfig, configWith } from '../config';
import { openDatabase } from '../db/open-database';
import { seedDemo } from '../seed/seed-database';

/** The demo data of the tests is seeded at this moment (12:00 site time on 2026-11-21). */
export const SEED_NOW = new Date('2026-11-21T05:00:00.000Z');
export const TODAY = '2026-11-21';
/** A cheap scrypt cost keeps sign-ins fast in tests; production hashes use the default. */
export const TEST_SCRYPT_COST = 1024;

export const PASSWORDS: Record<string, string> = {
  superadmin: 'superadmin123',
  admin: 'admin123',
  staff: 'staff123',
  auditor: 'auditor123',
  'siti.rahma': 'siti12345',
  budi: 'budi12345',
  release: 'release123',
};

const workDir = mkdtempSync(path.join(tmpdir(), 'console-api-test-'));
let template: Promise<string> | null = null;
let counter = 0;
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

/** Seeds the demo data once per test file; each test then gets its own copy of that file. */
function templateFile(): Promise<string> {
  template ??= (async () => {
    const file = path.join(workDir, 'template.db');
    const db = openDatabase(file);
    await seedDemo(db, { now: SEED_NOW, scryptCost: TEST_SCRYPT_COST });
    db.pragma('wal_checkpoint(TRUNCATE)');
    db.close();
    return file;
  })();
  return template;
}

/** A clock tests can move. */
export class TestClock {
  constructor(private current = new Date(SEED_NOW.getTime() + 60_000)) {}
  now = () => new Date(this.current);
  advanceMinutes(minutes: number): void {
    this.current = new Date(this.current.getTime() + minutes * 60_000);
  }
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  clock: TestClock;
  file: string;
  /** Signs in (JSON body) and returns the token; with `companyId`, also selects that company. */
  signIn(username: string, companyId?: number): Promise<string>;
  close(): Promise<void>;
}

/** A fresh app over its own copy of the seeded database (`passwordSlots`: sign-ins' own, e.g. smaller, slots). */
export async function createTestApp(
  overrides: Partial<ApiConfig> = {},
  options: { scryptCost?: number; passwordSlots?: PasswordCheckSlots } = {},
): Promise<TestApp> {
  const file = path.join(workDir, `test-${process.pid}-${counter++}.db`);
  copyFileSync(await templateFile(), file);
  const db = openDatabase(file);
  const clock = new TestClock();
  const app = await buildApp({
    config: configWith({ databaseFile: file, ...overrides }),
    db,
    now: clock.now,
    scryptCost: options.scryptCost ?? TEST_SCRYPT_COST,
    passwordSlots: options.passwordSlots,
  });
  return {
    app,
    db,
    clock,
    file,
    async signIn(username, companyId) {
      const login = await app.inject({
        method: 'POST',
        url: '/security/authentication/login',
        payload: { username, password: PASSWORDS[username] ?? '' },
      });
      const token = login.json<{ token: string | null }>().token;
      if (!token) throw new Error(`Sign-in of ${username} failed: ${login.body}`);
      if (companyId !== undefined) {
        const selected = await app.inject({ method: 'POST', url: `/security/Authentication/SetCompany/${companyId}`, headers: { authentication: token } });
        if (selected.statusCode !== 200) throw new Error(`SetCompany ${companyId} for ${username} failed: ${selected.body}`);
      }
      return token;
    },
    async close() {
      await app.close();
      db.close();
      for (const suffix of ['', '-wal', '-shm', '.audit-checkpoint.json']) rmSync(file + suffix, { force: true });
    },
  };
}

/** The reply body as a loosely typed record, for shape assertions. */
export const body = (response: LightMyRequestResponse) => response.json<Record<string, unknown>>();

/** A multipart/form-data payload as a browser's FormData would send it. */
export function multipart(fields: Record<string, string>): { payload: string; headers: Record<string, string> } {
  const boundary = '----console-test-boundary';
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return { payload: `${parts.join('')}--${boundary}--\r\n`, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A fresh test app per test, signed in: what most route tests start from. */
export interface SignedInTestApp {
  /** The running test's app. */
  readonly t: TestApp;
  /** The signed-in user's token. */
  readonly token: string;
  /** A request as the signed-in user, or with another token (`auth`). */
  call(method: Method, url: string, payload?: object, auth?: string): Promise<LightMyRequestResponse>;
}

/**
 * Registers, for every test of the file, a fresh app over its own copy of the demo data, signed in
 * as `username` (with `companyId`, that company selected), closed after the test.
 */
export function signedInTestApp(username = 'superadmin', companyId?: number): SignedInTestApp {
  let app: TestApp | undefined;
  let token = '';
  beforeEach(async () => {
    app = await createTestApp();
    token = await app.signIn(username, companyId);
  });
  afterEach(() => app?.close());
  const current = (): TestApp => {
    if (!app) throw new Error('signedInTestApp is used outside a test');
    return app;
  };
  return {
    get t() {
      return current();
    },
    get token() {
      return token;
    },
    call: (method, url, payload, auth = token) => current().app.inject({ method, url, headers: { authentication: auth }, ...(payload ? { payload } : {}) }),
  };
}
