import { body, signedInTestApp, TODAY } from '../testing/test-app';

const session = signedInTestApp('staff', 1);

type Row = Record<string, unknown>;
const get = (url: string) => session.t.app.inject({ url, headers: { authentication: session.token } });
const one = <T>(sql: string, ...params: unknown[]) => session.t.db.prepare(sql).get(...params) as T;

describe('GET /dashboard/notification', () => {
  test("lists the active company's notifications, newest id first, with the VA number", async () => {
    const reply = body(await get('/dashboard/notification?max=1000'));
    const rows = reply.data as Row[];
    const expected = one<{ n: number }>('SELECT COUNT(*) AS n FROM notifications n JOIN transactions t ON t.trctId = n.notiTrctId WHERE t.trctCompId = 1');
    expect(reply.pagination).toEqual({ totalData: expected.n, totalPage: 1, itemPerPage: 1000, page: 1 });
    expect(reply.status).toEqual({ error: 0, message: expect.any(String) });
    expect(rows[0]).toEqual({ notiId: expect.any(Number), notiOrderId: expect.any(String), notiStatus: expect.any(Number), notiCreatedTime: expect.any(String), trctVirtualAccountNo: expect.anything() });
    const ids = rows.map((row) => row.notiId as number);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(rows.some((row) => row.trctVirtualAccountNo === null)).toBe(true);
    expect(rows.every((row) => String(row.notiOrderId).slice(2, 4) === '01')).toBe(true);
  });

  test('pages hold at most 10,000 rows, like every list that grows with the business (issue 33)', async () => {
    expect((body(await get('/dashboard/notification?max=1000000')).pagination as { itemPerPage: number }).itemPerPage).toBe(10_000);
  });

  test('filters by order id, status and date range', async () => {
    const pending = body(await get('/dashboard/notification?finds[notiStatus]=1&max=1000')).data as Row[];
    expect(pending.length).toBeGreaterThan(0);
    expect(pending.every((row) => row.notiStatus === 1)).toBe(true);
    const byOrder = body(await get('/dashboard/notification?finds[notiOrderId]=qr01&max=1000')).data as Row[];
    expect(byOrder.length).toBeGreaterThan(0);
    expect(byOrder.every((row) => String(row.notiOrderId).startsWith('QR01'))).toBe(true);
    const all = body(await get(`/dashboard/notification?from=1970-01-01&to=${TODAY}`)).pagination as { totalData: number };
    const none = body(await get('/dashboard/notification?from=2020-01-01&to=2020-01-31')).pagination as { totalData: number };
    expect(all.totalData).toBeGreaterThan(0);
    expect(none.totalData).toBe(0);
    expect(body(await get('/dashboard/notification?notiStatusFilter=2&max=1000')).data).toEqual(
      (body(await get('/dashboard/notification?finds[notiStatus]=2&max=1000')).data),
    );
  });
});

describe('GET /dashboard/notification/{id}', () => {
  test('answers the notification with its history', async () => {
    const own = one<{ notiId: number }>(
      'SELECT n.notiId FROM notifications n JOIN transactions t ON t.trctId = n.notiTrctId WHERE t.trctCompId = 1 ORDER BY n.notiId',
    );
    const reply = body(await get(`/dashboard/notification/${own.notiId}`));
    expect(reply).toEqual({
      data: expect.objectContaining({ notiId: own.notiId, notiOrderId: expect.any(String), notiStatus: expect.any(Number), notification_history: expect.any(Array) }),
      status: { error: 0, message: expect.any(String) },
    });
    const history = (reply.data as { notification_history: Row[] }).notification_history;
    expect(history.length).toBeGreaterThan(0);
    expect(history[0]).toEqual({ nohiId: expect.any(Number), nohiNotiId: own.notiId, nohiRequest: expect.any(String), nohiResponse: expect.any(String), nohiCreatedTime: expect.any(String) });
  });

  test("another company's notification answers 404", async () => {
    const foreign = one<{ notiId: number }>('SELECT n.notiId FROM notifications n JOIN transactions t ON t.trctId = n.notiTrctId WHERE t.trctCompId = 2');
    const response = await get(`/dashboard/notification/${foreign.notiId}`);
    expect(response.statusCode).toBe(404);
    expect(body(response)).toEqual({ status: { error: 1, message: 'Notification not found.' } });
  });
});
