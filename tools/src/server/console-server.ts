import { createHash } from 'node:crypto';
import path from 'node:path';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { RELEASES_URL_PATH, releasesDir } from '../paths';
import { journalAction } from '../release/release-journal';
import { readActiveShellPage } from './active-shell-page';
import { alertSender, type AlertSenderOptions } from './alert-sender';
import { auditForwarder } from './audit-forwarder';
import { canaryWatch, type CanaryWatchOptions } from './canary-watch';
import { damageWatch } from './damage-watch';
import { cohortCookie, newCohortId, readCohortId } from './cohort';
import type { ConsoleServerConfig } from './console-config';
import { refuse } from './console-replies';
import { failureReports, type FailureReportsOptions } from './failure-reports';
import { rateLimiter } from './rate-limit';
import { refusalJournal } from './refusal-journal';
import { releaseFileGuard } from './release-file-guard';
import { jsonFileHealthStore, type ReleaseHealthStore } from './release-health-store';
import { buildUploadRoutes } from './build-upload-routes';
import { releaseRoutes } from './release-routes';
import { teamKeyRoutes } from './team-key-routes';
import { browserRegistry, etagOf, matchesEtag, readRegistryFile, releaseForCohort } from './registry-view';
import { pageWithPreview, previews } from './preview';
import { REPORT_TOKEN_LIFETIME_SECONDS, reportTokens, tokenHolder } from './report-tokens';
import { serverSecret } from './signed-tokens';
import { clientErrorReply, requestHygiene } from './request-hygiene';
import { securityHeaders } from './security-headers';

const NO_STORE = 'no-store, max-age=0';
const IMMUTABLE = 'public, max-age=31536000, immutable';

function noStore(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', NO_STORE);
}

/** The browser's cohort id; a page load without one gets a new one in a cookie, kept from then on (decision 085). */
function cohortOf(request: FastifyRequest, reply: FastifyReply, issue: boolean): string | null {
  const known = readCohortId(request.headers.cookie);
  if (known || !issue) return known;
  const id = newCohortId();
  reply.header('set-cookie', cohortCookie(id, request.protocol === 'https'));
  return id;
}

export interface ConsoleServerOptions {
  /** Where browsers' reports about releases are counted (default: a JSON file in the releases folder). */
  health?: ReleaseHealthStore;
  /** How the console server asks the API who a user is and records release actions (tests). */
  fetchImpl?: typeof fetch;
  reports?: Pick<FailureReportsOptions, 'rateLimit'>;
  /** How canaries are judged and how often (decision 143; tests use a fake clock). */
  canaries?: Pick<CanaryWatchOptions, 'rule' | 'intervalMs' | 'now' | 'onChange'>;
  /** How alerts are delivered (tests). */
  alerts?: Pick<AlertSenderOptions, 'fetchImpl' | 'retryDelaysMs' | 'maxQueue' | 'log'>;
  /** Registry reads one client address may get report tokens with (default: 300 at once, 300 a minute). */
  tokenRateLimit?: { burst: number; perMinute: number };
  /** How often pending release actions are forwarded to the audit trail (default 2 s). */
  auditIntervalMs?: number;
}

/**
 * The console's server: the active shell page for every deep link, the immutable release folders
 * (regular files inside their own release folder only), the two no-store documents the shell reads
 * at start-up (`/config.json`, and `/registry.json` as each browser gets it, with its report
 * tokens), and the release endpoints of the Releases screen and the browsers' failure reports
 * (`/api/releases...`). Every release action reaches the API's audit trail with the release plane's
 * own credential. Responses are compressed and carry the security headers.
 */
export async function buildConsoleServer(config: ConsoleServerConfig, options: ConsoleServerOptions = {}): Promise<FastifyInstance> {
  if (path.resolve(config.releasesDir) !== releasesDir()) {
    // The endpoints change releases through the release tooling, which works on RELEASES_DIR.
    throw new Error(`The console server's releases folder (${config.releasesDir}) must be the release tooling's (RELEASES_DIR: ${releasesDir()}).`);
  }
  const headers = securityHeaders(config);
  const app = Fastify({ logger: false, http: { requireHostHeader: false }, clientErrorHandler: clientErrorReply(headers) });
  const health = options.health ?? (await jsonFileHealthStore(config.releasesDir));
  const secret = serverSecret(config.reportSecret);
  const tokens = reportTokens(secret);
  const preview = previews(secret, config.releasesDir);
  // A restart with a random secret gives every browser a new ETag, so open pages fetch new tokens.
  const tokenSalt = createHash('sha256').update(config.reportSecret ?? String(Math.random())).digest('base64url').slice(0, 8);
  const tokenLimiter = rateLimiter(options.tokenRateLimit ?? { burst: 300, perMinute: 300 });
  const forwarder = auditForwarder({
    releasesDir: config.releasesDir,
    apiUrl: config.apiInternalUrl,
    serviceKey: config.releaseServiceKey,
    ...(options.fetchImpl ? { fetchImpl: options.fetchImpl } : {}),
    ...(options.auditIntervalMs ? { intervalMs: options.auditIntervalMs } : {}),
  });
  const alerts = alertSender({ releasesDir: config.releasesDir, ...options.alerts });
  const canaries = canaryWatch({
    releasesDir: config.releasesDir,
    health,
    alerts,
    ...options.canaries,
    onChange: (app, action, reason) => {
      void forwarder.flush();
      options.canaries?.onChange?.(app, action, reason);
    },
  });
  const refusals = refusalJournal({
    write: async (refusal) => {
      await journalAction(refusal, config.releasesDir);
      void forwarder.flush();
    },
  });
  app.addHook('onReady', async () => {
    void damage.checkAll();
    forwarder.start();
    canaries.start();
  });
  app.addHook('onClose', async () => {
    canaries.stop();
    await alerts.stop();
    await refusals.flush();
    await forwarder.stop();
    await health.close();
  });

  requestHygiene(app, headers);
  const isServable = releaseFileGuard(config.releasesDir);
  const damage = damageWatch(config.releasesDir);
  app.addHook('onRequest', async (request, reply) => {
    const pathname = (request.raw.url ?? '').split('?', 1)[0] ?? '';
    if (!pathname.startsWith(`${RELEASES_URL_PATH}/`)) return undefined;
    if (request.method !== 'GET' && request.method !== 'HEAD') return refuse(reply, 404, 'Not found');
    const file = pathname.slice(RELEASES_URL_PATH.length);
    if (!(await isServable(file))) {
      // A file of a release browsers are sent to is missing: check that release (the screen says so).
      void damage.notFound(file);
      return reply.code(404).type('text/plain').send('Not found');
    }
    return undefined;
  });
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(fastifyStatic, {
    root: config.releasesDir,
    prefix: `${RELEASES_URL_PATH}/`,
    preCompressed: true,
    index: false,
    redirect: false,
    dotfiles: 'deny',
    cacheControl: false,
    setHeaders: (response) => {
      response.setHeader('cache-control', IMMUTABLE);
      // Remotes may be served from another origin (a CDN) than the shell.
      response.setHeader('access-control-allow-origin', '*');
    },
  });

  app.get('/config.json', async (_request, reply) =>
    noStore(reply).send({
      apiBaseUrl: config.apiBaseUrl,
      registryUrl: '/registry.json',
      allowRemoteOverrides: config.allowRemoteOverrides,
    }),
  );

  // Per cohort, only what the browser loads, with a report token per release it runs. Open tabs ask
  // again with the ETag they were given and get a bodiless 304 while their answer is unchanged; the
  // ETag also changes every half token lifetime, so an open tab's tokens are renewed in time.
  app.get('/registry.json', async (request, reply) => {
    const registry = await readRegistryFile(config.releasesDir);
    if (registry === null) return noStore(reply).code(404).send({ status: { error: 1, message: 'No release has been published yet.' } });
    const cohort = cohortOf(request, reply, false);
    const view = browserRegistry(registry, cohort, await preview.of(request, registry));
    const epoch = Math.floor(Date.now() / ((REPORT_TOKEN_LIFETIME_SECONDS * 1000) / 2));
    const etag = etagOf(`${JSON.stringify(view)}\n${tokenSalt}\n${epoch}`);
    noStore(reply).header('etag', etag);
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
    if (!tokenLimiter.take(`ip:${request.ip}`).allowed) return reply.type('application/json').send(JSON.stringify(view));
    const holder = tokenHolder(cohort, request.ip);
    const apps = Object.fromEntries(
      Object.entries(view.apps).map(([name, releases]) => [name, releases.active ? { ...releases, reportToken: tokens.issue(name, releases.active, holder) } : releases]),
    );
    return reply.type('application/json').send(JSON.stringify({ ...view, apps }));
  });

  const releasePlane = {
    releasesDir: config.releasesDir,
    apiUrl: config.apiInternalUrl,
    refusals,
    onRegistryChange: () => void forwarder.flush(),
    ...(options.fetchImpl ? { fetchImpl: options.fetchImpl } : {}),
  };
  await app.register(releaseRoutes, { ...releasePlane, health, previews: preview, alerts, damage });
  await app.register(buildUploadRoutes, { ...releasePlane, previews: preview });
  await app.register(teamKeyRoutes, releasePlane);
  await app.register(failureReports, { releasesDir: config.releasesDir, health, tokens, refusals, onCanaryFailure: (name) => void canaries.judge(name), ...options.reports });

  await app.register(preview.routes);
  app.get('/healthz', async () => ({ ok: true }));

  // Every other GET without a file extension is a route of the single-page console.
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (request.method !== 'GET' && request.method !== 'HEAD') return refuse(reply, 404, 'Not found');
    if (pathname.startsWith('/api/')) return refuse(reply, 404, 'Not found');
    if (path.extname(pathname) !== '' || pathname.startsWith(`${RELEASES_URL_PATH}/`)) {
      return reply.code(404).type('text/plain').send('Not found');
    }
    const cohort = cohortOf(request, reply, true);
    const registry = await readRegistryFile(config.releasesDir);
    const previewing = await preview.of(request, registry);
    const shellRelease = previewing?.app === 'shell' ? previewing.version : registry && releaseForCohort(registry, 'shell', cohort);
    const shellPage = await readActiveShellPage(config.releasesDir, shellRelease);
    const page = shellPage === null ? null : pageWithPreview(shellPage, previewing);
    if (page === null) {
      return noStore(reply)
        .code(503)
        .type('text/plain')
        .send('The console has no active shell release. Run `npm run release -- publish shell`.');
    }
    return noStore(reply).type('text/html; charset=utf-8').send(page);
  });

  return app;
}
