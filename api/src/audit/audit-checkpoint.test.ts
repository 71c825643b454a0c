import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from '../app';
import { configWith } from '../config';
import { body, createTestApp, type TestApp } from '../testing/test-app';
import { readCheckpoint } from './audit-checkpoint';
import { GENESIS_HASH } from './audit-trail';
import { verifyTrail } from './verify-trail';

/**
 * Issue 33: `verify` did not notice rows deleted from the end of the trail (the last 5, or all of
 * them, still "intact"). The API keeps a checkpoint of the trail's end outside the table, and both
 * `verify` and `GET /audit/trail/integrity` hold the trail to it (decision 122).
 */

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const API_DIR = path.resolve(import.meta.dirname, '..', '..');
const checkpointFile = () => `${t.file}.audit-checkpoint.json`;
const settled = () => new Promise((resolve) => setImmediate(resolve));
const lastId = () => (t.db.prepare('SELECT MAX(audtId) AS id FROM audit_trail').get() as { id: number }).id;
/** Someone with the database file in hand: the triggers go, rows go. */
const removeRows = (where: string) => {
  t.db.exec('DROP TRIGGER IF EXISTS audit_trail_no_delete');
  t.db.prepare(`DELETE FROM audit_trail ${where}`).run();
};
/** `npm run audit -w api -- verify` as an operator runs it. */
const verifyCli = () => {
  const run = spawnSync('npm', ['run', '--silent', 'audit', '--', 'verify'], { cwd: API_DIR, env: { ...process.env, API_DB: t.file }, encoding: 'utf8' });
  return { code: run.status, output: `${run.stdout}${run.stderr}`.trim() };
};
const integrity = async (token: string) => t.app.inject({ url: '/audit/trail/integrity', headers: { authentication: token } });

describe('npm run audit -w api -- verify', () => {
  test('reports rows removed from the end, or all of them, as broken', async () => {
    for (let i = 0; i < 4; i++) await t.signIn('staff', 1);
    await settled();
    const end = lastId();
    expect(readCheckpoint(checkpointFile())).toEqual({ kind: 'present', checkpoint: expect.objectContaining({ lastId: end, rows: end }) });
    expect(verifyCli()).toEqual({ code: 0, output: expect.stringMatching(new RegExp(`^Audit trail intact: ${end} row\\(s\\), every hash and link verified; its end matches the checkpoint of .+ \\(row ${end}\\)\\.$`)) });

    await t.app.close();
    removeRows(`WHERE audtId > ${end - 5}`);
    expect(verifyCli()).toEqual({
      code: 1,
      output: `Audit trail BROKEN at row ${end - 4}: the trail ends at row ${end - 5}, but its checkpoint of ${readFileSync(checkpointFile(), 'utf8').match(/"writtenAt":"([^"]+)"/)?.[1]} records row ${end}: at least 5 row(s) were removed from its end. ${end - 5} row(s) before it verified.`,
    });
    removeRows('');
    expect(verifyCli()).toMatchObject({ code: 1, output: expect.stringMatching(/^Audit trail BROKEN at row 1: the trail ends at row 0, .* at least \d+ row\(s\) were removed from its end\./) });
  }, 60_000);

  test('a trail with rows and no checkpoint is not vouched for; an empty one without is intact', async () => {
    await t.signIn('staff', 1);
    await t.app.close();
    const { rmSync } = await import('node:fs');
    rmSync(checkpointFile());
    expect(verifyTrail(t.db, checkpointFile()).broken).toEqual({ audtId: 1, reason: expect.stringMatching(/^there is no checkpoint, so rows removed from the end of the trail could not be told/) });
    removeRows('');
    expect(verifyTrail(t.db, checkpointFile())).toEqual({ rows: 0, broken: null, checkpoint: null });
  });
});

describe('the checkpoint', () => {
  test('records only committed rows: an append rolled back with its change moves nothing', async () => {
    await t.signIn('staff', 1);
    await settled();
    const before = readCheckpoint(checkpointFile());
    expect(() =>
      t.db.transaction(() => {
        t.app.repositories.audit.append({ userId: null, username: 'x', clientAddress: null, companyId: null, action: 'test.rolled-back', target: null, details: null, outcome: 'success' }, t.clock.now());
        throw new Error('the change failed');
      })(),
    ).toThrow('the change failed');
    await settled();
    expect(readCheckpoint(checkpointFile())).toEqual(before);
    expect(verifyTrail(t.db, checkpointFile()).broken).toBeNull();
  });

  test('an API started on a truncated trail keeps the checkpoint as evidence and says the trail is broken', async () => {
    for (let i = 0; i < 3; i++) await t.signIn('staff', 1);
    await t.app.close();
    const kept = readFileSync(checkpointFile(), 'utf8');
    removeRows(`WHERE audtId > ${lastId() - 2}`);
    const errors: string[] = [];
    const app = await buildApp({ config: configWith({ databaseFile: t.file }), db: t.db, now: t.clock.now, logger: { level: 'error', stream: { write: (line: string) => errors.push(line) } } });
    try {
      const auditor = body(await app.inject({ method: 'POST', url: '/security/authentication/login', payload: { username: 'auditor', password: 'auditor123' } })).token as string;
      await settled();
      expect(readFileSync(checkpointFile(), 'utf8')).toBe(kept);
      expect(errors.join('')).toContain('The audit trail does not match its checkpoint');
      const reply = body(await app.inject({ url: '/audit/trail/integrity', headers: { authentication: auditor } }));
      // The auditor's sign-in took row 5 again: the checkpoint's row 6 is still missing.
      expect(reply.data).toMatchObject({ state: 'broken', anchored: true, broken: { audtId: 6, reason: expect.stringMatching(/^the trail ends at row 5, but its checkpoint of .+ records row 6/) } });
    } finally {
      await app.close();
    }
  });
});

describe('GET /audit/trail/integrity', () => {
  test('console_audit.read: the state of the chain, verified as far as new rows, and a rewritten row found', async () => {
    expect((await integrity(await t.signIn('staff', 1))).statusCode).toBe(403);
    const auditor = await t.signIn('auditor');
    await settled();
    const first = body(await integrity(auditor));
    expect(first).toEqual({
      data: {
        state: 'intact',
        rows: lastId(),
        lastId: lastId(),
        anchored: true,
        checkpoint: { lastId: expect.any(Number), rows: expect.any(Number), writtenAt: expect.any(String) },
        broken: null,
        checkedAt: t.clock.now().toISOString(),
        walkedFromStartAt: t.clock.now().toISOString(),
      },
      status: { error: 0, message: 'Audit trail integrity checked.' },
    });
    // New rows are verified on the next check; the ones before are not read again within the hour.
    await t.signIn('admin', 1);
    t.clock.advanceMinutes(5);
    const second = body(await integrity(auditor)).data as { rows: number; walkedFromStartAt: string };
    expect(second).toMatchObject({ state: 'intact', rows: lastId(), walkedFromStartAt: (first.data as { walkedFromStartAt: string }).walkedFromStartAt });
    // A row rewritten in the file: found at that row (on the next full walk, at once after the hour).
    t.db.exec('DROP TRIGGER audit_trail_no_update');
    t.db.prepare("UPDATE audit_trail SET audtUserName = 'nobody' WHERE audtId = 2").run();
    t.clock.advanceMinutes(60);
    expect(body(await integrity(await t.signIn('auditor'))).data).toMatchObject({ state: 'broken', broken: { audtId: 2, reason: expect.stringMatching(/content does not match its hash/) } });
  });

  test('an in-memory database has no checkpoint: the chain alone, said so', async () => {
    const { openDatabase } = await import('../db/open-database');
    const memory = openDatabase(':memory:');
    const { seedDemo } = await import('../seed/seed-database');
    await seedDemo(memory, { scryptCost: 1024 });
    const app = await buildApp({ config: configWith({ databaseFile: ':memory:' }), db: memory, scryptCost: 1024 });
    try {
      const token = body(await app.inject({ method: 'POST', url: '/security/authentication/login', payload: { username: 'auditor', password: 'auditor123' } })).token as string;
      expect(body(await app.inject({ url: '/audit/trail/integrity', headers: { authentication: token } })).data).toMatchObject({ state: 'intact', anchored: false, checkpoint: null, rows: 1 });
      expect(existsSync(':memory:.audit-checkpoint.json')).toBe(false);
    } finally {
      await app.close();
      memory.close();
    }
  });

  test('an empty trail is anchored at the genesis hash', async () => {
    expect(readCheckpoint(checkpointFile())).toEqual({ kind: 'present', checkpoint: { lastId: 0, lastHash: GENESIS_HASH, rows: 0, writtenAt: t.clock.now().toISOString() } });
  });
});
