import { access } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { isAppName } from '../paths';
import type { RecordedRegistry } from '../release/release-events';
import { readRegistryFile } from './registry-view';
import { signedTokens } from './signed-tokens';

/** A preview: one kept release of one app, for one browser, until it expires (decision 142). */
export interface Preview {
  app: string;
  version: string;
  /** Seconds since the epoch. */
  expires: number;
}

/** How long a preview link opens a preview, and how long the preview then lasts in that browser. */
export const PREVIEW_LINK_HOURS = 24;
export const PREVIEW_COOKIE = 'console_preview';
const VERSION_SEGMENT = /^[A-Za-z0-9._-]{1,100}$/;

/** The preview cookie from a `Cookie` header, unchecked. */
const cookieValue = (header: string | undefined): string | null => {
  for (const part of (header ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === PREVIEW_COOKIE) return value.join('=');
  }
  return null;
};

/** Whether `version` is a kept release of `app` whose folder is there. */
async function isKept(releasesDir: string, registry: RecordedRegistry | null, app: string, version: string): Promise<boolean> {
  if (!registry?.apps[app]?.releases.some((release) => release.version === version)) return false;
  return access(path.join(releasesDir, app, version)).then(() => true, () => false);
}

/**
 * Preview links (decision 142): a signed, time-limited link to one kept release of one app. Opening
 * it sets a cookie (HttpOnly, SameSite=Lax) that pins that release for this browser only: its
 * `/registry.json` (and, for a shell, its page) give the preview as the app's release, the page shows
 * it in a strip, and `/preview/leave` ends it. Nothing changes for anyone else.
 */
export function previews(secret: string | Buffer, releasesDir: string) {
  const links = signedTokens<Preview>('p1', secret);
  const cookies = signedTokens<Preview>('pc1', secret);

  return {
    /** A link (a path on the console server) that opens `app` `version` as a preview, valid for `PREVIEW_LINK_HOURS`. */
    link(app: string, version: string, now = new Date()): string {
      const token = links.sign({ app, version, expires: Math.floor(now.getTime() / 1000) + PREVIEW_LINK_HOURS * 3600 });
      return `/preview/${encodeURIComponent(app)}/${encodeURIComponent(version)}?token=${token}`;
    },

    /** This browser's preview, when its cookie is this server's, unexpired, and the release still kept. */
    async of(request: FastifyRequest, registry: RecordedRegistry | null): Promise<Preview | null> {
      const value = cookieValue(request.headers.cookie);
      if (!value) return null;
      const checked = cookies.verify(value);
      if (!checked.ok) return null;
      const { app, version } = checked.claims;
      return (await isKept(releasesDir, registry, app, version)) ? checked.claims : null;
    },

    routes: (async (app) => {
      app.get<{ Params: { app: string; version: string }; Querystring: { token?: string } }>('/preview/:app/:version', async (request, reply) => {
        const { app: appName, version } = request.params;
        const page = (status: number, text: string) =>
          reply.code(status).header('cache-control', 'no-store, max-age=0').type('text/plain; charset=utf-8').send(`${text}\n`);
        if (!isAppName(appName) || !VERSION_SEGMENT.test(version)) return page(404, 'There is no such release to preview.');
        const checked = links.verify(request.query.token);
        if (!checked.ok || checked.claims.app !== appName || checked.claims.version !== version) {
          return page(403, 'This preview link has expired or is not valid. Ask for a new one on the Releases screen.');
        }
        if (!(await isKept(releasesDir, await readRegistryFile(releasesDir), appName, version))) return page(404, `${appName} ${version} is no longer kept: it cannot be previewed.`);
        const cookie = cookies.sign(checked.claims);
        const maxAge = Math.max(0, checked.claims.expires - Math.floor(Date.now() / 1000));
        reply.header('set-cookie', `${PREVIEW_COOKIE}=${cookie}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${request.protocol === 'https' ? '; Secure' : ''}`);
        return reply.code(303).header('cache-control', 'no-store, max-age=0').header('location', '/').send();
      });

      app.get('/preview/leave', async (request, reply) => {
        reply.header('set-cookie', `${PREVIEW_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${request.protocol === 'https' ? '; Secure' : ''}`);
        return reply.code(303).header('cache-control', 'no-store, max-age=0').header('location', '/').send();
      });
    }) satisfies FastifyPluginAsync,
  };
}

export type Previews = ReturnType<typeof previews>;

/** The shell page with this browser's preview named in a meta tag the shell reads at start-up (the strip). */
export function pageWithPreview(page: string, preview: Preview | null): string {
  if (!preview) return page;
  const content = JSON.stringify({ app: preview.app, version: preview.version, expiresAt: new Date(preview.expires * 1000).toISOString() })
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
  return page.replace(/<head>/i, `<head><meta name="console-preview" content="${content}">`);
}
