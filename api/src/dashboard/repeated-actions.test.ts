import { body, createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let staff: string;
beforeEach(async () => {
  t = await createTestApp();
  staff = await t.signIn('staff', 1);
});
afterEach(() => t.close());

const idOf = (status: string) =>
  (t.db.prepare("SELECT trctId FROM transactions WHERE trctCompId = 1 AND trctType = 'va' AND trctStatus = ? ORDER BY trctId LIMIT 1").get(status) as { trctId: number }).trctId;
const sends = (trctId: number) =>
  (t.db.prepare('SELECT COUNT(*) AS n FROM notification_history h JOIN notifications n ON n.notiId = h.nohiNotiId WHERE n.notiTrctId = ?').get(trctId) as { n: number }).n;
const resend = (token: string, trctId: number) =>
  t.app.inject({ method: 'POST', url: `/dashboard/transactionVa/send_notification/${trctId}`, headers: { authentication: token }, payload: { type: 'va' } });
const inquire = (token: string, trctId: number) =>
  t.app.inject({ method: 'POST', url: `/dashboard/transactionVa/inquiry_status/${trctId}`, headers: { authentication: token }, payload: { type: 'va' } });
const auditRows = (action: string) =>
  t.db.prepare<[string], { audtUserName: string; audtOutcome: string; audtTarget: string }>('SELECT audtUserName, audtOutcome, audtTarget FROM audit_trail WHERE audtAction = ? ORDER BY audtId').all(action);

describe('a resend or inquiry repeated within the window gets the first result', () => {
  test('50 resends at once reach the merchant once; the rest answer the first result, beyond the limit 429', async () => {
    const id = idOf('00');
    const before = sends(id);
    const replies = await Promise.all(Array.from({ length: 50 }, () => resend(staff, id)));
    expect(sends(id)).toBe(before + 1);
    const ok = replies.filter((reply) => reply.statusCode === 200).map((reply) => body(reply));
    const limited = replies.filter((reply) => reply.statusCode === 429);
    expect(ok).toHaveLength(30);
    expect(limited).toHaveLength(20);
    expect(ok.filter((reply) => reply.repeated === true)).toHaveLength(29);
    expect(ok.every((reply) => reply.success === true && reply.responseCode === 200)).toBe(true);
    expect(String(ok.find((reply) => reply.repeated)?.message)).toMatch(/^Already sent 0 s ago: the merchant was not notified again\. First result: Notification sent to the merchant\.$/);
    // The documented error shape, with when to come back.
    expect(body(limited[0]!)).toEqual({ status: { error: 1, message: expect.stringMatching(/at most 30 a minute/) } });
    expect(limited[0]?.headers['retry-after']).toBe('60');
    const trail = auditRows('transaction.resend-notification');
    expect(trail).toHaveLength(30);
    expect(trail.filter((row) => row.audtOutcome === 'success')).toHaveLength(1);
    expect(trail.every((row) => row.audtUserName === 'staff')).toBe(true);
  });

  test('after the window a resend reaches the merchant again; another user is not answered with the first user\'s result', async () => {
    const id = idOf('00');
    const before = sends(id);
    await resend(staff, id);
    t.clock.advanceMinutes(0.25);
    const repeated = body(await resend(staff, id));
    expect(repeated.repeated).toBe(true);
    expect(repeated.firstAnsweredSecondsAgo).toEqual(expect.any(Number));
    const admin = await t.signIn('admin', 1);
    expect(body(await resend(admin, id)).repeated).toBeUndefined();
    expect(sends(id)).toBe(before + 2);
    t.clock.advanceMinutes(0.3);
    expect(body(await resend(staff, id)).repeated).toBeUndefined();
    expect(sends(id)).toBe(before + 3);
    // Who sent each is kept with the send.
    const by = t.db.prepare('SELECT h.nohiRequestedBy FROM notification_history h JOIN notifications n ON n.notiId = h.nohiNotiId WHERE n.notiTrctId = ? ORDER BY h.nohiId DESC LIMIT 3').all(id);
    expect(by).toEqual([{ nohiRequestedBy: 'staff' }, { nohiRequestedBy: 'admin' }, { nohiRequestedBy: 'staff' }]);
  });

  test('an inquiry repeated at once asks the bank once and answers the first result', async () => {
    const id = idOf('03');
    const logs = () => (t.db.prepare('SELECT COUNT(*) AS n FROM inquiry_logs WHERE inqlTrctId = ?').get(id) as { n: number }).n;
    const [first, second] = await Promise.all([inquire(staff, id), inquire(staff, id)]);
    expect(logs()).toBe(1);
    expect(body(second!).repeated).toBe(true);
    expect(body(second!).success).toBe(body(first!).success);
    expect(String(body(second!).message)).toMatch(/^Already asked 0 s ago: the bank was not asked again\. First result: /);
    expect(auditRows('transaction.inquiry').map((row) => row.audtOutcome)).toEqual([body(first!).success ? 'success' : 'failed', 'repeated']);
  });
});
