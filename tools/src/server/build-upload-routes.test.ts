import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import * as tar from 'tar-stream';
import { packBuild } from '../release/build-archive';
import { publish } from '../release/publish';
import { readRegistry } from '../release/registry-store';
import { createTeamKey, KEYS_FILE, revokeTeamKey } from '../release/team-keys';
import { releaseWorkspace } from '../release/testing/release-fixtures';
import { COHORT_COOKIE, newCohortId } from './cohort';
import { readConsoleServerConfig } from './console-config';
import { buildConsoleServer } from './console-server';

const workspace = releaseWorkspace();
let server: FastifyInstance;

/** The API as the console server asks it who a token is: `release` may change releases. */
const api: typeof fetch = async (_input, init) => {
  const token = new Headers(init?.headers).get('authentication');
  if (token !== 'release') return new Response(JSON.stringify({ status: { error: 1, message: 'Token tidak valid.' } }), { status: 401 });
  const company = { active: { compId: 1, compName: 'PT Toko' }, available: [] };
  return new Response(JSON.stringify({ username: 'release', access: { console_release: ['read', 'update'] }, company, status: { error: 0, message: '' } }), { status: 200 });
};

beforeEach(async () => {
  server = await buildConsoleServer(readConsoleServerConfig({ RELEASE_REPORT_SECRET: 's'.repeat(40) }, workspace.releasesDir()), { fetchImpl: api });
  workspace.closeFirst(() => server.close());
  await publish('shell', { distDir: await workspace.fakeBuild('shell', 'shell-1', { page: true }) });
});

const upload = (app: string, body: Buffer, headers: Record<string, string>) =>
  server.inject({ method: 'POST', url: `/api/releases/${app}/builds`, headers: { 'content-type': 'application/gzip', ...headers }, payload: body });
const bearer = (key: string) => ({ authorization: `Bearer ${key}` });
const releaseFolders = async (app: string) => (await readdir(path.join(workspace.releasesDir(), app)).catch(() => [] as string[])).sort();

async function hostileArchive(): Promise<Buffer> {
  const pack = tar.pack();
  const chunks: Buffer[] = [];
  const collecting = (async () => {
    for await (const chunk of pack as AsyncIterable<Buffer>) chunks.push(chunk);
  })();
  pack.entry({ name: 'mf-manifest.json', type: 'file' }, '{}');
  pack.entry({ name: '../../registry.json', type: 'file' }, '{"schema":1,"apps":{}}');
  pack.finalize();
  await collecting;
  return gzipSync(Buffer.concat(chunks));
}

describe('uploading a build with a team key', () => {
  it('keeps a checked build inactive, with a preview link for one browser, until it is activated', async () => {
    const stable = await publish('mf-master', { distDir: await workspace.fakeBuild('mf_master', 'stable') });
    const { key } = await createTeamKey('mf-master', { name: 'master CI', by: 'rina' }, workspace.releasesDir());
    const uploaded = await upload('mf-master', await packBuild(await workspace.fakeBuild('mf_master', 'next')), bearer(key));
    expect(uploaded.statusCode).toBe(201);
    const { version, previewUrl, checks } = uploaded.json() as { version: string; previewUrl: string; checks: { name: string; status: string }[] };
    expect(checks.map((check) => [check.name, check.status])).toContainEqual(['integrity', 'passed']);
    expect(previewUrl).toMatch(new RegExp(`^http://localhost(:80)?/preview/mf-master/${version.replaceAll('.', '\\.')}\\?token=p1\\.`));
    const registry = await readRegistry();
    expect(registry.apps['mf-master']?.active).toBe(stable.version);
    expect(registry.apps['mf-master']?.history.at(-1)).toMatchObject({ action: 'upload', version, via: 'key', by: expect.stringContaining('master CI') });

    // The preview link pins the build for the browser that opens it, and nobody else.
    const opened = await server.inject({ url: new URL(previewUrl).pathname + new URL(previewUrl).search });
    expect(opened.statusCode).toBe(303);
    const previewCookie = String(opened.headers['set-cookie']).split(';')[0]!;
    expect(opened.headers['set-cookie']).toMatch(/HttpOnly; SameSite=Lax/);
    const cohort = `${COHORT_COOKIE}=${newCohortId()}`;
    const previewing = (await server.inject({ url: '/registry.json', headers: { cookie: `${cohort}; ${previewCookie}` } })).json();
    expect(previewing.apps['mf-master'].active).toBe(version);
    expect(previewing.preview).toMatchObject({ app: 'mf-master', version });
    expect((await server.inject({ url: '/registry.json', headers: { cookie: cohort } })).json().apps['mf-master'].active).toBe(stable.version);
    const page = await server.inject({ url: '/dashboard/home', headers: { cookie: previewCookie } });
    expect(page.body).toContain(`<meta name="console-preview" content="{&quot;app&quot;:&quot;mf-master&quot;,&quot;version&quot;:&quot;${version}&quot;`);
    // A tampered link or cookie pins nothing.
    expect((await server.inject({ url: `/preview/mf-master/${version}?token=p1.e30.AAAA` })).statusCode).toBe(403);
    expect((await server.inject({ url: `/preview/mf-master/${stable.version}${new URL(previewUrl).search}` })).statusCode).toBe(403);
    const tampered = (await server.inject({ url: '/registry.json', headers: { cookie: `${cohort}; ${previewCookie}x` } })).json();
    expect(tampered.apps['mf-master'].active).toBe(stable.version);
    const left = await server.inject({ url: '/preview/leave', headers: { cookie: previewCookie } });
    expect(left.headers['set-cookie']).toMatch(/^console_preview=; Path=\/; Max-Age=0/);

    // Activate: live for everyone, "activated" in the history; a rollback returns.
    const activated = await server.inject({
      method: 'POST',
      url: '/api/releases/mf-master/activate',
      headers: { authentication: 'release', 'content-type': 'application/json' },
      payload: { version, from: stable.version },
    });
    expect(activated.json()).toMatchObject({ status: { error: 0, message: `Activated mf-master ${version}.` }, result: { action: 'activate', from: stable.version, to: version } });
    expect((await server.inject({ url: '/registry.json', headers: { cookie: cohort } })).json().apps['mf-master'].active).toBe(version);
    const back = await server.inject({
      method: 'POST',
      url: '/api/releases/mf-master/rollback',
      headers: { authentication: 'release', 'content-type': 'application/json' },
      payload: { to: stable.version, from: version },
    });
    expect(back.json()).toMatchObject({ status: { message: `Rolled back mf-master to ${stable.version}.` } });
    expect((await readRegistry()).apps['mf-master']?.history.slice(-2).map((event) => event.action)).toEqual(['activate', 'rollback']);
  });

  it('refuses without a key (401), with a revoked or made-up one (401), and with a key of another app (403)', async () => {
    await publish('mf-master', { distDir: await workspace.fakeBuild('mf_master', 'stable') });
    const build = await packBuild(await workspace.fakeBuild('mf_master', 'next'));
    const master = await createTeamKey('mf-master', { by: 'rina' }, workspace.releasesDir());
    const notifications = await createTeamKey('mf-notifications', { by: 'rina' }, workspace.releasesDir());
    const revoked = await createTeamKey('mf-master', { by: 'rina' }, workspace.releasesDir());
    await revokeTeamKey(revoked.record.id, { by: 'rina' }, workspace.releasesDir());
    const before = await releaseFolders('mf-master');
    const [id] = master.key.split('.').slice(1);
    const cases: [Record<string, string>, number, string][] = [
      [{}, 401, 'Send a team key (Authorization: Bearer <key>) or sign in as a release manager.'],
      [bearer(revoked.key), 401, 'This key was revoked.'],
      [bearer(`rk.${id}.${'A'.repeat(43)}`), 401, 'This is not a key of this console.'],
      [bearer('rk.nonsense'), 401, 'This is not a key of this console.'],
      [bearer(notifications.key), 403, 'This key may upload builds of mf-notifications only.'],
      [{ authentication: 'someone-else' }, 401, 'Token tidak valid.'],
    ];
    for (const [headers, code, message] of cases) {
      const refused = await upload('mf-master', build, headers);
      expect([refused.statusCode, refused.json().status.message]).toEqual([code, message]);
    }
    expect(await releaseFolders('mf-master')).toEqual(before);
    // The key file holds hashes, never a key.
    const stored = await readFile(path.join(workspace.releasesDir(), KEYS_FILE), 'utf8');
    expect(stored).not.toContain(master.key.split('.')[2]);
  });

  it('refuses a hostile archive and a build the checks refuse, with the findings, and writes nothing', async () => {
    await publish('mf-master', { distDir: await workspace.fakeBuild('mf_master', 'stable') });
    const { key } = await createTeamKey('mf-master', { by: 'rina' }, workspace.releasesDir());
    const registryBefore = await readFile(path.join(workspace.releasesDir(), 'registry.json'), 'utf8');
    const before = await releaseFolders('mf-master');

    const hostile = await upload('mf-master', await hostileArchive(), bearer(key));
    expect(hostile.statusCode).toBe(422);
    expect(hostile.json().status.message).toBe('The build archive is refused: "../../registry.json" leaves its folder or has an empty segment. Nothing was kept.');
    const notTar = await upload('mf-master', Buffer.from('GIF89a'), bearer(key));
    expect(notTar.statusCode).toBe(422);
    const otherApps = await upload('mf-master', await packBuild(await workspace.fakeBuild('mf_notifications', 'wrong')), bearer(key));
    expect(otherApps.statusCode).toBe(422);
    expect(otherApps.json().checks).toContainEqual(expect.objectContaining({ name: 'identity', status: 'failed' }));
    expect((await upload('mf-master', Buffer.from('{}'), { ...bearer(key), 'content-type': 'application/json' })).statusCode).toBe(415);

    expect(await readFile(path.join(workspace.releasesDir(), 'registry.json'), 'utf8')).toBe(registryBefore);
    expect(await releaseFolders('mf-master')).toEqual(before);
  });
});
