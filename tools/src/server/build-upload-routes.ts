import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { isAppName } from '../paths';
import { ReleaseRefusal } from '../release/activation-check';
import { ArchiveRefused, unpackBuild } from '../release/build-archive';
import { publish } from '../release/publish';
import { journalAction } from '../release/release-journal';
import { checkTeamKey } from '../release/team-keys';
import { refuse, succeed } from './console-replies';
import type { Previews } from './preview';
import { rateLimiter } from './rate-limit';
import { authorizeRelease, denyRelease, type ReleaseAccessContext } from './release-access';

export interface BuildUploadOptions extends ReleaseAccessContext {
  releasesDir: string;
  previews: Previews;
  onRegistryChange?: () => void;
  /** Largest archive taken, compressed (default 50 MB). */
  maxArchiveBytes?: number;
}

const GZIP = /^application\/(gzip|x-gzip|x-tar\+gzip)(\s*;|$)/i;
/** Uploads checked at once: each runs every check of publish, the load check included. */
const MAX_AT_ONCE = 2;

/** Counts the bytes of a body as they come, and fails the upload past `limit` (before it is all read). */
function limitedTo(limit: number) {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      done(seen > limit ? Object.assign(new Error(`the archive is larger than ${limit} bytes`), { tooLarge: true }) : null, chunk);
    },
  });
}

/** Who uploads: a team key of this app (`Authorization: Bearer rk...`), or a signed-in release manager. */
async function uploader(request: FastifyRequest, reply: FastifyReply, options: BuildUploadOptions, app: string): Promise<{ by: string; via?: 'key'; authenticated?: true } | null> {
  const bearer = /^Bearer (\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  if (bearer === undefined && request.headers.authentication === undefined) {
    return denyRelease(request, reply, options, 401, 'Send a team key (Authorization: Bearer <key>) or sign in as a release manager.', null, app);
  }
  if (bearer === undefined) {
    const user = await authorizeRelease(request, reply, options, 'update', app);
    return user ? { by: user.username, authenticated: true } : null;
  }
  const checked = await checkTeamKey(bearer, options.releasesDir);
  if (!checked.ok) {
    const why = checked.reason === 'revoked' ? 'This key was revoked.' : 'This is not a key of this console.';
    return denyRelease(request, reply, options, 401, why, null, app);
  }
  if (checked.key.app !== app) {
    return denyRelease(request, reply, options, 403, `This key may upload builds of ${checked.key.app} only.`, `key ${checked.key.id} (${checked.key.name})`, app);
  }
  return { by: `key ${checked.key.id} (${checked.key.name})`, via: 'key' };
}

/**
 * `POST /api/releases/<app>/builds` (decision 142): a team's CI uploads a build as a gzipped tar
 * with its key. The archive is unpacked into a folder of the server's own (limits on size, files
 * and paths; no links; nothing outside it), then goes through `publish` itself, every check
 * included, kept **inactive**: 201 with its version, a preview link and the checks; 422 with the
 * checks' findings when refused; 200 when the build is already kept. No key: 401; a revoked or
 * unknown one: 401; a key of another app: 403. Every refusal is recorded.
 */
export const buildUploadRoutes: FastifyPluginAsync<BuildUploadOptions> = async (app, options) => {
  const maxBytes = options.maxArchiveBytes ?? 50 * 1024 * 1024;
  const perClient = rateLimiter({ burst: 10, perMinute: 10 });
  let running = 0;
  // The body stays a stream: it is unpacked as it comes, under the limits above.
  app.addContentTypeParser(GZIP, (_request, payload, done) => done(null, payload));

  app.post<{ Params: { app: string } }>('/api/releases/:app/builds', async (request, reply) => {
    const appName = request.params.app;
    if (!isAppName(appName)) return refuse(reply, 404, `No app named "${appName.slice(0, 40)}".`);
    const who = await uploader(request, reply, options, appName);
    if (!who) return reply;
    if (!GZIP.test(request.headers['content-type'] ?? '')) return refuse(reply, 415, 'Send the build folder as a gzipped tar (Content-Type: application/gzip).');
    const allowed = perClient.take(`ip:${request.ip}`);
    if (!allowed.allowed) return refuse(reply.header('retry-after', String(allowed.retryAfterSeconds)), 429, 'Too many uploads from this address; try again later.');
    if (running >= MAX_AT_ONCE) return refuse(reply.header('retry-after', '10'), 503, 'Other uploads are being checked; try again in a moment.');
    running += 1;
    const work = await mkdtemp(path.join(tmpdir(), 'console-upload-'));
    try {
      const build = path.join(work, 'build');
      try {
        await unpackBuild((request.body as Readable).pipe(limitedTo(maxBytes)), build);
      } catch (error) {
        const message = (error as { tooLarge?: boolean }).tooLarge || /larger than \d+ bytes/.test((error as Error).message) ? `The build archive is refused: it is larger than ${maxBytes} bytes. Nothing was kept.` : (error as Error).message;
        await journalAction({ app: appName, action: 'upload', outcome: 'failed', actor: actorOf(who), message, clientAddress: request.ip }, options.releasesDir);
        options.onRegistryChange?.();
        return reply.code((error as { tooLarge?: boolean }).tooLarge ? 413 : 422).header('cache-control', 'no-store, max-age=0').send({ checks: [], status: { error: 1, message } });
      }
      try {
        const result = await publish(appName, { distDir: build, inactive: true, by: who.by, ...(who.via ? { via: who.via } : {}), ...(who.authenticated ? { authenticated: true } : {}) });
        options.onRegistryChange?.();
        const previewUrl = new URL(options.previews.link(appName, result.version), `${request.protocol}://${request.headers.host ?? 'localhost'}`).href;
        const checks = result.verification?.checks ?? [];
        if (result.alreadyPublished) return succeed(reply, 200, `This build is already kept as ${appName} ${result.version}.`, { version: result.version, previewUrl, checks });
        return succeed(reply, 201, `Uploaded ${appName} ${result.version}: kept inactive; try it on its preview link, then activate it.`, { version: result.version, previewUrl, checks });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await journalAction({ app: appName, action: 'upload', outcome: 'failed', actor: actorOf(who), message, clientAddress: request.ip }, options.releasesDir);
        options.onRegistryChange?.();
        if (error instanceof ReleaseRefusal) return reply.code(422).header('cache-control', 'no-store, max-age=0').send({ checks: error.checks, status: { error: 1, message } });
        if (error instanceof ArchiveRefused) return refuse(reply, 422, message);
        return refuse(reply, 409, message);
      }
    } finally {
      running -= 1;
      await rm(work, { recursive: true, force: true });
    }
  });
};

const actorOf = (who: { by: string; via?: 'key'; authenticated?: true }) => ({ kind: who.via === 'key' ? ('key' as const) : ('user' as const), name: who.by });
