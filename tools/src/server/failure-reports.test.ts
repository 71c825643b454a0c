import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { publish } from '../release/publish';
import { readRegistry } from '../release/registry-store';
import { releaseWorkspace } from '../release/testing/release-fixtures';
import { COHORT_COOKIE, cohortBucket, newCohortId } from './cohort';
import { readConsoleServerConfig } from './console-config';
import { buildConsoleServer } from './console-server';
import { JOURNAL_FILE } from '../release/release-journal';
import { HEALTH_FILE_NAME, jsonFileHealthStore, type ReleaseHealthStore } from './release-health-store';

const workspace = releaseWorkspace();
let server: FastifyInstance;
let aborts: string[];
let health: ReleaseHealthStore;

beforeEach(async () => {
  aborts = [];
  health = await jsonFileHealthStore(workspace.releasesDir());
  server = await buildConsoleServer(readConsoleServerConfig({}, workspace.releasesDir()), {
    health,
    reports: { rateLimit: { burst: 8, perMinute: 8 } },
    canaries: { intervalMs: 60_000, onChange: (app, action, reason) => aborts.push(`${app} ${action}: ${reason}`) },
  });
  workspace.closeFirst(() => server.close());
});

/** A browser of the given cohort (inside or outside a 50 % canary of mf-master). */
function browserIn(canary: boolean): string {
  for (;;) {
    const id = newCohortId();
    if (cohortBucket(id, 'mf-master') < 50 === canary) return id;
  }
}

/** What a page of this browser gets with its registry: its release of each app and their report tokens. */
async function pageOf(cohort: string, remoteAddress = '127.0.0.1'): Promise<Record<string, { active: string; token: string }>> {
  const answer = await server.inject({ url: '/registry.json', headers: { cookie: `${COHORT_COOKIE}=${cohort}` }, remoteAddress });
  const apps = answer.json().apps as Record<string, { active: string; reportToken: string }>;
  return Object.fromEntries(Object.entries(apps).map(([app, releases]) => [app, { active: releases.active, token: releases.reportToken }]));
}

const report = (cohort: string, body: object, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
  server.inject({
    method: 'POST',
    url: '/api/releases/reports',
    headers: { 'content-type': 'application/json', cookie: `${COHORT_COOKIE}=${cohort}`, ...headers },
    payload: JSON.stringify(body),
    remoteAddress,
  });

/** A page of a browser in (or out of) the canary's share reporting on the mf-master release it runs. */
async function reporter(canary: boolean, remoteAddress = '127.0.0.1') {
  const cohort = browserIn(canary);
  const page = (await pageOf(cohort, remoteAddress))['mf-master']!;
  return {
    ...page,
    cohort,
    send: (kind: string, extra: object = {}) => report(cohort, { app: 'mf-master', version: page.active, kind, token: page.token, ...extra }, {}, remoteAddress),
  };
}

const journalLines = async () =>
  (await readFile(path.join(workspace.releasesDir(), JOURNAL_FILE), 'utf8').catch(() => ''))
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { action: string; outcome: string; message: string; clientAddress?: string });

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
  it("counts a page's report on the release it was served, once per kind, and says so", async () => {
    const { stable, canary } = await stableAndCanary();
    const inside = await reporter(true);
    expect(inside.active).toBe(canary);
    expect((await inside.send('loaded')).json()).toEqual({ counted: true, status: { error: 0, message: 'Report received.' } });
    expect((await inside.send('loaded')).json()).toMatchObject({ counted: false });
    const outside = await reporter(false);
    expect((await outside.send('load-failed', { message: 'TypeError: x\n    at stack' })).json()).toMatchObject({ counted: true });
    expect((await outside.send('load-failed', { message: 'TypeError: again' })).json()).toMatchObject({ counted: false });
    await server.close();
    const saved = JSON.parse(await readFile(path.join(workspace.releasesDir(), HEALTH_FILE_NAME), 'utf8')) as { schema: number; apps: Record<string, Record<string, object>> };
    expect(saved.schema).toBe(2);
    expect(saved.apps['mf-master']?.[canary]).toMatchObject({ loads: 1, failures: 0, lastFailure: null });
    expect(saved.apps['mf-master']?.[stable]).toMatchObject({ loads: 1, failures: 1, byKind: { 'load-failed': 1 }, lastFailure: 'TypeError: x', lastFailureAt: expect.any(String) });
  });

  it('counts nothing without a token, with a forged one, one of another release or another browser', async () => {
    const { stable, canary } = await stableAndCanary();
    const cohort = browserIn(true);
    const page = (await pageOf(cohort))['mf-master']!;
    const stablePage = (await pageOf(browserIn(false)))['mf-master']!;
    const [version, payload, signature] = page.token.split('.');
    const forgedClaims = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), version: stable })).toString('base64url');
    const attempts: [object, number][] = [
      [{ app: 'mf-master', version: canary, kind: 'load-failed' }, 401],
      [{ app: 'mf-master', version: canary, kind: 'load-failed', token: 'r1.e30.AAAA' }, 403],
      [{ app: 'mf-master', version: stable, kind: 'load-failed', token: `${version}.${forgedClaims}.${signature}` }, 403],
      [{ app: 'mf-master', version: stable, kind: 'load-failed', token: page.token }, 403],
      [{ app: 'mf-notifications', version: canary, kind: 'load-failed', token: page.token }, 403],
    ];
    for (const [body, code] of attempts) expect((await report(cohort, body)).statusCode).toBe(code);
    // Another browser's token: its page was not served to this cohort.
    expect((await report(browserIn(false), { app: 'mf-master', version: stable, kind: 'load-failed', token: page.token })).statusCode).toBe(403);
    expect((await report(cohort, { app: 'mf-master', version: stable, kind: 'load-failed', token: stablePage.token })).statusCode).toBe(403);
    expect(await health.figures('mf-master', canary)).toMatchObject({ loads: 0, failures: 0, lastFailure: null });
    expect(await health.figures('mf-master', stable)).toMatchObject({ loads: 0, failures: 0, lastFailure: null });
  });

  it('refuses what is not a short JSON report from the console', async () => {
    await stableAndCanary();
    const page = await reporter(true);
    expect((await page.send('exploded')).statusCode).toBe(400);
    expect((await report(page.cohort, { app: 'nope', version: page.active, kind: 'loaded', token: page.token })).statusCode).toBe(400);
    expect((await page.send('render-failed', { message: 'x'.repeat(5000) })).statusCode).toBe(413);
    expect((await report(page.cohort, { app: 'mf-master', version: page.active, kind: 'loaded', token: page.token }, { 'content-type': 'text/plain' })).statusCode).toBe(415);
    expect((await report(page.cohort, { app: 'mf-master', version: page.active, kind: 'loaded', token: page.token }, { origin: 'https://evil.example' })).statusCode).toBe(403);
  });

  it('limits the rate per client address, whatever cohort cookie it sends', async () => {
    await stableAndCanary();
    const codes: number[] = [];
    for (let index = 0; index < 10; index += 1) codes.push((await (await reporter(false, '10.0.0.7')).send('loaded')).statusCode);
    expect(codes).toEqual([202, 202, 202, 202, 202, 202, 202, 202, 429, 429]);
    const limited = await (await reporter(false, '10.0.0.7')).send('loaded');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await (await reporter(false, '10.0.0.8')).send('loaded')).statusCode).toBe(202);
  });

  it('records refused reports for the audit trail, once per source and window with a count', async () => {
    await stableAndCanary();
    for (let index = 0; index < 6; index += 1) await report(browserIn(true), { app: 'mf-master', version: 'x', kind: 'load-failed' }, {}, '10.0.0.9');
    await server.close();
    const refused = (await journalLines()).filter((line) => line.clientAddress === '10.0.0.9');
    expect(refused).toEqual([
      expect.objectContaining({ action: 'access', outcome: 'denied', message: 'release report refused: no report token' }),
      expect.objectContaining({ action: 'access', outcome: 'denied', message: '5 more like this within 60 s: release report refused: no report token' }),
    ]);
  });

  it('aborts a canary automatically once its failures cross the rule, as the console server, saying why in the history', async () => {
    const { stable, canary } = await stableAndCanary();
    // Forged failures (no token, a reused one) abort nothing.
    const first = await reporter(true, '10.0.1.1');
    for (let index = 0; index < 3; index += 1) await report(first.cohort, { app: 'mf-master', version: canary, kind: 'render-failed' }, {}, '10.0.1.1');
    for (let index = 0; index < 4; index += 1) await first.send('render-failed', { message: 'x' });
    expect((await readRegistry()).apps['mf-master']?.canary?.version).toBe(canary);
    for (let page = 0; page < 3; page += 1) {
      const browser = await reporter(true, `10.0.2.${page}`);
      await browser.send('loaded');
      await browser.send('render-failed', { message: "TypeError: Cannot read properties of undefined (reading 'rows')" });
    }
    expect((await readRegistry()).apps['mf-master']?.canary?.version).toBe(canary);
    const last = await reporter(true, '10.0.3.1');
    await last.send('loaded');
    await last.send('render-failed', { message: "TypeError: Cannot read properties of undefined (reading 'rows')" });

    const reason =
      'aborted automatically: 5 of 4 pages failed (100 %); the stable release 0 of 0 (0 %) over the same time, margin 5 points; last reported by a browser: "TypeError: Cannot read properties of undefined (reading \'rows\')"';
    for (let wait = 0; wait < 100 && (await readRegistry()).apps['mf-master']?.canary; wait += 1) await new Promise((resolve) => setTimeout(resolve, 20));
    const entry = (await readRegistry()).apps['mf-master'];
    expect(entry?.canary).toBeUndefined();
    expect(entry?.active).toBe(stable);
    expect(entry?.history.at(-1)).toMatchObject({ action: 'abort', version: canary, from: stable, by: 'console server (canary rule)', via: 'automatic', reason });
    expect(aborts).toEqual([`mf-master abort: ${reason}`]);
    // A fresh page of the canary's cohort gets the stable release.
    expect((await pageOf(last.cohort, '10.0.3.1'))['mf-master']?.active).toBe(stable);
    expect((await last.send('load-failed')).json()).toMatchObject({ counted: false });
  });
});
