import type { ReleasesReply } from '@console/shared/release-plane';
import type { FastifyInstance } from 'fastify';
import { publish } from '../release/publish';
import { readRegistry } from '../release/registry-store';
import { releaseWorkspace, sharedWith } from '../release/testing/release-fixtures';
import { readConsoleServerConfig } from './console-config';
import { buildConsoleServer } from './console-server';
import { jsonFileHealthStore, type ReleaseHealthStore } from './release-health-store';

const workspace = releaseWorkspace();

/** Status replies of the API, by token, as `GET /security/authentication/status` sends them. */
const company = { active: { compId: 1, compName: 'PT Toko' }, available: [{ compId: 1, compName: 'PT Toko' }] };
const ok = { error: 0, message: 'User status retrieved.' };
const STATUSES: Record<string, { code: number; body: unknown }> = {
  release: { code: 200, body: { username: 'release', access: { console_release: ['read', 'update'], dashboard_notification: ['read'] }, company, status: ok } },
  viewer: { code: 200, body: { username: 'viewer', access: { console_release: ['read'] }, company, status: ok } },
  staff: { code: 200, body: { username: 'staff', access: { dashboard_notification: ['read'] }, company, status: ok } },
  nocompany: { code: 200, body: { username: 'release', access: { console_release: ['read', 'update'] }, company: { active: null, available: [] }, status: ok } },
  idle: { code: 200, body: { status: { error: 1, errorCode: 411, message: 'Sesi login telah habis.' } } },
  revoked: { code: 401, body: { status: { error: 1, message: 'Token tidak valid.' } } },
};

const SERVICE_KEY = 'release-service-key-of-this-console-0123456789';
let apiCalls: string[] = [];
let audited: { headers: Headers; body: Record<string, unknown> }[] = [];
let apiDown = false;
const fakeApi: typeof fetch = async (input, init) => {
  const headers = new Headers(init?.headers);
  const token = headers.get('authentication') ?? '';
  apiCalls.push(`${String(input)} ${token}`);
  if (apiDown) throw new TypeError('fetch failed');
  if (String(input).endsWith('/audit/release-actions')) {
    audited.push({ headers, body: JSON.parse(String(init?.body)) as Record<string, unknown> });
    return new Response(JSON.stringify({ data: { audtId: audited.length }, status: { error: 0, message: 'Release action recorded.' } }), { status: 201 });
  }
  const answer = STATUSES[token] ?? STATUSES.revoked!;
  return new Response(JSON.stringify(answer.body), { status: answer.code, headers: { 'content-type': 'application/json' } });
};

let server: FastifyInstance;
let health: ReleaseHealthStore;
beforeEach(async () => {
  apiCalls = [];
  audited = [];
  apiDown = false;
  health = await jsonFileHealthStore(workspace.releasesDir());
  const config = readConsoleServerConfig(
    { API_PUBLIC_URL: 'http://api.public', API_INTERNAL_URL: 'http://127.0.0.1:3999', RELEASE_SERVICE_KEY: SERVICE_KEY },
    workspace.releasesDir(),
  );
  server = await buildConsoleServer(config, { health, fetchImpl: fakeApi });
  workspace.closeFirst(() => server.close());
});

/** Waits until the audit trail has been told what `match` finds (the forwarder runs after the reply). */
async function auditedSoon(match: (body: Record<string, unknown>) => boolean) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const found = audited.find((call) => match(call.body));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`Not audited: ${JSON.stringify(audited.map((call) => call.body))}`);
}

const list = (token?: string) => server.inject({ method: 'GET', url: '/api/releases', headers: token ? { authentication: token } : {} });
const act = (token: string, app: string, action: string, payload: object = {}, headers: Record<string, string> = {}) =>
  server.inject({ method: 'POST', url: `/api/releases/${app}/${action}`, headers: { authentication: token, 'content-type': 'application/json', ...headers }, payload });

async function twoMasterReleases() {
  const shell = await publish('shell', { distDir: await workspace.fakeBuild('shell', 'shell-1', { page: true }) });
  const v1 = await publish('mf-master', { distDir: await workspace.fakeBuild('mf_master', 'one'), by: 'ci' });
  const v2 = await publish('mf-master', { distDir: await workspace.fakeBuild('mf_master', 'two'), by: 'ci' });
  return { shell: shell.version, v1: v1.version, v2: v2.version };
}

describe('who may use the release endpoints', () => {
  it('asks the API who holds the token, server to server, on every call', async () => {
    await list('release');
    await list('release');
    expect(apiCalls).toEqual(['http://127.0.0.1:3999/security/authentication/status release', 'http://127.0.0.1:3999/security/authentication/status release']);
  });

  it('answers 401 without a token and with one the API does not take, idle-expired included', async () => {
    for (const token of [undefined, 'revoked', 'idle', 'x'.repeat(600)]) {
      const reply = await list(token);
      expect(reply.statusCode).toBe(401);
      expect(reply.json()).toEqual({ status: { error: 1, message: expect.any(String) } });
    }
    expect((await list('idle')).json()).toEqual({ status: { error: 1, message: 'Sesi login telah habis.' } });
  });

  it('answers 403 without console_release, and without an active company', async () => {
    expect((await list('staff')).statusCode).toBe(403);
    expect((await list('staff')).json()).toEqual({ status: { error: 1, message: 'Permission console_release.read is required.' } });
    expect((await list('nocompany')).json()).toEqual({ status: { error: 1, message: 'No active company: select a company first.' } });
    const { v1 } = await twoMasterReleases();
    expect((await act('staff', 'mf-master', 'rollback', { to: v1 })).statusCode).toBe(403);
    // Every refusal reaches the audit trail as denied, with who asked.
    const denied = await auditedSoon((body) => body.outcome === 'denied' && (body.actor as { name: string }).name === 'staff' && body.app === 'mf-master');
    expect(denied.body).toMatchObject({ action: 'access', message: expect.stringContaining('refused (403): Permission console_release.update is required.') });
    expect((await auditedSoon((body) => body.outcome === 'denied' && (body.actor as { name: string }).name === 'release')).body.message).toContain('No active company');
  });

  it('lets a holder of read list but not act', async () => {
    const { v2 } = await twoMasterReleases();
    expect((await list('viewer')).statusCode).toBe(200);
    const reply = await act('viewer', 'mf-master', 'rollback', {});
    expect(reply.statusCode).toBe(403);
    expect(reply.json()).toEqual({ status: { error: 1, message: 'Permission console_release.update is required.' } });
    expect((await readRegistry()).apps['mf-master']?.active).toBe(v2);
  });

  it('answers 502 when the API cannot say who it is, and changes nothing', async () => {
    const { v2 } = await twoMasterReleases();
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    apiDown = true;
    expect((await list('release')).statusCode).toBe(502);
    expect((await act('release', 'mf-master', 'rollback', {})).statusCode).toBe(502);
    expect((await readRegistry()).apps['mf-master']?.active).toBe(v2);
    // The refusals wait in the releases folder for the audit trail, and the console server says so.
    for (let tries = 0; tries < 100 && logged.mock.calls.length === 0; tries += 1) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('The audit trail could not be reached'));
    logged.mockRestore();
  });

  it('refuses a change another site asks a browser to make, and a body that is not JSON', async () => {
    const { v2 } = await twoMasterReleases();
    expect((await act('release', 'mf-master', 'rollback', {}, { origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await act('release', 'mf-master', 'rollback', {}, { 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    const form = await server.inject({ method: 'POST', url: '/api/releases/mf-master/rollback', headers: { authentication: 'release', 'content-type': 'text/plain' }, payload: 'to=x' });
    expect(form.statusCode).toBe(415);
    expect((await readRegistry()).apps['mf-master']?.active).toBe(v2);
    // The console's own page passes.
    expect((await act('release', 'mf-master', 'rollback', {}, { origin: 'http://localhost:80', host: 'localhost:80', 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
  });
});

describe('the release endpoints', () => {
  it('list every app with its active release, who made it so, and what a rollback may return to', async () => {
    const { shell, v1, v2 } = await twoMasterReleases();
    const reply = await list('release');
    expect(reply.statusCode).toBe(200);
    const body = reply.json<ReleasesReply>();
    expect(body.status).toEqual({ error: 0, message: 'Releases retrieved.' });
    expect(body.apps.map((row) => [row.app, row.active?.version ?? null])).toEqual([
      ['shell', shell],
      ['mf-transactions', null],
      ['mf-master', v2],
      ['mf-notifications', null],
    ]);
    const master = body.apps[2]!;
    // The fake builds carry a build-info.json with a commit; their checks passed (no shell to load them under).
    expect(master.active).toMatchObject({ by: 'ci', authenticated: false, commit: 'abcdef0123456789abcdef0123456789abcdef01', verified: true, health: { loads: 0, failures: 0, lastFailure: null } });
    expect(master.previous).toBe(v1);
    expect(master.candidates.map((candidate) => candidate.version)).toEqual([v1]);
    expect(master.history.map((event) => [event.action, event.version])).toEqual([
      ['publish', v2],
      ['publish', v1],
    ]);
  });

  it('roll back through the release tooling, naming the signed-in user as proven', async () => {
    const { v1, v2 } = await twoMasterReleases();
    const reply = await act('release', 'mf-master', 'rollback', { to: v1, from: v2 });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ result: { from: v2, to: v1, action: 'rollback' }, status: { error: 0, message: `Rolled back mf-master to ${v1}.` } });
    expect((await readRegistry()).apps['mf-master']?.history.at(-1)).toMatchObject({ action: 'rollback', version: v1, from: v2, by: 'release', authenticated: true });
    // Told to the API's audit trail by the release plane, with its own key, never the user's token (decision 141).
    const recorded = await auditedSoon((body) => body.action === 'rollback');
    expect(recorded.headers.get('authorization')).toBe(`Bearer ${SERVICE_KEY}`);
    expect(recorded.headers.get('authentication')).toBeNull();
    expect(recorded.body).toMatchObject({ app: 'mf-master', action: 'rollback', outcome: 'success', version: v1, actor: { kind: 'user', name: 'release' } });
    const row = (await list('release')).json<ReleasesReply>().apps[2]!;
    expect(row.active).toMatchObject({ version: v1, by: 'release', authenticated: true });
  });

  it("pass on the compatibility check's refusal word for word, and a state that changed since the person looked", async () => {
    const { v2 } = await twoMasterReleases();
    const newer = await workspace.fakeBuild('mf_master', 'newer', { shared: sharedWith('@console/shared', { version: '1.2.0' }) });
    const forced = await publish('mf-master', { distDir: newer, force: true });
    await publish('mf-master', { distDir: await workspace.fakeBuild('mf_master', 'three') });
    const refused = await act('release', 'mf-master', 'rollback', { to: forced.version });
    expect(refused.statusCode).toBe(409);
    const message = (refused.json() as { status: { message: string } }).status.message;
    expect(message).toMatch(new RegExp(`^Refusing to roll mf-master back to ${forced.version}:\\n  - compatibility: shell \\S+ cannot run it: @console/shared: built against 1\\.2\\.0, newer than the 1\\.1\\.0 the shell provides\\n`));
    const stale = await act('release', 'mf-master', 'rollback', { from: v2 });
    expect(stale.statusCode).toBe(409);
    await auditedSoon((body) => body.outcome === 'failed' && body.action === 'rollback' && String(body.message).startsWith('The active release of mf-master is now'));
    expect(stale.json()).toEqual({ status: { error: 1, message: expect.stringMatching(/^The active release of mf-master is now \S+, not .*: look again before you roll it back\.$/) } });
    expect((await act('release', 'mf-nothing', 'rollback', {})).statusCode).toBe(404);
    expect((await act('release', 'mf-master', 'rollback', { to: 42 })).statusCode).toBe(400);
  });

  it('promote and abort a canary, and show it with its figures', async () => {
    await twoMasterReleases();
    const canary = await publish('mf-master', { distDir: await workspace.fakeBuild('mf_master', 'canary'), canary: 20 });
    await health.record('mf-master', canary.version, { kind: 'loaded', load: true, failingPage: false, message: null, at: new Date() });
    const row = (await list('release')).json<ReleasesReply>().apps[2]!;
    expect(row.canary).toMatchObject({ version: canary.version, percent: 20, startedAt: canary.publishedAt, by: expect.any(String), ramp: null, damaged: null });
    expect(row.canary?.health).toMatchObject({ loads: 1, failures: 0, lastFailure: null, byKind: { 'load-failed': 0, 'render-failed': 0, 'uncaught-error': 0, 'api-failed': 0 } });
    expect(row.canary?.stableHealth).toMatchObject({ loads: 0, failures: 0 });
    expect(row.candidates.map((candidate) => candidate.version)).not.toContain(canary.version);

    expect((await act('release', 'mf-master', 'promote', { version: 'another' })).statusCode).toBe(409);
    const promoted = await act('release', 'mf-master', 'promote', { version: canary.version });
    expect(promoted.json()).toMatchObject({ status: { error: 0, message: `Promoted the canary of mf-master: ${canary.version} is the stable release.` } });
    expect((await readRegistry()).apps['mf-master']).toMatchObject({ active: canary.version });

    const next = await publish('mf-master', { distDir: await workspace.fakeBuild('mf_master', 'canary-2'), canary: 50 });
    const aborted = await act('release', 'mf-master', 'abort', { version: next.version });
    expect(aborted.json()).toMatchObject({ status: { error: 0, message: `Aborted the canary of mf-master: every browser gets ${canary.version}.` } });
    expect((await readRegistry()).apps['mf-master']?.history.at(-1)).toMatchObject({ action: 'abort', version: next.version, by: 'release', authenticated: true });
  });

  it('answer an unknown path under /api as JSON, not with the page', async () => {
    const reply = await server.inject({ url: '/api/releases/mf-master/history' });
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toEqual({ status: { error: 1, message: 'Not found' } });
  });
});
