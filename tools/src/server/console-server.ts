import { readFile } from 'node:fs/promises';
import path from 'node:path';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { RELEASES_URL_PATH } from '../paths';
import { readActiveShellPage } from './active-shell-page';
import type { ConsoleServerConfig } from './console-config';
import { securityHeaders } from './security-headers';

const NO_STORE = 'no-store, max-age=0';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Only files inside `<app>/<version>/` are served; the registry and lock files are not. */
const RELEASE_FILE = /^\/[a-z][a-z0-9-]*\/[^/]+\/.+/;

function noStore(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', NO_STORE);
}

/**
 * The console's static server: the active shell page for every deep link, the immutable release
 * folders, and the two no-store documents the shell reads at start-up (`/config.json`,
 * `/registry.json`). Responses are compressed and carry the security headers.
 */
export async function buildConsoleServer(config: ConsoleServerConfig): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
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

  app.get('/registry.json', async (_request, reply) => {
    const registry = await readFile(path.join(config.releasesDir, 'registry.json'), 'utf8').catch(() => null);
    if (registry === null) return noStore(reply).code(404).send({ message: 'No release has been published yet.' });
    return noStore(reply).type('application/json').send(registry);
  });

  app.get('/healthz', async () => ({ ok: true }));

  // Every other GET without a file extension is a route of the single-page console.
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (request.method !== 'GET' && request.method !== 'HEAD') return reply.code(404).send({ message: 'Not found' });
    if (path.extname(pathname) !== '' || pathname.startsWith(`${RELEASES_URL_PATH}/`)) {
      return reply.code(404).type('text/plain').send('Not found');
    }
    const page = await readActiveShellPage(config.releasesDir);
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
