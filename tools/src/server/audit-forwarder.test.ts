import { publish } from '../release/publish';
import { rollback } from '../release/rollback';
import { journalAction } from '../release/release-journal';
import { releaseWorkspace } from '../release/testing/release-fixtures';
import { auditForwarder } from './audit-forwarder';

const workspace = releaseWorkspace();
const KEY = 'k'.repeat(40);

let posted: { authorization: string | null; authentication: string | null; body: Record<string, unknown> }[];
let answer: () => Response | Promise<Response>;
const api: typeof fetch = async (_url, init) => {
  const headers = new Headers(init?.headers);
  const response = await answer();
  if (response.ok) posted.push({ authorization: headers.get('authorization'), authentication: headers.get('authentication'), body: JSON.parse(String(init?.body)) as Record<string, unknown> });
  return response;
};

beforeEach(() => {
  posted = [];
  answer = () => new Response('{}', { status: 201 });
});

const forwarderOf = (serviceKey: string | null = KEY) => {
  const forwarder = auditForwarder({ releasesDir: workspace.releasesDir(), apiUrl: 'http://api.internal', serviceKey: serviceKey ?? undefined, fetchImpl: api, intervalMs: 60_000, log: () => undefined });
  workspace.closeFirst(() => forwarder.stop());
  return forwarder;
};

describe('the audit forwarder', () => {
  it('tells the audit trail every release action once, with the release plane key, never a user token', async () => {
    const first = await publish('mf-master', { distDir: await workspace.fakeBuild('mf_master', 'one'), by: 'rina' });
    const second = await publish('mf-master', { distDir: await workspace.fakeBuild('mf_master', 'two'), by: 'rina' });
    await rollback('mf-master', { by: 'release', authenticated: true, expectedActive: second.version });
    await journalAction({ app: 'mf-master', action: 'rollback', outcome: 'failed', actor: { kind: 'cli', name: 'budi' }, message: 'Refusing to roll back' });
    const forwarder = forwarderOf();
    await forwarder.flush();
    expect(posted.map((call) => [call.body.action, call.body.outcome, call.body.version ?? null, call.body.actor])).toEqual([
      ['publish', 'success', first.version, { kind: 'cli', name: expect.stringMatching(/^rina/) }],
      ['publish', 'success', second.version, { kind: 'cli', name: expect.stringMatching(/^rina/) }],
      ['rollback', 'success', first.version, { kind: 'user', name: 'release' }],
      ['rollback', 'failed', null, { kind: 'cli', name: 'budi' }],
    ]);
    expect(new Set(posted.map((call) => call.authorization))).toEqual(new Set([`Bearer ${KEY}`]));
    expect(posted.every((call) => call.authentication === null)).toBe(true);
    expect(new Set(posted.map((call) => call.body.id)).size).toBe(4);

    await forwarder.flush();
    expect(posted).toHaveLength(4);
    // A new forwarder (a restart) does not send them again either, but sends what came since.
    await rollback('mf-master', { by: 'release', authenticated: true, to: second.version, expectedActive: first.version });
    await forwarderOf().flush();
    expect(posted.map((call) => call.body.action)).toEqual(['publish', 'publish', 'rollback', 'rollback', 'activate']);
  });

  it('keeps what the API could not take and sends it once it answers again', async () => {
    await publish('mf-master', { distDir: await workspace.fakeBuild('mf_master', 'one') });
    answer = () => new Response('{}', { status: 503 });
    const forwarder = forwarderOf();
    await forwarder.flush();
    answer = () => Promise.reject(new TypeError('fetch failed'));
    await forwarder.flush();
    expect(posted).toEqual([]);
    answer = () => new Response('{}', { status: 201 });
    await forwarder.flush();
    expect(posted.map((call) => call.body.action)).toEqual(['publish']);
  });

  it('sends nothing without the key, and loses nothing: all of it goes once the key is set', async () => {
    await publish('mf-master', { distDir: await workspace.fakeBuild('mf_master', 'one') });
    await forwarderOf(null).flush();
    expect(posted).toEqual([]);
    await forwarderOf().flush();
    expect(posted).toHaveLength(1);
  });
});
