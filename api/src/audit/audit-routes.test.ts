import { body, createTestApp, TODAY, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const get = (token: string, url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers: { authentication: token, ...headers } });
const exports = () =>
  t.db.prepare<[], { audtUserName: string; audtTarget: string | null; audtDetails: string }>("SELECT audtUserName, audtTarget, audtDetails FROM audit_trail WHERE audtAction = 'export.csv' ORDER BY audtId").all();

describe('CSV exports are recorded once, at their first page', () => {
  test('the exporter\'s pages (marked with one export id) make one row with range, filters and row count', async () => {
    const staff = await t.signIn('staff', 1);
    const mark = { 'x-console-export': 'export-0001-abcd' };
    const query = `from=2026-11-01&to=${TODAY}&finds[trctStatus]=00&orderField=trctCreatedTime&orderValue=DESC&max=5`;
    const first = await get(staff, `/dashboard/transactionVa?${query}&page=1`, mark);
    await get(staff, `/dashboard/transactionVa?${query}&page=2`, mark);
    // An ordinary list call is no export.
    await get(staff, `/dashboard/transactionVa?${query}&page=1`);
    const rows = exports();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.audtUserName).toBe('staff');
    expect(JSON.parse(rows[0]?.audtDetails ?? '')).toEqual({
      exportId: 'export-0001-abcd',
      list: '/dashboard/transactionVa',
      range: { from: '2026-11-01', to: TODAY },
      filters: { 'finds[trctStatus]': '00' },
      rows: (body(first).pagination as { totalData: number }).totalData,
    });
  });

  test('an export-sized page answered by a heavy-read worker is recorded with its total too', async () => {
    const staff = await t.signIn('staff', 1);
    const search = (t.db.prepare("SELECT trctOrderId FROM transactions WHERE trctCompId = 1 AND trctType = 'va' LIMIT 1").get() as { trctOrderId: string }).trctOrderId;
    const reply = await get(staff, `/dashboard/transactionVa?from=2020-01-01&to=${TODAY}&finds[trctOrderId]=${search}&max=10000&page=1`, { 'x-console-export': 'export-0002-abcd' });
    expect(reply.statusCode).toBe(200);
    const [row] = exports();
    expect(row?.audtTarget).toBe(search);
    expect(JSON.parse(row?.audtDetails ?? '').rows).toBe((body(reply).pagination as { totalData: number }).totalData);
    // Notifications too.
    await get(staff, '/dashboard/notification?page=1&max=10', { 'x-console-export': 'export-0003-abcd' });
    expect(JSON.parse(exports()[1]?.audtDetails ?? '').list).toBe('notifications');
  });
});

describe('GET /audit/trail', () => {
  test('console_audit.read only: the auditor and superadmin read it, newest first, filtered; staff and admin are refused', async () => {
    const staff = await t.signIn('staff', 1);
    expect((await get(staff, '/audit/trail')).statusCode).toBe(403);
    expect((await get(await t.signIn('admin', 1), '/audit/trail')).statusCode).toBe(403);
    const auditor = await t.signIn('auditor');
    const all = body(await get(auditor, '/audit/trail?page=1&max=100'));
    const rows = all.data as { audtId: number; audtAction: string; audtUserName: string }[];
    expect(rows.map((row) => row.audtId)).toEqual([...rows.map((row) => row.audtId)].sort((a, b) => b - a));
    const staffOnly = body(await get(auditor, '/audit/trail?finds[audtUserName]=staff&finds[audtAction]=auth.company-switch'));
    expect(staffOnly.data).toEqual([expect.objectContaining({ audtUserName: 'staff', audtAction: 'auth.company-switch', audtCompId: null, audtDetails: { from: null, to: 1 } })]);
    expect((body(await get(auditor, `/audit/trail?from=${TODAY}&to=${TODAY}&search=1`)).pagination as { totalData: number }).totalData).toBeGreaterThan(0);
    expect((await get(auditor, '/audit/trail?finds[audtHash]=x')).statusCode).toBe(400);
  });
});
