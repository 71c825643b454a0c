import { parseListQuery } from '../http/list-query';
import { runReadJob } from '../heavy-reads/read-jobs';
import { seedBulkTransactions } from '../seed/bulk-transactions';
import { createTestApp, SEED_NOW, type TestApp } from '../testing/test-app';
import { transactionListJson, transactionListReply } from './list-replies';
import { TRANSACTION_VIEWS, type TransactionType } from './transaction-fields';
import { TransactionRepository } from './transaction-repository';

/**
 * An export's page is answered as JSON SQLite writes (no row objects in JavaScript): byte for byte
 * what `JSON.stringify` of the list reply writes, whatever the text, the notifications, the page
 * and the order in which pages are read; a value SQLite would print otherwise is answered the
 * JavaScript way.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  seedBulkTransactions(t.db, 6_000, [1, 2, 3], SEED_NOW);
  // Text a reply must escape (quotes, backslashes, control characters, NUL, line separators, emoji),
  // empty text and NULLs, on rows with and without a notification.
  const hostile = ['"quoted" \\ back', 'tab\there\nline\r\u0000nul\u0001\u001f\u007f', '\u2028\u2029 é 😀 </script>', '', '=SUM(A1)', "it's"];
  const insert = t.db.prepare(`INSERT INTO transactions (trctType, trctCompId, trctOrderId, trctBank, trctTotalAmount, trctTotalAmountPaid, trctCreatedTime, trctStatus, trctVirtualAccountNo, trctVirtualAccountName, trctQrName, trctQrBank, trqrReferenceNo)
    VALUES (?, 1, ?, ?, 15000, ?, ?, ?, ?, ?, ?, ?, ?)`);
  hostile.forEach((text, i) => {
    for (const type of ['va', 'qris'] as const) {
      const { lastInsertRowid } = insert.run(type, `HOSTILE${i}${type}`, text, i % 2 ? 15000 : null, `2026-11-2${i % 3}T0${i}:00:00.000Z`, i % 2 ? '00' : '03', text, text, text, i % 2 ? null : text, text);
      if (i % 2) t.db.prepare("INSERT INTO notifications (notiTrctId, notiOrderId, notiStatus, notiCreatedTime) VALUES (?, ?, 2, '2026-11-21T01:00:00.000Z')").run(lastInsertRowid, text);
    }
  });
}, 30_000);
afterAll(() => t.close());

const query = (params: Record<string, string>) => parseListQuery(params, TRANSACTION_VIEWS.va.spec, 7, 10_000);
const RANGE = { from: '2026-10-01', to: '2026-11-30' };

/** The reply as the request thread's JavaScript writes it, from a repository of its own. */
const expected = (type: TransactionType, params: Record<string, string>) =>
  JSON.stringify(transactionListReply(new TransactionRepository(t.db), 1, type, parseListQuery(params, TRANSACTION_VIEWS[type].spec, 7, 10_000)));

test.each([
  ['newest first', 'DESC', {}],
  ['oldest first', 'ASC', {}],
  ['a status filter', 'DESC', { 'finds[trctStatus]': '00' }],
  ['an order id search', 'DESC', { search: 'HOSTILE' }],
])('pages read in order (%s) are byte for byte what JSON.stringify writes', (_name, orderValue, filter) => {
  const repository = new TransactionRepository(t.db);
  for (const type of ['va', 'qris'] as const) {
    const params = (page: number) => ({ ...RANGE, ...filter, orderField: 'trctCreatedTime', orderValue, max: '300', page: String(page) });
    const totalPage = (JSON.parse(expected(type, params(1))) as { pagination: { totalPage: number } }).pagination.totalPage;
    expect(totalPage).toBeGreaterThan(0);
    for (let page = 1; page <= totalPage + 1; page++) {
      const typed = parseListQuery(params(page), TRANSACTION_VIEWS[type].spec, 7, 10_000);
      expect(transactionListJson(repository, 1, type, typed)).toBe(expected(type, params(page)));
    }
  }
});

test('rows with every kind of text and a notification are written alike', () => {
  const params = { ...RANGE, search: 'HOSTILE', orderField: 'trctCreatedTime', orderValue: 'DESC', max: '5000' };
  const json = transactionListJson(new TransactionRepository(t.db), 1, 'va', query(params));
  expect(json).toBe(expected('va', params));
  const rows = (JSON.parse(json) as { data: { trctBank: string; notification?: object }[] }).data;
  expect(rows).toHaveLength(6);
  expect(rows.filter((row) => row.notification)).toHaveLength(3);
  expect(rows.map((row) => row.trctBank)).toContain('tab\there\nline\r\u0000nul\u0001\u001f\u007f');
});

test('pages read out of order, skipped to, or past the end are the same bytes', () => {
  const repository = new TransactionRepository(t.db);
  const params = (page: number) => ({ ...RANGE, orderField: 'trctCreatedTime', orderValue: 'DESC', max: '700', page: String(page) });
  for (const page of [3, 2, 4, 5, 1, 9, 40]) expect(transactionListJson(repository, 1, 'va', query(params(page)))).toBe(expected('va', params(page)));
});

test('a write between two pages is seen, as by the JavaScript way', () => {
  const repository = new TransactionRepository(t.db);
  const params = (page: number) => ({ ...RANGE, orderField: 'trctCreatedTime', orderValue: 'DESC', max: '400', page: String(page) });
  transactionListJson(repository, 1, 'va', query(params(1)));
  t.db.prepare("INSERT INTO transactions (trctType, trctCompId, trctOrderId, trctBank, trctTotalAmount, trctCreatedTime, trctStatus) VALUES ('va', 1, 'LATE', 'BRI', 1, '2026-11-30T00:00:00.000Z', '03')").run();
  try {
    expect(transactionListJson(repository, 1, 'va', query(params(2)))).toBe(expected('va', params(2)));
  } finally {
    t.db.prepare("DELETE FROM transactions WHERE trctOrderId = 'LATE'").run();
  }
});

test.each([
  ['a fractional amount', 'trctTotalAmount = 1500.5'],
  ['a tiny amount SQLite would print as 1.0e-07', 'trctTotalAmount = 1e-7'],
  ['an amount JavaScript cannot hold exactly', 'trctTotalAmount = 9007199254740993'],
  ['a BLOB in a text column', "trctBank = x'00ff'"],
])('a page holding %s is answered the JavaScript way, the same bytes', (_name, change) => {
  const id = (t.db.prepare("SELECT trctId FROM transactions WHERE trctOrderId = 'HOSTILE1va'").get() as { trctId: number }).trctId;
  const saved = t.db.prepare('SELECT trctTotalAmount, trctBank FROM transactions WHERE trctId = ?').get(id) as { trctTotalAmount: number; trctBank: string };
  t.db.prepare(`UPDATE transactions SET ${change} WHERE trctId = ?`).run(id);
  try {
    const repository = new TransactionRepository(t.db);
    const list = jest.spyOn(repository, 'list');
    const params = { ...RANGE, search: 'HOSTILE', orderField: 'trctCreatedTime', orderValue: 'DESC', max: '5000' };
    expect(transactionListJson(repository, 1, 'va', query(params))).toBe(expected('va', params));
    expect(list).toHaveBeenCalledTimes(1);
  } finally {
    t.db.prepare('UPDATE transactions SET trctTotalAmount = ?, trctBank = ? WHERE trctId = ?').run(saved.trctTotalAmount, saved.trctBank, id);
  }
});

test('text that is not UTF-8 (written by another program) reads as U+FFFD, as the JavaScript way reads it', () => {
  const id = (t.db.prepare("SELECT trctId FROM transactions WHERE trctOrderId = 'HOSTILE2va'").get() as { trctId: number }).trctId;
  t.db.prepare("UPDATE transactions SET trctVirtualAccountName = CAST(x'61806263' AS TEXT) WHERE trctId = ?").run(id);
  try {
    const repository = new TransactionRepository(t.db);
    const list = jest.spyOn(repository, 'list');
    const params = { ...RANGE, search: 'HOSTILE', orderField: 'trctCreatedTime', orderValue: 'DESC', max: '5000' };
    const json = transactionListJson(repository, 1, 'va', query(params));
    expect(json).toBe(expected('va', params));
    expect(json).toContain('"trctVirtualAccountName":"a\ufffdbc"');
    expect(list).not.toHaveBeenCalled();
  } finally {
    t.db.prepare('UPDATE transactions SET trctVirtualAccountName = trctBank WHERE trctId = ?').run(id);
  }
});

test("an export page's rows become no JavaScript objects: the heavy read answers it from SQLite's JSON", () => {
  const repository = new TransactionRepository(t.db);
  const list = jest.spyOn(repository, 'list');
  const params = { ...RANGE, orderField: 'trctCreatedTime', orderValue: 'DESC', max: '2000' };
  const read = (page: number) =>
    runReadJob({ transactions: repository } as Parameters<typeof runReadJob>[0], {
      kind: 'transactions',
      companyId: 1,
      type: 'va',
      query: query({ ...params, page: String(page) }),
      requestedBy: { userId: 'staff@console.id', sessionId: 1 },
    });
  expect([read(1), read(2)]).toEqual([expected('va', { ...params, page: '1' }), expected('va', { ...params, page: '2' })]);
  expect(list).not.toHaveBeenCalled();
  // Any other order is answered the JavaScript way (no index reads it in order).
  runReadJob({ transactions: repository } as Parameters<typeof runReadJob>[0], {
    kind: 'transactions',
    companyId: 1,
    type: 'va',
    query: query({ ...params, orderField: 'trctTotalAmount' }),
    requestedBy: { userId: 'staff@console.id', sessionId: 1 },
  });
  expect(list).toHaveBeenCalledTimes(1);
});

test("the export page's statement reads the time index in order: no sort, and the next page seeks", () => {
  const plan = t.db
    .prepare(`EXPLAIN QUERY PLAN SELECT json_object('trctId', t.trctId, 'trctVirtualAccountName', t.trctVirtualAccountName, 'notiStatus', n.notiStatus), t.trctId, t.trctCreatedTime
      FROM transactions t LEFT JOIN notifications n ON n.notiTrctId = t.trctId
      WHERE t.trctCompId = 1 AND t.trctType = 'va' AND t.trctCreatedTime >= '2026-10-01' AND t.trctCreatedTime < '2026-12-01'
        AND (t.trctCreatedTime, t.trctId) < ('2026-11-15', 100)
      ORDER BY t.trctCreatedTime DESC, t.trctId DESC LIMIT 10000`)
    .all() as { detail: string }[];
  const detail = plan.map((step) => step.detail).join('\n');
  expect(detail).toMatch(/SEARCH t USING INDEX idx_transactions_scope_time \(trctCompId=\? AND trctType=\? AND trctCreatedTime>\? AND trctCreatedTime<\?\)/);
  expect(detail).toMatch(/SEARCH n USING (COVERING )?INDEX sqlite_autoindex_notifications_1/);
  expect(detail).not.toMatch(/TEMP B-TREE/);
});
