import { seedBulkTransactions } from '../seed/bulk-transactions';
import { body, createTestApp, SEED_NOW, type TestApp } from '../testing/test-app';
import { MAX_TRANSACTION_PAGE_SIZE } from './transaction-routes';

/**
 * Transaction lists answer at most 10,000 rows per reply, say so in `pagination`, and page through
 * a large range exactly: every row once, in order, whatever the page (the export's way of reading).
 */

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  // 24,000 more transactions over the six companies, both types: about 2,000 VA rows for company 1.
  seedBulkTransactions(t.db, 24_000, [1, 2, 3, 4, 5, 6], SEED_NOW);
  token = await t.signIn('staff', 1);
}, 30_000);
afterAll(() => t.close());

type Row = { trctId: number; trctCreatedTime: string; trctStatus: string };
const get = (url: string) => t.app.inject({ url, headers: { authentication: token } });
const EXPORT = '/dashboard/transactionVa/?from=2026-10-01&to=2026-11-30&orderField=trctCreatedTime&orderValue=DESC';

test('a page is bounded at 10,000 rows and pagination states the size actually used', async () => {
  expect(MAX_TRANSACTION_PAGE_SIZE).toBe(10_000);
  t.db.exec(`INSERT INTO transactions (trctType, trctCompId, trctOrderId, trctBank, trctTotalAmount, trctCreatedTime, trctStatus)
    WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 9000)
    SELECT 'va', 1, 'EXTRA' || i, 'BRI', 1000, '2026-11-20T01:00:00.000Z', '03' FROM n`);
  const total = (t.db.prepare("SELECT COUNT(*) AS n FROM transactions WHERE trctCompId = 1 AND trctType = 'va'").get() as { n: number }).n;
  expect(total).toBeGreaterThan(10_000);
  const reply = body(await get('/dashboard/transactionVa/?max=1000000'));
  expect((reply.data as Row[]).length).toBe(10_000);
  expect(reply.pagination).toEqual({ totalData: total, totalPage: Math.ceil(total / 10_000), itemPerPage: 10_000, page: 1 });
  const last = body(await get(`/dashboard/transactionVa/?max=1000000&page=${Math.ceil(total / 10_000)}`));
  expect((last.data as Row[]).length).toBe(total - 10_000 * (Math.ceil(total / 10_000) - 1));
  t.db.exec("DELETE FROM transactions WHERE trctOrderId LIKE 'EXTRA%'");
});

test.each([
  ['no filter', ''],
  ['a status', '&finds[trctStatus]=00'],
  ['a bank', '&finds[trctQrBank]=man'],
  ['an order id search', '&search=BLK0000'],
])('pages of an export with %s hold every row of the range once, newest first', async (_name, filter) => {
  const all = body(await get(`${EXPORT}${filter}&max=10000`));
  const expected = all.data as Row[];
  expect(expected.length).toBe((all.pagination as { totalData: number }).totalData);
  expect(expected.length).toBeGreaterThan(50);
  const pages: Row[] = [];
  const size = 37;
  const totalPage = Math.ceil(expected.length / size);
  for (let page = 1; page <= totalPage; page++) {
    const reply = body(await get(`${EXPORT}${filter}&max=${size}&page=${page}`));
    expect(reply.pagination).toMatchObject({ totalData: expected.length, totalPage, itemPerPage: size, page });
    pages.push(...(reply.data as Row[]));
  }
  expect(pages.map((row) => row.trctId)).toEqual(expected.map((row) => row.trctId));
  const times = pages.map((row) => row.trctCreatedTime);
  expect([...times].sort().reverse()).toEqual(times);
  expect(body(await get(`${EXPORT}${filter}&max=${size}&page=${totalPage + 1}`)).data).toEqual([]);
});

test('the query finding a page\'s rows is answered from an index alone', () => {
  const plan = t.db
    .prepare(`EXPLAIN QUERY PLAN SELECT t.trctId FROM transactions t
      WHERE t.trctCompId = 1 AND t.trctType = 'va' AND t.trctCreatedTime >= '2026-10-01' AND t.trctCreatedTime < '2026-12-01'
        AND t.trctBank LIKE '%man%' AND t.trctOrderId LIKE '%BLK%'
      ORDER BY t.trctCreatedTime DESC, t.trctId DESC LIMIT 10 OFFSET 100`)
    .all() as { detail: string }[];
  expect(plan.map((step) => step.detail).join('\n')).toMatch(/USING COVERING INDEX/);
  expect(plan.map((step) => step.detail).join('\n')).not.toMatch(/TEMP B-TREE/);
});

test.each([
  ['time, newest first', 'orderField=trctCreatedTime&orderValue=DESC'],
  ['time, oldest first', 'orderField=trctCreatedTime&orderValue=ASC'],
  ['id, highest first', 'orderField=trctId&orderValue=DESC'],
  ['amount (may repeat), lowest first', 'orderField=trctTotalAmount&orderValue=ASC'],
])('pages read in order (%s) equal the same pages read in reverse order', async (_name, order) => {
  const url = (page: number) => `/dashboard/transactionVa/?from=2026-10-01&to=2026-11-30&${order}&max=53&page=${page}`;
  const first = body(await get(url(1)));
  const totalPage = (first.pagination as { totalPage: number }).totalPage;
  expect(totalPage).toBeGreaterThan(5);
  const forward: number[] = [];
  for (let page = 1; page <= totalPage; page++) forward.push(...(body(await get(url(page))).data as Row[]).map((row) => row.trctId));
  // Read backwards, no page follows the one read before it: each is found by skipping.
  const backward: number[][] = [];
  for (let page = totalPage; page >= 1; page--) backward.unshift((body(await get(url(page))).data as Row[]).map((row) => row.trctId));
  expect(forward).toEqual(backward.flat());
  expect(new Set(forward).size).toBe(forward.length);
});

test('a write between two pages is seen: the count and totals are fresh, and no row is skipped or repeated', async () => {
  const url = (page: number) => `${EXPORT}&max=100&page=${page}`;
  const first = body(await get(url(1)));
  const before = first.pagination as { totalData: number };
  const firstIds = (first.data as Row[]).map((row) => row.trctId);
  t.db.exec(`INSERT INTO transactions (trctType, trctCompId, trctOrderId, trctBank, trctTotalAmount, trctTotalAmountPaid, trctCreatedTime, trctStatus)
    VALUES ('va', 1, 'LATE1', 'BRI', 5000, 5000, '2026-11-29T01:00:00.000Z', '00')`);
  try {
    const second = body(await get(url(2)));
    expect((second.pagination as { totalData: number }).totalData).toBe(before.totalData + 1);
    expect((second.total as { count_lunas: number }).count_lunas).toBe((first.total as { count_lunas: number }).count_lunas + 1);
    // The new row is the newest: everything shifted by one, as page 2 of the new data shows.
    const expected = (body(await get(`${EXPORT}&max=200&page=1`)).data as Row[]).slice(100).map((row) => row.trctId);
    expect((second.data as Row[]).map((row) => row.trctId)).toEqual(expected);
    expect(expected[0]).toBe(firstIds.at(-1));
  } finally {
    t.db.exec("DELETE FROM transactions WHERE trctOrderId = 'LATE1'");
  }
});

test('the page after one just read is found from the covering index, without sorting', () => {
  const plan = t.db
    .prepare(`EXPLAIN QUERY PLAN SELECT t.trctId AS id, t.trctCreatedTime AS key FROM transactions t
      WHERE t.trctCompId = 1 AND t.trctType = 'va' AND t.trctCreatedTime >= '2026-10-01' AND t.trctCreatedTime < '2026-12-01'
        AND (t.trctCreatedTime, t.trctId) < ('2026-11-15', 100)
      ORDER BY t.trctCreatedTime DESC, t.trctId DESC LIMIT 10000`)
    .all() as { detail: string }[];
  const detail = plan.map((step) => step.detail).join('\n');
  expect(detail).toMatch(/USING COVERING INDEX idx_transactions_scope_time/);
  expect(detail).not.toMatch(/TEMP B-TREE/);
});
