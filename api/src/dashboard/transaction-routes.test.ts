import { body, signedInTestApp, TODAY } from '../testing/test-app';
import { bankSaysPaid } from './simulated-partners';

const session = signedInTestApp('staff', 1);

type Row = Record<string, unknown>;
const get = (url: string, auth = session.token) => session.t.app.inject({ url, headers: { authentication: auth } });
const post = (url: string, payload: object, auth = session.token) => session.t.app.inject({ method: 'POST', url, headers: { authentication: auth }, payload });
const one = <T>(sql: string, ...params: unknown[]) => session.t.db.prepare(sql).get(...params) as T;

const VA_FIELDS = ['trctId', 'trctOrderId', 'trctVirtualAccountNo', 'trctVirtualAccountName', 'trctBank', 'trctTotalAmount', 'trctTotalAmountPaid', 'trctCreatedTime', 'trctStatus', 'trctLunasTime', 'trvaExpiredDate'];
const QRIS_FIELDS = ['trctId', 'trctOrderId', 'trctQrName', 'trctQrBank', 'trqrReferenceNo', 'trctTotalAmount', 'trctBank', 'trctCreatedTime', 'trctStatus', 'trctLunasTime'];

describe('GET /dashboard/transactionVa/ and /dashboard/transactionQr/', () => {
  test.each([
    ['/dashboard/transactionVa/', 'va', VA_FIELDS],
    ['/dashboard/transactionQr/', 'qris', QRIS_FIELDS],
  ])('%s answers the spec fields of the active company, newest id first, with paid totals', async (url, type, fields) => {
    const reply = body(await get(`${url}?max=100`));
    const rows = reply.data as Row[];
    const expected = one<{ n: number; nominal: number; paid: number }>(
      "SELECT COUNT(*) AS n, SUM(CASE WHEN trctStatus = '00' THEN trctTotalAmountPaid ELSE 0 END) AS nominal, SUM(trctStatus = '00') AS paid FROM transactions WHERE trctCompId = 1 AND trctType = ?",
      type,
    );
    expect(reply.pagination).toEqual({ totalData: expected.n, totalPage: 1, itemPerPage: 100, page: 1 });
    expect(reply.total).toEqual({ nominal_lunas: expected.nominal, count_lunas: expected.paid });
    expect(reply.status).toEqual({ error: 0, message: expect.any(String) });
    expect((reply.fields as { Field: string }[]).map((field) => field.Field)).toEqual(fields);
    for (const row of rows) {
      expect(Object.keys(row).filter((key) => key !== 'notification')).toEqual(fields);
      if ('notification' in row) expect(row.notification).toEqual({ notiId: expect.any(Number), notiStatus: expect.any(Number), notiCreatedTime: expect.any(String) });
    }
    expect(rows.some((row) => 'notification' in row)).toBe(true);
    expect(rows.some((row) => row.trctStatus === '00' && !('notification' in row))).toBe(true);
    const ids = rows.map((row) => row.trctId as number);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const companies = session.t.db.prepare(`SELECT DISTINCT trctCompId FROM transactions WHERE trctId IN (${ids.join(',')})`).all();
    expect(companies).toEqual([{ trctCompId: 1 }]);
  });

  test('from / to are inclusive calendar days in site time (UTC+7); totals cover the whole range, not the page', async () => {
    const reply = body(await get(`/dashboard/transactionVa/?from=${TODAY}&to=${TODAY}&max=1&additionalFilter=`));
    const expected = one<{ n: number; paid: number }>(
      "SELECT COUNT(*) AS n, SUM(trctStatus = '00') AS paid FROM transactions WHERE trctCompId = 1 AND trctType = 'va' AND trctCreatedTime >= '2026-11-20T17:00:00.000Z' AND trctCreatedTime < '2026-11-21T17:00:00.000Z'",
    );
    expect(expected.n).toBeGreaterThanOrEqual(4);
    expect(reply.pagination).toMatchObject({ totalData: expected.n, itemPerPage: 1 });
    expect((reply.total as { count_lunas: number }).count_lunas).toBe(expected.paid);
    expect(reply.data as Row[]).toHaveLength(1);
  });

  test('filters by status, bank (finds[trctQrBank], alias finds[trctBank]) and order id; sorts by any field', async () => {
    const paid = body(await get('/dashboard/transactionVa/?finds[trctStatus]=00&max=1000'));
    expect((paid.data as Row[]).every((row) => row.trctStatus === '00')).toBe(true);
    expect((paid.total as { count_lunas: number }).count_lunas).toBe((paid.pagination as { totalData: number }).totalData);
    const bri = body(await get('/dashboard/transactionVa/?finds[trctQrBank]=bri&max=1000'));
    expect((bri.data as Row[]).length).toBeGreaterThan(0);
    expect((bri.data as Row[]).every((row) => row.trctBank === 'BRI')).toBe(true);
    // The demo's QRIS transactions are BRI's (the screen is Transaction BRI QRIS).
    const qrBank = body(await get('/dashboard/transactionQr/?finds[trctBank]=bri&max=1000'));
    expect((qrBank.data as Row[]).length).toBe((body(await get('/dashboard/transactionQr/?max=1000')).data as Row[]).length);
    expect((qrBank.data as Row[]).every((row) => row.trctQrBank === 'BRI')).toBe(true);
    expect(body(await get('/dashboard/transactionQr/?finds[trctBank]=mandiri&max=1000')).data).toEqual([]);
    const first = (body(await get('/dashboard/transactionQr/?max=1')).data as Row[])[0] as Row;
    const byRef = body(await get(`/dashboard/transactionQr/?finds[trqrReferenceNo]=${String(first.trqrReferenceNo)}`));
    expect(byRef.data).toEqual([first]);
    const byOrder = body(await get(`/dashboard/transactionQr/?finds[trctOrderId]=${String(first.trctOrderId).slice(2, 10)}&max=100`));
    expect(byOrder.data).toContainEqual(first);
    const sorted = (body(await get('/dashboard/transactionVa/?orderField=trctTotalAmount&orderValue=asc&max=1000')).data as Row[]).map((row) => row.trctTotalAmount as number);
    expect(sorted).toEqual([...sorted].sort((a, b) => a - b));
  });

  test('refuses what is not whitelisted or well-formed', async () => {
    expect(body(await get('/dashboard/transactionVa/?orderField=foo')).status).toEqual({ error: 1, message: 'Unknown sort field: foo' });
    expect(body(await get('/dashboard/transactionVa/?finds[trqrReferenceNo]=1')).status).toEqual({ error: 1, message: 'Unknown filter field: trqrReferenceNo' });
    expect(body(await get('/dashboard/transactionVa/?from=2026-02-30')).status).toMatchObject({ message: 'from must be a date in YYYY-MM-DD format.' });
    expect(body(await get('/dashboard/transactionVa/?from=2026-11-21&to=2026-11-01')).status).toMatchObject({ message: 'from must not be after to.' });
    expect(body(await get('/dashboard/transactionVa/?orderValue=sideways')).status).toMatchObject({ message: 'orderValue must be ASC or DESC.' });
    expect((await get('/dashboard/transactionVa/?max=5000000')).json().pagination.itemPerPage).toBe(10_000);
  });

  test('without an active company the lists answer 403 asking to select one', async () => {
    const fresh = await session.t.signIn('staff');
    const response = await get('/dashboard/transactionVa/', fresh);
    expect(response.statusCode).toBe(403);
    expect(body(response).status).toEqual({ error: 1, message: expect.stringContaining('select a company') });
  });
});

describe('inquiry_status', () => {
  const unpaid = (companyId: number, type: string, paysOut: boolean) =>
    (session.t.db.prepare("SELECT trctId, trctOrderId FROM transactions WHERE trctCompId = ? AND trctType = ? AND trctStatus = '03'").all(companyId, type) as { trctId: number; trctOrderId: string }[]).find(
      (row) => bankSaysPaid(row.trctOrderId) === paysOut,
    );

  test('turns an unpaid transaction the bank reports as paid into paid, and logs the inquiry', async () => {
    const target = unpaid(1, 'va', true);
    if (!target) throw new Error('the demo data has no such transaction');
    const response = await post(`/dashboard/transactionVa/inquiry_status/${target.trctId}`, { type: 'va' });
    expect(response.statusCode).toBe(200);
    expect(body(response)).toEqual({
      success: true,
      message: expect.any(String),
      status: { error: 0, message: expect.any(String) },
      data: expect.objectContaining({ trctId: target.trctId, trctStatus: '00', trctTotalAmountPaid: expect.any(Number), trctLunasTime: expect.any(String) }),
    });
    expect(one('SELECT COUNT(*) AS n FROM inquiry_logs WHERE inqlTrctId = ? AND inqlPaid = 1', target.trctId)).toEqual({ n: 1 });
  });

  test('answers success false when the bank says no, or the transaction is not unpaid', async () => {
    const target = unpaid(1, 'qris', false);
    if (!target) throw new Error('the demo data has no such transaction');
    const response = await post(`/dashboard/transactionQr/inquiry_status/${target.trctId}`, { type: 'qris' });
    expect(response.statusCode).toBe(200);
    expect(body(response)).toEqual({ success: false, message: expect.any(String), status: { error: 1, message: expect.any(String) } });
    expect(one('SELECT trctStatus FROM transactions WHERE trctId = ?', target.trctId)).toEqual({ trctStatus: '03' });
    expect(one('SELECT COUNT(*) AS n FROM inquiry_logs WHERE inqlTrctId = ? AND inqlPaid = 0', target.trctId)).toEqual({ n: 1 });
    const paid = one<{ trctId: number }>("SELECT trctId FROM transactions WHERE trctCompId = 1 AND trctType = 'va' AND trctStatus = '00'");
    expect(body(await post(`/dashboard/transactionVa/inquiry_status/${paid.trctId}`, { type: 'va' }))).toMatchObject({ success: false, status: { error: 1 } });
  });

  test("another company's transaction, or the other type's, answers 404 as if it did not exist", async () => {
    const foreign = unpaid(2, 'va', true);
    const qris = one<{ trctId: number }>("SELECT trctId FROM transactions WHERE trctCompId = 1 AND trctType = 'qris'");
    for (const id of [foreign?.trctId, qris.trctId, 99999999]) {
      const response = await post(`/dashboard/transactionVa/inquiry_status/${id}`, { type: 'va' });
      expect(response.statusCode).toBe(404);
      expect(body(response)).toEqual({ success: false, message: 'Transaction not found.', status: { error: 1, message: 'Transaction not found.' } });
    }
    expect(one("SELECT trctStatus FROM transactions WHERE trctId = ?", foreign?.trctId)).toEqual({ trctStatus: '03' });
  });

  test('the body must name the screen type', async () => {
    const target = unpaid(1, 'va', true);
    const response = await post(`/dashboard/transactionVa/inquiry_status/${target?.trctId}`, { type: 'qris' });
    expect(response.statusCode).toBe(400);
    expect(body(response).status).toEqual({ error: 1, message: 'type must be "va" on /dashboard/transactionVa.' });
  });
});

describe('send_notification', () => {
  test('creates or completes the notification of a paid transaction and appends a JSON history entry', async () => {
    const fresh = one<{ trctId: number }>(
      "SELECT trctId FROM transactions t WHERE trctCompId = 1 AND trctType = 'va' AND trctStatus = '00' AND NOT EXISTS (SELECT 1 FROM notifications WHERE notiTrctId = t.trctId)",
    );
    const response = await post(`/dashboard/transactionVa/send_notification/${fresh.trctId}`, { type: 'va' });
    expect(response.statusCode).toBe(200);
    expect(body(response)).toEqual({ success: true, message: expect.any(String), responseCode: 200, responseMessage: 'Success', status: { error: 0, message: expect.any(String) } });
    const notification = one<{ notiId: number; notiStatus: number }>('SELECT notiId, notiStatus FROM notifications WHERE notiTrctId = ?', fresh.trctId);
    expect(notification.notiStatus).toBe(2);
    const history = one<{ nohiRequest: string; nohiResponse: string }>('SELECT nohiRequest, nohiResponse FROM notification_history WHERE nohiNotiId = ?', notification.notiId);
    expect(JSON.parse(history.nohiRequest)).toMatchObject({ status: '00' });
    expect(JSON.parse(history.nohiResponse)).toMatchObject({ responseCode: 200 });

    const pending = one<{ trctId: number; notiId: number }>(
      "SELECT t.trctId, n.notiId FROM transactions t JOIN notifications n ON n.notiTrctId = t.trctId WHERE t.trctCompId = 1 AND t.trctType = 'qris' AND n.notiStatus = 1",
    );
    const before = one<{ n: number }>('SELECT COUNT(*) AS n FROM notification_history WHERE nohiNotiId = ?', pending.notiId).n;
    expect(body(await post(`/dashboard/transactionQr/send_notification/${pending.trctId}`, { type: 'qris' }))).toMatchObject({ success: true });
    expect(one('SELECT notiStatus FROM notifications WHERE notiId = ?', pending.notiId)).toEqual({ notiStatus: 2 });
    expect(one('SELECT COUNT(*) AS n FROM notification_history WHERE nohiNotiId = ?', pending.notiId)).toEqual({ n: before + 1 });
  });

  test('refuses a transaction that is not paid with responseCode 400, and a foreign one with 404', async () => {
    const unpaid = one<{ trctId: number }>("SELECT trctId FROM transactions WHERE trctCompId = 1 AND trctType = 'va' AND trctStatus = '03'");
    const response = await post(`/dashboard/transactionVa/send_notification/${unpaid.trctId}`, { type: 'va' });
    expect(body(response)).toEqual({ success: false, responseCode: 400, responseMessage: expect.any(String), message: expect.any(String), status: { error: 1, message: expect.any(String) } });
    const foreign = one<{ trctId: number }>("SELECT trctId FROM transactions WHERE trctCompId = 3 AND trctType = 'va' AND trctStatus = '00'");
    const refused = await post(`/dashboard/transactionVa/send_notification/${foreign.trctId}`, { type: 'va' });
    expect(refused.statusCode).toBe(404);
    expect(body(refused)).toMatchObject({ success: false, responseCode: 404, responseMessage: 'Transaction not found.' });
  });
});
