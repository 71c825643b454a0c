import { body, createTestApp, type TestApp } from '../testing/test-app';
import { IDENTIFIERS, identifierLookupSql } from './order-search';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const search = (token: string, q: string) => t.app.inject({ url: `/dashboard/search?q=${encodeURIComponent(q)}`, headers: { authentication: token } });
const one = (sql: string) => t.db.prepare(sql).get() as Record<string, string | number>;

describe('GET /dashboard/search', () => {
  test('an order id finds its transaction and its notifications within the active company, whatever the date', async () => {
    const staff = await t.signIn('staff', 1);
    const paid = one("SELECT t.trctId, t.trctOrderId FROM transactions t JOIN notifications n ON n.notiTrctId = t.trctId WHERE t.trctCompId = 1 AND t.trctType = 'va' ORDER BY t.trctCreatedTime LIMIT 1");
    const reply = body(await search(staff, String(paid.trctOrderId)));
    const data = reply.data as { transactions: { trctId: number; matched: string }[]; notifications: { trctId: number }[] };
    expect(data.transactions).toEqual([expect.objectContaining({ trctId: paid.trctId, trctType: 'va', matched: 'trctOrderId' })]);
    expect(data.notifications).toEqual([expect.objectContaining({ trctId: paid.trctId })]);
    // Lower case and a prefix find it too; another company's order does not.
    expect((body(await search(staff, String(paid.trctOrderId).toLowerCase())).data as typeof data).transactions[0]?.trctId).toBe(paid.trctId);
    const other = one("SELECT trctOrderId FROM transactions WHERE trctCompId = 2 LIMIT 1");
    expect(body(await search(staff, String(other.trctOrderId))).data).toEqual({ transactions: [], notifications: [] });
  });

  test('VA numbers and QRIS reference numbers are found; each part only for those who may read it', async () => {
    const superadmin = await t.signIn('superadmin', 1);
    const va = one("SELECT trctId, trctVirtualAccountNo FROM transactions WHERE trctCompId = 1 AND trctType = 'va' AND trctVirtualAccountNo IS NOT NULL LIMIT 1");
    const qris = one("SELECT trctId, trqrReferenceNo FROM transactions WHERE trctCompId = 1 AND trctType = 'qris' AND trqrReferenceNo IS NOT NULL LIMIT 1");
    const ids = async (token: string, q: string) => ((body(await search(token, q)).data as { transactions: { trctId: number }[] }).transactions).map((hit) => hit.trctId);
    expect(await ids(superadmin, String(va.trctVirtualAccountNo))).toContain(va.trctId);
    expect(await ids(superadmin, String(qris.trqrReferenceNo))).toContain(qris.trctId);
    // Without QRIS read, QRIS rows are left out.
    t.db.prepare("DELETE FROM role_permissions WHERE rperRoleId = 3 AND rperPrmsId = (SELECT prmsId FROM permissions WHERE prmsName = 'dashboard_transactionqr')").run();
    const staff = await t.signIn('staff', 1);
    expect(await ids(staff, String(qris.trqrReferenceNo))).toEqual([]);
    // Without any of the three, refused; without a company, refused; too short, refused.
    expect((await search(await t.signIn('auditor', 3), 'VA01')).statusCode).toBe(403);
    expect((await search(await t.signIn('admin'), 'VA01')).statusCode).toBe(403);
    expect((await search(superadmin, 'VA')).statusCode).toBe(400);
  });

  test('every lookup is a range of an index that starts with the company, never a scan', () => {
    const indexes = { trctOrderId: 'idx_transactions_order_id', trctVirtualAccountNo: 'idx_transactions_va_number', trqrReferenceNo: 'idx_transactions_qris_reference' };
    for (const column of IDENTIFIERS) {
      const index = indexes[column];
      const plan = t.db.prepare(`EXPLAIN QUERY PLAN ${identifierLookupSql(column)}`).all(1, 'VA01', 'VA01\u{10FFFF}', 10) as { detail: string }[];
      const details = plan.map((row) => row.detail).join(' | ');
      expect(details).toContain(`SEARCH transactions USING INDEX ${index} (trctCompId=? AND ${column}>? AND ${column}<?)`);
      expect(details).not.toMatch(/SCAN|TEMP B-TREE/);
    }
  });
});

describe('GET /dashboard/transactionVa/timeline/{trctId}', () => {
  test('every field, then created, paid, each inquiry and each notification with who sent it again, in order', async () => {
    const staff = await t.signIn('staff', 1);
    const id = Number(one("SELECT trctId FROM transactions WHERE trctCompId = 1 AND trctType = 'va' AND trctStatus = '00' LIMIT 1").trctId);
    await t.app.inject({ method: 'POST', url: `/dashboard/transactionVa/send_notification/${id}`, headers: { authentication: staff }, payload: { type: 'va' } });
    const reply = body(await t.app.inject({ url: `/dashboard/transactionVa/timeline/${id}`, headers: { authentication: staff } }));
    const data = reply.data as { transaction: Record<string, unknown>; events: { kind: string; by?: string | null; time: string }[] };
    expect(data.transaction).toMatchObject({ trctId: id, trctStatus: '00' });
    expect(data.events[0]?.kind).toBe('created');
    expect(data.events.map((event) => event.kind)).toContain('paid');
    expect(data.events.at(-1)).toMatchObject({ kind: 'notification', by: 'staff', request: expect.objectContaining({ status: '00' }), response: expect.objectContaining({ responseCode: 200 }) });
    const times = data.events.map((event) => event.time);
    expect(times).toEqual([...times].sort());
    // Another company's transaction, or a QRIS one on the VA path: as if it did not exist.
    const other = Number(one("SELECT trctId FROM transactions WHERE trctCompId = 2 LIMIT 1").trctId);
    expect((await t.app.inject({ url: `/dashboard/transactionVa/timeline/${other}`, headers: { authentication: staff } })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/dashboard/transactionVa/timeline/${id}`, headers: { authentication: await t.signIn('auditor', 3) } })).statusCode).toBe(403);
  });

  // Issue 33: a user holding only the VA read got the notification events with their request bodies,
  // while GET /dashboard/notification/{id} answered them 403.
  test('notification events are left out for a user who may not read notifications; the rest stays', async () => {
    const staff = await t.signIn('staff', 1);
    const id = Number(one("SELECT t.trctId FROM transactions t JOIN notifications n ON n.notiTrctId = t.trctId WHERE t.trctCompId = 1 AND t.trctType = 'va' AND t.trctStatus = '00' LIMIT 1").trctId);
    await t.app.inject({ method: 'POST', url: `/dashboard/transactionVa/send_notification/${id}`, headers: { authentication: staff }, payload: { type: 'va' } });
    const kinds = async (token: string) =>
      ((body(await t.app.inject({ url: `/dashboard/transactionVa/timeline/${id}`, headers: { authentication: token } })).data as { events: { kind: string }[] }).events).map((event) => event.kind);
    expect(await kinds(staff)).toContain('notification');
    t.db.prepare("DELETE FROM role_permissions WHERE rperRoleId = 3 AND rperPrmsId = (SELECT prmsId FROM permissions WHERE prmsName = 'dashboard_notification')").run();
    const notiId = Number(one(`SELECT notiId FROM notifications WHERE notiTrctId = ${id}`).notiId);
    expect((await t.app.inject({ url: `/dashboard/notification/${notiId}`, headers: { authentication: staff } })).statusCode).toBe(403);
    const left = await kinds(staff);
    expect(left).not.toContain('notification');
    expect(left).toEqual(expect.arrayContaining(['created', 'paid']));
  });
});
