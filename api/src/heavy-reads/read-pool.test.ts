import { buildApp } from '../app';
import { configWith } from '../config';
import { openReadOnlyDatabase } from '../db/open-database';
import { HttpError } from '../http/http-error';
import { parseListQuery } from '../http/list-query';
import { TRANSACTION_VIEWS } from '../dashboard/transaction-fields';
import { seedBulkTransactions } from '../seed/bulk-transactions';
import { createTestApp, SEED_NOW, type TestApp } from '../testing/test-app';
import { type ReadJob, runReadJob } from './read-jobs';
import { BUSY_MESSAGE, ReadPool } from './read-pool';
import { SLOT_COUNT } from './reply-slots';

/**
 * Export-sized pages are answered by a worker thread with its own read-only connection: the same
 * bytes the request thread would send, after the same checks, and a bounded queue.
 */

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ readWorkers: 1 });
  seedBulkTransactions(t.db, 24_000, [1, 2, 3, 4, 5, 6], SEED_NOW);
  token = await t.signIn('staff', 1);
}, 30_000);
afterAll(() => t.close());

const EXPORT = '/dashboard/transactionVa/?from=2026-10-01&to=2026-11-30&orderField=trctCreatedTime&orderValue=DESC';
const job = (max: number, page = 1): Extract<ReadJob, { kind: 'transactions' }> => ({
  kind: 'transactions',
  companyId: 1,
  type: 'va',
  query: parseListQuery({ from: '2026-10-01', to: '2026-11-30', orderField: 'trctCreatedTime', orderValue: 'DESC', max: String(max), page: String(page) }, TRANSACTION_VIEWS.va.spec, 7, 10_000),
  requestedBy: { userId: 'staff@console.id', sessionId: 1 },
});

test('an export page from the worker is byte for byte what the request thread answers', async () => {
  const inline = await buildApp({ config: configWith({ databaseFile: t.file, readWorkers: 0 }), db: t.db, now: t.clock.now });
  try {
    for (const url of [`${EXPORT}&max=10000`, `${EXPORT}&max=2000&page=2`, '/dashboard/notification?max=5000']) {
      const [fromWorker, fromThread] = await Promise.all([
        t.app.inject({ url, headers: { authentication: token } }),
        inline.inject({ url, headers: { authentication: token } }),
      ]);
      expect(fromWorker.statusCode).toBe(200);
      expect(fromWorker.headers['content-type']).toBe(fromThread.headers['content-type']);
      expect(fromWorker.headers['content-length']).toBe(fromThread.headers['content-length']);
      expect(fromWorker.body).toBe(fromThread.body);
    }
    expect(JSON.parse((await t.app.inject({ url: `${EXPORT}&max=10000`, headers: { authentication: token } })).body).data.length).toBeGreaterThan(1_000);
  } finally {
    await inline.close();
  }
});

test('the checks stay on the request thread: no worker answers a caller without the permission or a company', async () => {
  const auditor = await t.signIn('auditor');
  expect((await t.app.inject({ url: `${EXPORT}&max=10000`, headers: { authentication: auditor } })).statusCode).toBe(403);
  const noCompany = await t.signIn('staff');
  const reply = await t.app.inject({ url: `${EXPORT}&max=10000`, headers: { authentication: noCompany } });
  expect([reply.statusCode, JSON.parse(reply.body).status.message]).toEqual([403, expect.stringMatching(/^No active company/)]);
});

test('beyond its queue the pool answers 503 with Retry-After instead of queueing without bound', async () => {
  const pool = new ReadPool({ databaseFile: t.file, workers: 1, maxQueued: 1, inline: () => t.app.repositories, log: () => undefined });
  try {
    const first = pool.run(job(10_000));
    const refused = pool.run(job(10_000, 2));
    await expect(refused).rejects.toEqual(new HttpError(503, BUSY_MESSAGE, { headers: { 'Retry-After': '1' } }));
    expect(Buffer.from((await first).bytes).toString()).toBe(runReadJob(t.app.repositories, job(10_000)));
  } finally {
    await pool.close();
  }
});

test("a failing read is answered as the server's error and the worker goes on with the next", async () => {
  const pool = new ReadPool({ databaseFile: t.file, workers: 1, inline: () => t.app.repositories, log: () => undefined });
  try {
    const broken = job(10_000);
    broken.query = { ...broken.query, orderBy: 'no_such_column DESC' };
    await expect(pool.run(broken)).rejects.toThrow(/^Heavy read failed: no such column/);
    expect((await pool.run(job(5_000))).bytes.byteLength).toBeGreaterThan(100_000);
  } finally {
    await pool.close();
  }
});

test('replies are written into shared slots used again once sent; with none free, a reply comes in a buffer of its own', async () => {
  const pool = new ReadPool({ databaseFile: t.file, workers: 1, inline: () => t.app.repositories, log: () => undefined });
  try {
    const expected = (page: number) => runReadJob(t.app.repositories, job(1_500, page));
    // More pages at once than there are slots: every reply is right, whichever way it came.
    const replies = await Promise.all(Array.from({ length: SLOT_COUNT + 2 }, (_, i) => pool.run(job(1_500, i + 1))));
    replies.forEach((reply, i) => expect(Buffer.from(reply.bytes).toString()).toBe(expected(i + 1)));
    const shared = replies.filter((reply) => reply.bytes.buffer instanceof SharedArrayBuffer);
    expect(shared).toHaveLength(SLOT_COUNT);
    for (const reply of replies) reply.release();
    // Released, the slots take the next replies.
    const again = await Promise.all([1, 2].map((page) => pool.run(job(1_500, page))));
    expect(again.every((reply) => reply.bytes.buffer instanceof SharedArrayBuffer)).toBe(true);
    expect(again.map((reply) => Buffer.from(reply.bytes).toString())).toEqual([expected(1), expected(2)]);
  } finally {
    await pool.close();
  }
});

test("a worker's connection cannot write", () => {
  const db = openReadOnlyDatabase(t.file);
  try {
    expect(() => db.prepare('DELETE FROM transactions').run()).toThrow(/readonly/);
  } finally {
    db.close();
  }
});

// Issue 33: `GET /audit/trail?max=1000000` built a 76 MB reply on the request thread, and summaries
// with a search were computed there too (decision 124).
describe('the audit trail and filtered summaries off the request thread', () => {
  const appendRows = (count: number) => {
    for (let i = 0; i < count; i++) {
      t.app.repositories.audit.append(
        { userId: 'staff@console.id', username: 'staff', clientAddress: '10.0.0.1', companyId: 1, action: 'test.bulk', target: `T${i}`, details: { i }, outcome: 'success' },
        t.clock.now(),
      );
    }
  };

  test('audit pages are capped at 10,000 rows; a page over 1,000 comes from a worker, byte for byte what the request thread answers', async () => {
    appendRows(12_000);
    const auditor = await t.signIn('auditor');
    const run = jest.spyOn(t.app.heavyReads, 'run');
    const inline = await buildApp({ config: configWith({ databaseFile: t.file, readWorkers: 0 }), db: t.db, now: t.clock.now });
    try {
      for (const url of ['/audit/trail?max=1000000', '/audit/trail?max=2000&page=2&finds[audtAction]=test.bulk']) {
        const [fromWorker, fromThread] = await Promise.all([
          t.app.inject({ url, headers: { authentication: auditor } }),
          inline.inject({ url, headers: { authentication: auditor } }),
        ]);
        expect(fromWorker.statusCode).toBe(200);
        expect(fromWorker.body).toBe(fromThread.body);
      }
      const page = JSON.parse((await t.app.inject({ url: '/audit/trail?max=1000000', headers: { authentication: auditor } })).body) as { data: unknown[]; pagination: { itemPerPage: number } };
      expect([page.data.length, page.pagination.itemPerPage]).toEqual([10_000, 10_000]);
      expect(run.mock.calls.map(([read]) => read.kind)).toEqual(['audit-trail', 'audit-trail', 'audit-trail']);
      // A screen's page stays on the request thread.
      expect((await t.app.inject({ url: '/audit/trail?max=100', headers: { authentication: auditor } })).statusCode).toBe(200);
      expect(run).toHaveBeenCalledTimes(3);
    } finally {
      run.mockRestore();
      await inline.close();
    }
  });

  test('a summary with a search or a filter is computed by a worker; a range alone stays on the request thread', async () => {
    const staff = await t.signIn('staff', 1);
    const run = jest.spyOn(t.app.heavyReads, 'run');
    const inline = await buildApp({ config: configWith({ databaseFile: t.file, readWorkers: 0 }), db: t.db, now: t.clock.now });
    try {
      const filtered = [
        '/dashboard/transactionVa/summary?from=2026-11-15&to=2026-11-21&search=BLK1',
        '/dashboard/transactionQr/summary?from=2026-11-01&to=2026-11-21&finds[trctStatus]=00',
        '/dashboard/notification/summary?from=2026-11-15&to=2026-11-21&finds[notiOrderId]=VA',
      ];
      for (const url of filtered) {
        const [fromWorker, fromThread] = await Promise.all([
          t.app.inject({ url, headers: { authentication: staff } }),
          inline.inject({ url, headers: { authentication: staff } }),
        ]);
        expect([url, fromWorker.statusCode]).toEqual([url, 200]);
        expect(fromWorker.body).toBe(fromThread.body);
      }
      expect(run.mock.calls.map(([read]) => read.kind)).toEqual(['transaction-summary', 'transaction-summary', 'notification-summary']);
      expect((await t.app.inject({ url: '/dashboard/transactionVa/summary?from=2026-11-15&to=2026-11-21', headers: { authentication: staff } })).statusCode).toBe(200);
      expect(run).toHaveBeenCalledTimes(3);
    } finally {
      run.mockRestore();
      await inline.close();
    }
  });
});
