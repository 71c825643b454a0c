import path from 'node:path';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { RELEASES_URL_PATH, releasesDir } from '../paths';
import { readActiveShellPage } from './active-shell-page';
import { cohortCookie, newCohortId, readCohortId } from './cohort';
import type { ConsoleServerConfig } from './console-config';
import { failureReports, type FailureReportsOptions } from './failure-reports';
import { jsonFileHealthStore, type ReleaseHealthStore } from './release-health-store';
import { releaseRoutes } from './release-routes';
import { etagOf, matchesEtag, readRegistryFile, registryForCohort } from './registry-view';
import { securityHeaders } from './security-headers';

const NO_STORE = 'no-store, max-age=0';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Only files inside `<app>/<version>/` are served; the registry and lock files are not. */
const RELEASE_FILE = /^\/[a-z][a-z0-9-]*\/[^/]+\/.+/;

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
  /** How the console server asks the API who a user is (tests). */
  fetchImpl?: typeof fetch;
  reports?: Pick<FailureReportsOptions, 'rule' | 'rateLimit' | 'onAbort'>;
}

/**
 * The console's server: the active shell page for every deep link, the immutable release folders,
 * the two no-store documents the shell reads at start-up (`/config.json`, `/registry.json`, the
 * latter per browser's cohort), and the release endpoints of the Releases screen and the browsers'
 * failure reports (`/api/releases...`). Responses are compressed and carry the security headers.
 */
export async function buildConsoleServer(config: ConsoleServerConfig, options: ConsoleServerOptions = {}): Promise<FastifyInstance> {
  if (path.resolve(config.releasesDir) !== releasesDir()) {
    // The endpoints change releases through the release tooling, which works on RELEASES_DIR.
    throw new Error(`The console server's releases folder (${config.releasesDir}) must be the release tooling's (RELEASES_DIR: ${releasesDir()}).`);
  }
  const app = Fastify({ logger: false });
  const health = options.health ?? (await jsonFileHealthStore(config.releasesDir));
  app.addHook('onClose', async () => health.close());
  const headers = securityHeaders(config);
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(fastifyStatic, {
    root: config.releasesDir,
    prefix: `${RELEASES_URL_PATH}/`,
    preCompressed: true,
    index: false,
    redirect: false,
    allowedPath: (pathName) => RELEASE_FILE.test(pathName),
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

  // Per cohort: a browser in a canary's share gets the canary as active. Open tabs ask again with
  // the ETag they were given and get a bodiless 304 while their answer is unchanged.
  app.get('/registry.json', async (request, reply) => {
    const registry = await readRegistryFile(config.releasesDir);
    if (registry === null) return noStore(reply).code(404).send({ message: 'No release has been published yet.' });
    const body = JSON.stringify(registryForCohort(registry, cohortOf(request, reply, false)));
    const etag = etagOf(body);
    noStore(reply).header('etag', etag);
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.type('application/json').send(body);
  });

  await app.register(releaseRoutes, { releasesDir: config.releasesDir, apiUrl: config.apiInternalUrl, health, ...(options.fetchImpl ? { fetchImpl: options.fetchImpl } : {}) });
  await app.register(failureReports, { releasesDir: config.releasesDir, health, ...options.reports });

  app.get('/healthz', async () => ({ ok: true }));

  // Every other GET without a file extension is a route of the single-page console.
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (request.method !== 'GET' && request.method !== 'HEAD') return reply.code(404).send({ message: 'Not found' });
    if (pathname.startsWith('/api/')) return noStore(reply).code(404).send({ status: { error: 1, message: 'Not found' } });
    if (path.extname(pathname) !== '' || pathname.startsWith(`${RELEASES_URL_PATH}/`)) {
      return reply.code(404).type('text/plain').send('Not found');
    }
    const cohort = cohortOf(request, reply, true);
    const registry = await readRegistryFile(config.releasesDir);
    const page = await readActiveShellPage(config.releasesDir, registry && registryForCohort(registry, cohort));
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
