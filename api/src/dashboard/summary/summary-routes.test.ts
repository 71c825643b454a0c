import { body, createTestApp, type TestApp, TODAY } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Reply = Record<string, unknown>;
type Row = Record<string, unknown>;
const get = async (url: string, token: string) => body(await t.app.inject({ url, headers: { authentication: token } }));
const query = (params: Record<string, string>) => new URLSearchParams(params).toString();
const WEEK_AGO = '2026-11-15';

/** The list's answer for these filters: every row (one page), its count and its paid totals. */
async function list(path: string, params: Record<string, string>, token: string) {
  const reply = await get(`${path}/?${query({ ...params, max: '10000' })}`, token);
  const rows = reply.data as Row[];
  expect((reply.pagination as { totalData: number }).totalData).toBe(rows.length);
  return { rows, totalData: rows.length, total: reply.total as { nominal_lunas: number; count_lunas: number } | undefined };
}

const sum = (rows: Row[], field: string) => rows.reduce((total, row) => total + Number(row[field] ?? 0), 0);

interface TransactionSummary {
  all: { count: number };
  paid: { amount: number; count: number };
  unpaid: { amount: number; count: number };
  expired: { count: number };
  banks: { bank: string | null; amount: number; count: number }[];
  series: { at: string; value: number; previous: number }[];
  previous: { from: string; to: string; paid: { amount: number; count: number } };
}

// The filters of the Must show: company (superadmin in 1 and 2, staff in 1), range, bank and status.
const FILTER_SETS: Record<string, string>[] = [
  {},
  { from: TODAY, to: TODAY },
  { from: WEEK_AGO, to: TODAY },
  { from: WEEK_AGO, to: TODAY, 'finds[trctQrBank]': 'BRI' },
  { from: WEEK_AGO, to: TODAY, 'finds[trctStatus]': '03' },
  { from: '2026-10-23', to: TODAY, 'finds[trctQrBank]': 'Mandiri', 'finds[trctStatus]': '00' },
];

/** Who asks, in which company: both of superadmin's companies and staff's one. */
const SIGNED_IN_AS = [
  ['superadmin', 1],
  ['superadmin', 2],
  ['staff', 1],
] as const;

describe.each([
  ['VA', '/dashboard/transactionVa'],
  ['QRIS', '/dashboard/transactionQr'],
])('GET %s summary', (_name, path) => {
  test.each(SIGNED_IN_AS)('as %s in company %i equals the list totals for every filter', async (username, companyId) => {
    const token = await t.signIn(username, companyId);
    let nonEmpty = 0;
    for (const filters of FILTER_SETS) {
      const summary = (await get(`${path}/summary?${query(filters)}`, token)).data as TransactionSummary;
      // Without a range both mean the site's today.
      const range: Record<string, string> = filters.from ? {} : { from: TODAY, to: TODAY };
      const listed = await list(path, { ...filters, ...range }, token);
      if (listed.totalData > 0) nonEmpty += 1;
      expect(summary.all.count).toBe(listed.totalData);
      expect(summary.paid).toEqual({ amount: listed.total?.nominal_lunas, count: listed.total?.count_lunas });
      const unpaid = listed.rows.filter((row) => row.trctStatus === '03');
      expect(summary.unpaid).toEqual({ amount: sum(unpaid, 'trctTotalAmount'), count: unpaid.length });
      expect(summary.expired.count).toBe(listed.rows.filter((row) => row.trctStatus === '05').length);
      // Each figure is what its link shows: the list filtered to that status (and bank).
      if (!filters['finds[trctStatus]']) {
        expect(summary.unpaid.count).toBe((await list(path, { ...filters, ...range, 'finds[trctStatus]': '03' }, token)).totalData);
        for (const bank of summary.banks) {
          const byBank = await list(path, { ...filters, ...range, 'finds[trctQrBank]': String(bank.bank), 'finds[trctStatus]': '00' }, token);
          expect({ amount: bank.amount, count: bank.count }).toEqual({ amount: byBank.total?.nominal_lunas, count: byBank.total?.count_lunas });
        }
      }
      expect(summary.banks.reduce((total, bank) => total + bank.amount, 0)).toBe(summary.paid.amount);
      expect(summary.series.reduce((total, point) => total + point.value, 0)).toBe(summary.paid.amount);
      // The previous period is the list of the period just before, with the same filters.
      const before = await list(path, { ...filters, from: summary.previous.from, to: summary.previous.to }, token);
      expect(summary.previous.paid).toEqual({ amount: before.total?.nominal_lunas, count: before.total?.count_lunas });
      expect(summary.series.reduce((total, point) => total + point.previous, 0)).toBe(summary.previous.paid.amount);
    }
    expect(nonEmpty).toBeGreaterThanOrEqual(3);
  });
});

describe('GET /dashboard/notification/summary', () => {
  test.each(SIGNED_IN_AS)('as %s in company %i equals the list totals for every filter', async (username, companyId) => {
    const token = await t.signIn(username, companyId);
    const sets: Record<string, string>[] = [{}, { from: WEEK_AGO, to: TODAY }, { from: '2026-10-23', to: TODAY, trctBankFilter: 'BRI' }, { from: WEEK_AGO, to: TODAY, trctStatusFilter: '00' }];
    for (const filters of sets) {
      const summary = (await get(`/dashboard/notification/summary?${query(filters)}`, token)).data as Reply;
      const range: Record<string, string> = filters.from ? {} : { from: TODAY, to: TODAY };
      const path = '/dashboard/notification';
      expect(summary.all).toBe((await list(path, { ...filters, ...range }, token)).totalData);
      expect(summary.pending).toBe((await list(path, { ...filters, ...range, 'finds[notiStatus]': '1' }, token)).totalData);
      expect(summary.success).toBe((await list(path, { ...filters, ...range, 'finds[notiStatus]': '2' }, token)).totalData);
      const series = summary.series as { pending: number; success: number }[];
      expect(series.reduce((total, point) => total + point.pending, 0)).toBe(summary.pending);
    }
    // The oldest pending is the first row of the Pending list, oldest first, over every day.
    const summary = (await get('/dashboard/notification/summary', token)).data as Reply;
    const oldest = await get(`/dashboard/notification/?${query({ 'finds[notiStatus]': '1', orderField: 'notiCreatedTime', orderValue: 'ASC', max: '1' })}`, token);
    expect(summary.oldestPendingTime).toBe((oldest.data as Row[])[0]?.notiCreatedTime ?? null);
  });
});

describe('summary requests', () => {
  test('hour buckets for a day, day buckets for a range, each in site time', async () => {
    const token = await t.signIn('staff', 1);
    const day = (await get('/dashboard/transactionVa/summary', token)).data as { bucket: string; series: { at: string }[] };
    expect(day.bucket).toBe('hour');
    expect(day.series.map((point) => point.at)).toEqual(Array.from({ length: 24 }, (_, hour) => `${TODAY}T${String(hour).padStart(2, '0')}`));
    const week = (await get(`/dashboard/transactionQr/summary?from=${WEEK_AGO}&to=${TODAY}`, token)).data as { bucket: string; series: { at: string }[] };
    expect(week.bucket).toBe('day');
    expect(week.series.map((point) => point.at)).toEqual(['2026-11-15', '2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21']);
  });

  test.each([
    ['from=2026-13-01', 'from must be a date in YYYY-MM-DD format.'],
    [`from=${TODAY}&to=2026-11-01`, 'from must not be after to.'],
    ['bucket=minute', 'bucket must be hour or day.'],
    ['from=2026-01-01&to=2026-11-21', 'A summary covers at most 92 days.'],
    ['from=2026-11-01&to=2026-11-21&bucket=hour', 'bucket=hour covers at most 7 days.'],
    ['page=2', 'Unknown query parameter: page'],
    ['finds[secret]=1', 'Unknown filter field: secret'],
  ])('refuses %s with a reason', async (search, message) => {
    const token = await t.signIn('staff', 1);
    const reply = await t.app.inject({ url: `/dashboard/transactionVa/summary?${search}`, headers: { authentication: token } });
    expect(reply.statusCode).toBe(400);
    expect(reply.body).toContain(message);
  });

  // Issue 33: `9999-12-31` answered 500 (`Not a day: +010000-01`) and `0100-01-01` a wrong message
  // (its comparison period falls in year 99).
  test.each([
    ['from=9999-12-31', 'from must be a day from 1970-01-01 to 9999-12-30.'],
    [`from=${TODAY}&to=9999-12-31`, 'to must be a day from 1970-01-01 to 9999-12-30.'],
    ['from=9999-12-31&to=9999-12-31', 'from must be a day from 1970-01-01 to 9999-12-30.'],
    ['from=0100-01-01&to=0100-01-01', 'from must be a day from 1970-01-01 to 9999-12-30.'],
    ['from=0099-12-31', 'from must be a day from 1970-01-01 to 9999-12-30.'],
  ])('an out-of-range day (%s) is 400 in the documented shape on all three summaries and the lists', async (search, message) => {
    const token = await t.signIn('superadmin', 1);
    for (const path of ['/dashboard/transactionVa', '/dashboard/transactionQr', '/dashboard/notification']) {
      for (const url of [`${path}/summary?${search}`, `${path}?${search}`]) {
        const reply = await t.app.inject({ url, headers: { authentication: token } });
        expect([url, reply.statusCode, reply.json()]).toEqual([url, 400, { status: { error: 1, message } }]);
      }
    }
  });

  test('the first and last days the API reads are answered', async () => {
    const token = await t.signIn('staff', 1);
    for (const search of ['from=9999-12-30&to=9999-12-30', 'from=1970-01-01&to=1970-01-07']) {
      const reply = await t.app.inject({ url: `/dashboard/transactionVa/summary?${search}`, headers: { authentication: token } });
      expect(reply.statusCode).toBe(200);
      expect((body(reply).data as { all: { count: number } }).all.count).toBe(0);
    }
  });

  test('needs the list read permission and a company, like the list', async () => {
    const noCompany = await t.signIn('staff');
    for (const path of ['/dashboard/transactionVa/summary', '/dashboard/transactionQr/summary', '/dashboard/notification/summary']) {
      const anonymous = await t.app.inject({ url: path });
      expect(anonymous.statusCode).not.toBe(200);
      const listReply = await t.app.inject({ url: path.replace('/summary', '/'), headers: { authentication: noCompany } });
      const summaryReply = await t.app.inject({ url: path, headers: { authentication: noCompany } });
      expect([summaryReply.statusCode, summaryReply.json()]).toEqual([listReply.statusCode, listReply.json()]);
    }
  });
});

/** The hourly rows kept by migration 010's triggers, and the same sums computed from the rows themselves. */
const hourly = () =>
  t.db
    .prepare("SELECT compId, type, hour, status, bank, count, amount, paid FROM transaction_hours WHERE count > 0 ORDER BY 1, 2, 3, 4, 5")
    .all();
const fromRows = () =>
  t.db
    .prepare(
      `SELECT trctCompId AS compId, trctType AS type, substr(trctCreatedTime, 1, 13) AS hour, trctStatus AS status,
        COALESCE(CASE WHEN trctType = 'va' THEN trctBank ELSE trctQrBank END, '') AS bank,
        COUNT(*) AS count, SUM(trctTotalAmount) AS amount, COALESCE(SUM(trctTotalAmountPaid), 0) AS paid
      FROM transactions GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5`,
    )
    .all();
const notificationHours = () => t.db.prepare('SELECT compId, hour, status, count FROM notification_hours WHERE count > 0 ORDER BY 1, 2, 3').all();
const notificationRows = () =>
  t.db
    .prepare(
      `SELECT t.trctCompId AS compId, substr(n.notiCreatedTime, 1, 13) AS hour, n.notiStatus AS status, COUNT(*) AS count
      FROM notifications n JOIN transactions t ON t.trctId = n.notiTrctId GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
    )
    .all();

describe('the hourly rows (migration 010)', () => {
  test('sum exactly the transactions and notifications, and stay so as payments and notifications arrive', async () => {
    expect(hourly()).toEqual(fromRows());
    expect(notificationHours()).toEqual(notificationRows());
    const token = await t.signIn('staff', 1);
    // A payment (what an inquiry does), a changed amount, a new transaction and a notification sent.
    const unpaid = t.db.prepare("SELECT trctId FROM transactions WHERE trctCompId = 1 AND trctType = 'va' AND trctStatus = '03' ORDER BY trctId DESC LIMIT 1").get() as { trctId: number };
    t.db.prepare("UPDATE transactions SET trctStatus = '00', trctTotalAmountPaid = trctTotalAmount, trctLunasTime = ? WHERE trctId = ?").run(new Date().toISOString(), unpaid.trctId);
    t.db.prepare("UPDATE transactions SET trctTotalAmount = trctTotalAmount + 1000 WHERE trctId = (SELECT MIN(trctId) FROM transactions WHERE trctType = 'qris')").run();
    t.db
      .prepare(
        `INSERT INTO transactions (trctType, trctCompId, trctOrderId, trctBank, trctTotalAmount, trctTotalAmountPaid, trctCreatedTime, trctStatus, trctQrBank)
        VALUES ('qris', 1, 'SUMMARY-NEW', 'BRI', 25000, 25000, ?, '00', 'BRI')`,
      )
      .run(t.clock.now().toISOString());
    const sent = await t.app.inject({ method: 'POST', url: `/dashboard/transactionVa/send_notification/${unpaid.trctId}`, headers: { authentication: token }, payload: { type: 'va' } });
    expect(sent.json()).toMatchObject({ success: true });
    expect(hourly()).toEqual(fromRows());
    expect(notificationHours()).toEqual(notificationRows());
    for (const path of ['/dashboard/transactionVa', '/dashboard/transactionQr']) {
      const summary = (await get(`${path}/summary`, token)).data as TransactionSummary;
      const listed = await list(path, { from: TODAY, to: TODAY }, token);
      expect([summary.all.count, summary.paid.amount, summary.paid.count]).toEqual([listed.totalData, listed.total?.nominal_lunas, listed.total?.count_lunas]);
    }
    const notifications = (await get('/dashboard/notification/summary?from=2026-10-23', token)).data as Reply;
    expect(notifications.all).toBe((await list('/dashboard/notification', { from: '2026-10-23', to: TODAY }, token)).totalData);
  });
});

describe('the hourly rows when a transaction changes company or is deleted', () => {
  test('move its figures and its notification to the new company', () => {
    const notified = t.db
      .prepare('SELECT t.trctId, t.trctCompId FROM transactions t JOIN notifications n ON n.notiTrctId = t.trctId WHERE t.trctCompId = 1 ORDER BY t.trctId LIMIT 1')
      .get() as { trctId: number; trctCompId: number };
    const notificationsOf = (companyId: number) => (t.db.prepare('SELECT COALESCE(SUM(count), 0) AS count FROM notification_hours WHERE compId = ?').get(companyId) as { count: number }).count;
    const [first, second] = [notificationsOf(1), notificationsOf(2)];
    t.db.prepare('UPDATE transactions SET trctCompId = 2 WHERE trctId = ?').run(notified.trctId);
    expect(notificationHours()).toEqual(notificationRows());
    expect(hourly()).toEqual(fromRows());
    expect([notificationsOf(1), notificationsOf(2)]).toEqual([first - 1, second + 1]);
    t.db.prepare('UPDATE transactions SET trctCompId = ? WHERE trctId = ?').run(notified.trctCompId, notified.trctId);
    expect([notificationsOf(1), notificationsOf(2)]).toEqual([first, second]);
  });

  test('a deleted transaction takes its notification (deleted by the cascade) out of the hourly rows', () => {
    const notified = t.db
      .prepare("SELECT t.trctId FROM transactions t JOIN notifications n ON n.notiTrctId = t.trctId WHERE t.trctCompId = 2 ORDER BY t.trctId DESC LIMIT 1")
      .get() as { trctId: number };
    t.db.prepare('DELETE FROM transactions WHERE trctId = ?').run(notified.trctId);
    expect(t.db.prepare('SELECT COUNT(*) AS count FROM notifications WHERE notiTrctId = ?').get(notified.trctId)).toEqual({ count: 0 });
    expect(notificationHours()).toEqual(notificationRows());
  });
});

describe('query plans', () => {
  const plan = (sql: string, ...params: unknown[]) =>
    (t.db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as { detail: string }[]).map((row) => row.detail).join('\n');

  test('a transaction summary with filters reads a covering index, never the table', () => {
    const detail = plan(
      `SELECT substr(t.trctCreatedTime, 1, 13), t.trctStatus, t.trctBank, COUNT(*), SUM(t.trctTotalAmount), SUM(t.trctTotalAmountPaid)
       FROM transactions t WHERE t.trctCompId = ? AND t.trctType = ? AND t.trctCreatedTime >= ? AND t.trctCreatedTime < ? GROUP BY 1, 2, 3`,
      1, 'va', '2026-11-20T17:00:00.000Z', '2026-11-21T17:00:00.000Z',
    );
    expect(detail).toMatch(/USING COVERING INDEX idx_transactions_summary \(trctCompId=\? AND trctType=\? AND trctCreatedTime>\? AND trctCreatedTime<\?\)/);
  });

  test('a range alone is summed from the hourly rows by their key, reading no other row', () => {
    const range = 'FROM transaction_hours WHERE compId = ? AND type = ? AND hour >= ? AND hour < ?';
    const params = [1, 'va', '2026-11-20T17', '2026-11-21T17'];
    for (const sql of [
      `SELECT status, SUM(count), SUM(amount), SUM(paid) ${range} GROUP BY status`,
      `SELECT NULLIF(bank, ''), SUM(count), SUM(paid) ${range} AND status = '00' GROUP BY bank HAVING SUM(count) > 0`,
      `SELECT hour, SUM(paid) ${range} AND status = '00' GROUP BY hour`,
    ]) {
      const detail = plan(sql, ...params);
      expect(detail).toContain('SEARCH transaction_hours USING PRIMARY KEY (compId=? AND type=? AND hour>? AND hour<?)');
      expect(detail).not.toMatch(/SCAN|AUTOMATIC/);
    }
    const notifications = plan('SELECT hour, status, count FROM notification_hours WHERE compId = ? AND hour >= ? AND hour < ? AND count > 0', 1, '2026-11-20T17', '2026-11-21T17');
    expect(notifications).toContain('SEARCH notification_hours USING PRIMARY KEY (compId=? AND hour>? AND hour<?)');
  });

  test('the hourly rows are their primary key alone: one b-tree each to write', () => {
    const indexes = t.db.prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name IN ('transaction_hours', 'notification_hours')").all();
    expect(indexes).toEqual([]);
    const tables = t.db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE '%_hours' AND sql LIKE '%WITHOUT ROWID%' ORDER BY name").all();
    expect(tables).toEqual([{ name: 'notification_hours' }, { name: 'transaction_hours' }]);
  });

  test('the oldest pending notification is found on the status index', () => {
    const detail = plan(
      `SELECT n.notiCreatedTime FROM notifications n INDEXED BY idx_notifications_status_created CROSS JOIN transactions t ON t.trctId = n.notiTrctId
       WHERE n.notiStatus = 1 AND t.trctCompId = ? ORDER BY n.notiCreatedTime LIMIT 1`,
      1,
    );
    expect(detail).toContain('USING COVERING INDEX idx_notifications_status_created (notiStatus=?)');
    expect(detail).not.toContain('TEMP B-TREE');
  });
});
