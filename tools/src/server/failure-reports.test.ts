import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { publish } from '../release/publish';
import { readRegistry } from '../release/registry-store';
import { releaseWorkspace } from '../release/testing/release-fixtures';
import { COHORT_COOKIE, cohortBucket, newCohortId } from './cohort';
import { readConsoleServerConfig } from './console-config';
import { buildConsoleServer } from './console-server';
import { HEALTH_FILE_NAME } from './release-health-store';

const workspace = releaseWorkspace();
let server: FastifyInstance;
let aborts: string[];

beforeEach(async () => {
  aborts = [];
  server = await buildConsoleServer(readConsoleServerConfig({}, workspace.releasesDir()), {
    reports: { rateLimit: { burst: 8, perMinute: 8 }, onAbort: (app, version, reason) => aborts.push(`${app} ${version}: ${reason}`) },
  });
});
afterEach(() => server.close());

/** A browser of the given cohort (inside or outside a 50 % canary of mf-master). */
function browserIn(canary: boolean): string {
  for (;;) {
    const id = newCohortId();
    if (cohortBucket(id, 'mf-master') < 50 === canary) return id;
  }
}

const report = (cohort: string, body: object, headers: Record<string, string> = {}) =>
  server.inject({
    method: 'POST',
    url: '/api/releases/reports',
    headers: { 'content-type': 'application/json', cookie: `${COHORT_COOKIE}=${cohort}`, ...headers },
    payload: JSON.stringify(body),
  });

async function stableAndCanary() {
  await publish('shell', { distDir: await workspace.fakeBuild('shell', 'shell-1', { page: true }) });
  const stable = (await publish('mf-master', { distDir: await workspace.fakeBuild('mf_master', 'stable') })).version;
  const canary = (await publish('mf-master', { distDir: await workspace.fakeBuild('mf_master', 'canary'), canary: 50 })).version;
  return { stable, canary };
}

describe('the registry per cohort', () => {
  it('gives a page a cohort cookie, then the registry of that cohort with an ETag, and 304 while it is unchanged', async () => {
    const { stable, canary } = await stableAndCanary();
    const page = await server.inject({ url: '/dashboard/home' });
    expect(page.headers['set-cookie']).toMatch(new RegExp(`^${COHORT_COOKIE}=[A-Za-z0-9_-]{22}; Path=/; Max-Age=\\d+; HttpOnly; SameSite=Lax$`));
    const cookie = String(page.headers['set-cookie']).split(';')[0]!;
    const id = cookie.split('=')[1]!;
    const first = await server.inject({ url: '/registry.json', headers: { cookie } });
    expect(first.headers['cache-control']).toBe('no-store, max-age=0');
    expect(first.json().apps['mf-master'].active).toBe(cohortBucket(id, 'mf-master') < 50 ? canary : stable);
    const again = await server.inject({ url: '/registry.json', headers: { cookie, 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // The same browser keeps its cohort: its page load sets no new cookie.
    expect((await server.inject({ url: '/dashboard/home', headers: { cookie } })).headers['set-cookie']).toBeUndefined();
  });

  it('answers each cohort its own release, and a new ETag once the registry changes', async () => {
    const { stable, canary } = await stableAndCanary();
    const inside = await server.inject({ url: '/registry.json', headers: { cookie: `${COHORT_COOKIE}=${browserIn(true)}` } });
    const outside = await server.inject({ url: '/registry.json', headers: { cookie: `${COHORT_COOKIE}=${browserIn(false)}` } });
    expect(inside.json().apps['mf-master'].active).toBe(canary);
    expect(outside.json().apps['mf-master'].active).toBe(stable);
    expect(inside.headers.etag).not.toBe(outside.headers.etag);
    await publish('mf-notifications', { distDir: await workspace.fakeBuild('mf_notifications', 'n') });
    const changed = await server.inject({ url: '/registry.json', headers: { cookie: `${COHORT_COOKIE}=${browserIn(false)}`, 'if-none-match': String(outside.headers.etag) } });
    expect(changed.statusCode).toBe(200);
  });
});

describe('failure reports', () => {
  it('counts reports about an active release or a canary, and nothing else', async () => {
    const { stable, canary } = await stableAndCanary();
    const browser = browserIn(true);
    expect((await report(browser, { app: 'mf-master', version: canary, kind: 'loaded' })).json()).toEqual({ counted: true, status: { error: 0, message: 'Report received.' } });
    expect((await report(browser, { app: 'mf-master', version: stable, kind: 'load-failed', message: 'TypeError: x\n    at stack' })).statusCode).toBe(202);
    expect((await report(browser, { app: 'mf-master', version: 'made-up', kind: 'loaded' })).json()).toMatchObject({ counted: false });
    await server.close();
    const saved = JSON.parse(await readFile(path.join(workspace.releasesDir(), HEALTH_FILE_NAME), 'utf8')) as { apps: Record<string, Record<string, object>> };
    expect(saved.apps['mf-master']).toEqual({
      [canary]: { loaded: 1, loadFailed: 0, renderFailed: 0, lastFailure: null, lastFailureAt: null },
      [stable]: { loaded: 0, loadFailed: 1, renderFailed: 0, lastFailure: 'TypeError: x', lastFailureAt: expect.any(String) },
    });
  });

  it('refuses what is not a short JSON report from the console', async () => {
    const { canary } = await stableAndCanary();
    const browser = browserIn(true);
    expect((await report(browser, { app: 'mf-master', version: canary, kind: 'exploded' })).statusCode).toBe(400);
    expect((await report(browser, { app: 'nope', version: canary, kind: 'loaded' })).statusCode).toBe(400);
    expect((await report(browser, { app: 'mf-master', version: canary, kind: 'render-failed', message: 'x'.repeat(5000) })).statusCode).toBe(413);
    expect((await report(browser, { app: 'mf-master', version: canary, kind: 'loaded' }, { 'content-type': 'text/plain' })).statusCode).toBe(415);
    expect((await report(browser, { app: 'mf-master', version: canary, kind: 'loaded' }, { origin: 'https://evil.example' })).statusCode).toBe(403);
  });

  it('limits the rate of each browser, not of the others', async () => {
    const { stable } = await stableAndCanary();
    const chatty = browserIn(false);
    const codes: number[] = [];
    for (let index = 0; index < 10; index += 1) codes.push((await report(chatty, { app: 'mf-master', version: stable, kind: 'loaded' })).statusCode);
    expect(codes).toEqual([202, 202, 202, 202, 202, 202, 202, 202, 429, 429]);
    const limited = await report(chatty, { app: 'mf-master', version: stable, kind: 'loaded' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await report(browserIn(false), { app: 'mf-master', version: stable, kind: 'loaded' })).statusCode).toBe(202);
  });

  it('aborts a canary automatically once its failures cross the rule, saying why in the history', async () => {
    const { stable, canary } = await stableAndCanary();
    for (let page = 0; page < 4; page += 1) {
      const browser = browserIn(true);
      await report(browser, { app: 'mf-master', version: canary, kind: 'loaded' });
      await report(browser, { app: 'mf-master', version: canary, kind: 'render-failed', message: "TypeError: Cannot read properties of undefined (reading 'rows')" });
    }
    expect((await readRegistry()).apps['mf-master']?.canary?.version).toBe(canary);
    const last = browserIn(true);
    await report(last, { app: 'mf-master', version: canary, kind: 'loaded' });
    await report(last, { app: 'mf-master', version: canary, kind: 'render-failed', message: "TypeError: Cannot read properties of undefined (reading 'rows')" });

    const reason = "aborted automatically: 5 of 5 loads failed: TypeError: Cannot read properties of undefined (reading 'rows')";
    const entry = (await readRegistry()).apps['mf-master'];
    expect(entry?.canary).toBeUndefined();
    expect(entry?.active).toBe(stable);
    expect(entry?.history.at(-1)).toMatchObject({ action: 'abort', version: canary, from: stable, by: 'console', reason });
    expect(aborts).toEqual([`mf-master ${canary}: ${reason}`]);
    // A fresh page of the canary's cohort gets the stable release.
    expect((await server.inject({ url: '/registry.json', headers: { cookie: `${COHORT_COOKIE}=${last}` } })).json().apps['mf-master'].active).toBe(stable);
    expect((await report(last, { app: 'mf-master', version: canary, kind: 'render-failed' })).json()).toMatchObject({ counted: false });
  });
});
