import { buildApp } from '../app';
import { configWith } from '../config';
import { body, createTestApp, type TestApp } from '../testing/test-app';
import { type AuditRow, verifyChain } from './audit-trail';

/**
 * Issue 33: release rows were self-reported (the release user posted an abort of a made-up app
 * with a formula as its address and got 201). Release rows now come from the release plane itself,
 * with the release service key, each report once by its idempotency key (decision 121).
 */

const KEY = 'test-release-service-key-0123456789-abcdef';
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ releaseServiceKey: KEY });
});
afterEach(() => t.close());

const report = {
  id: 'console-server:rollback:0001',
  at: '2026-11-21T05:00:30.000Z',
  app: 'mf-master',
  action: 'rollback',
  outcome: 'success',
  version: '1.4.0-7f3a2c1',
  actor: { kind: 'user', name: 'release' },
  message: 'Rolled back mf-master to 1.4.0-7f3a2c1.',
  clientAddress: '10.0.0.8',
};
const post = (payload: unknown, headers: Record<string, string | undefined> = { authorization: `Bearer ${KEY}` }, app = t.app) =>
  app.inject({ method: 'POST', url: '/audit/release-actions', headers, payload: payload as object });
const releaseRows = () => t.db.prepare<[], AuditRow>("SELECT * FROM audit_trail WHERE audtAction LIKE 'release.%' ORDER BY audtId").all();
const refusals = () => t.db.prepare<[], AuditRow>("SELECT * FROM audit_trail WHERE audtOutcome = 'denied' ORDER BY audtId").all();

describe('only the release plane records release actions', () => {
  test("the issue's forged report with the release user's token is refused (403, recorded), nothing written", async () => {
    const release = await t.signIn('release', 1);
    const forged = { app: 'zz-not-an-app', action: 'abort', outcome: 'failed', clientAddress: '=HYPERLINK("http://evil.example","x")' };
    for (const headers of [{ authentication: release }, { authorization: `Bearer ${release}` }]) {
      const reply = await post(forged, headers);
      expect([reply.statusCode, body(reply)]).toEqual([403, { status: { error: 1, message: "Release actions are recorded by the release plane itself: a user's token is not enough." } }]);
    }
    expect(releaseRows()).toEqual([]);
    expect(refusals().map((row) => [row.audtUserName, row.audtAction, row.audtTarget])).toEqual([['release', 'access.denied', 'POST /audit/release-actions']]);
  });

  test('no key or a wrong key: 401, recorded once per client a minute', async () => {
    for (const headers of [{}, { authorization: 'Bearer wrong-key-wrong-key-wrong-key-wrong' }, { authorization: `Bearer ${KEY}x` }, { authorization: KEY }]) {
      const reply = await post(report, headers);
      expect([reply.statusCode, body(reply).status]).toEqual([401, { error: 1, message: 'The release service key is required (Authorization: Bearer <key>).' }]);
    }
    expect(releaseRows()).toEqual([]);
    expect(refusals().map((row) => [row.audtAction, row.audtUserName, row.audtClientAddress])).toEqual([['access.unauthenticated', null, '127.0.0.1']]);
  });

  test('without a configured key the endpoint answers 503 and writes nothing', async () => {
    const app = await buildApp({ config: configWith({ databaseFile: t.file, releaseServiceKey: null }), db: t.db, now: t.clock.now });
    try {
      const reply = await post(report, { authorization: `Bearer ${KEY}` }, app);
      expect([reply.statusCode, body(reply)]).toEqual([503, { status: { error: 1, message: 'Release actions cannot be recorded: the release service key is not configured.' } }]);
      expect(releaseRows()).toEqual([]);
    } finally {
      await app.close();
    }
  });
});

describe('a report', () => {
  test('is one row of the release plane: the actor, the app, what happened; not a user of the API', async () => {
    const reply = await post(report);
    expect(reply.statusCode).toBe(201);
    const [row] = releaseRows();
    expect(body(reply)).toEqual({ data: { audtId: row?.audtId }, status: { error: 0, message: 'Release action recorded.' } });
    expect(row).toMatchObject({ audtAction: 'release.rollback', audtTarget: 'mf-master', audtOutcome: 'success', audtUserId: null, audtUserName: 'release', audtCompId: null });
    expect(JSON.parse(row?.audtDetails ?? '{}')).toEqual({
      via: 'release-plane',
      eventId: report.id,
      at: report.at,
      actorKind: 'user',
      version: '1.4.0-7f3a2c1',
      message: report.message,
      reportedClientAddress: '10.0.0.8',
    });
    // The automatic abort and the CLI's actions, denied ones too.
    for (const [i, extra] of [
      { action: 'abort', actor: { kind: 'automatic', name: 'canary guard' }, version: undefined, clientAddress: undefined },
      { action: 'publish', actor: { kind: 'cli', name: 'ops@build-01' }, outcome: 'failed' },
      { action: 'access', actor: { kind: 'user', name: 'staff' }, outcome: 'denied', message: 'Permission console_release.update is required.' },
    ].entries()) {
      expect((await post({ ...report, id: `event-000${i}`, ...extra })).statusCode).toBe(201);
    }
    expect(releaseRows().map((r) => [r.audtAction, r.audtUserName, r.audtOutcome])).toEqual([
      ['release.rollback', 'release', 'success'],
      ['release.abort', 'canary guard', 'success'],
      ['release.publish', 'ops@build-01', 'failed'],
      ['release.access', 'staff', 'denied'],
    ]);
    expect(verifyChain(t.db).broken).toBeNull();
  });

  test('sent again, at once or after a restart, is recorded once and answers the first row', async () => {
    const [first, second] = await Promise.all([post(report), post(report)]);
    const codes = [first?.statusCode, second?.statusCode].sort();
    expect(codes).toEqual([200, 201]);
    const [row] = releaseRows();
    const again = [first, second].find((reply) => reply?.statusCode === 200);
    expect(body(again!)).toEqual({ data: { audtId: row?.audtId, repeated: true }, status: { error: 0, message: 'Release action already recorded.' } });
    // The API restarts: the key is in the database.
    await t.app.close();
    const restarted = await buildApp({ config: configWith({ databaseFile: t.file, releaseServiceKey: KEY }), db: t.db, now: t.clock.now });
    try {
      const reply = await post({ ...report, outcome: 'failed' }, { authorization: `Bearer ${KEY}` }, restarted);
      expect([reply.statusCode, body(reply).data]).toEqual([200, { audtId: row?.audtId, repeated: true }]);
    } finally {
      await restarted.close();
    }
    expect(releaseRows()).toHaveLength(1);
  });

  test.each([
    ['an unknown field', { ...report, user: 'x' }, 'Unknown property: user'],
    ['a short id', { ...report, id: 'abc' }, 'id must be 8-120 characters of letters, digits and . _ : @ -.'],
    ['an id with a space', { ...report, id: 'event 0001' }, 'id must be'],
    ['a time that is not UTC ISO-8601', { ...report, at: '2026-11-21 05:00' }, 'at must be an ISO-8601 UTC time'],
    ['a time more than 5 minutes ahead', { ...report, at: '2026-11-21T05:07:00.000Z' }, 'at must not be more than 5 minutes in the future.'],
    ['an app name that is not one', { ...report, app: 'MF Master' }, 'app must be an app name'],
    ['an action the release plane does not do', { ...report, action: 'delete' }, 'action must be one of publish, upload'],
    ['an outcome that is not one', { ...report, outcome: 'ok' }, 'outcome must be success, failed or denied.'],
    ['a long version', { ...report, version: 'v'.repeat(101) }, 'version must be text of 1-100 characters.'],
    ['no actor', { ...report, actor: undefined }, 'actor must be'],
    ['an actor with an extra field', { ...report, actor: { kind: 'user', name: 'x', admin: true } }, 'actor must be'],
    ['an actor name with a control character', { ...report, actor: { kind: 'cli', name: 'ops\u0007' } }, 'actor must be'],
    ['a long message', { ...report, message: 'm'.repeat(501) }, 'message must be text of at most 500 characters.'],
    ['a formula as the client address', { ...report, clientAddress: '=HYPERLINK("http://evil.example","x")' }, 'clientAddress must be an IPv4 or IPv6 address.'],
    ['a host name as the client address', { ...report, clientAddress: 'localhost' }, 'clientAddress must be an IPv4 or IPv6 address.'],
    ['not an object', ['x'], 'The request body must be a JSON object.'],
  ])('with %s is 400 and writes nothing', async (_what, payload, message) => {
    const reply = await post(payload);
    expect(reply.statusCode).toBe(400);
    expect((body(reply).status as { message: string }).message).toContain(message);
    expect(releaseRows()).toEqual([]);
  });

  test('an IPv6 address is an address; a message is kept as text: controls shown as such, cut to 200 characters', async () => {
    const message = `line one\nline two\u202Egnp.exe ${'x'.repeat(400)}`;
    expect((await post({ ...report, clientAddress: '2001:db8::8', message })).statusCode).toBe(201);
    const details = JSON.parse(releaseRows()[0]?.audtDetails ?? '{}') as { message: string; reportedClientAddress: string };
    expect(details.reportedClientAddress).toBe('2001:db8::8');
    expect(details.message).toHaveLength(200);
    expect(details.message.startsWith('line one line two\uFFFDgnp.exe xxx')).toBe(true);
  });
});
