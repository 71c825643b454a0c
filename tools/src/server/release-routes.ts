import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { type AppName, isAppName } from '../paths';
import { abort, promote } from '../release/canary';
import { rollback } from '../release/rollback';
import { journalRefusal } from '../release/release-journal';
import { type ConsoleUser, identify } from './api-identity';
import { fromOwnPages, isJsonRequest, refuse, succeed } from './console-replies';
import type { RefusalJournal } from './refusal-journal';
import type { ReleaseHealthStore } from './release-health-store';
import { releaseRows } from './release-rows';
import { readRegistryFile } from './registry-view';

export interface ReleaseRoutesOptions {
  releasesDir: string;
  /** Where the console server asks the API who a token belongs to (server to server). */
  apiUrl: string;
  health: ReleaseHealthStore;
  /** Where refused requests are noted for the audit trail (coalesced per source). */
  refusals: RefusalJournal;
  /** Called after every registry change made here, and after a journaled failure (the audit forwarder). */
  onRegistryChange?: () => void;
  fetchImpl?: typeof fetch;
}

/** The permission of the Releases screen and its endpoints (the API's permission model, decision 085). */
export const RELEASE_PERMISSION = 'console_release';

const NO_COMPANY = 'No active company: select a company first.';
const OTHER_SITE = 'Refused: the request did not come from the console.';

type Operation = 'read' | 'update';

/**
 * Who is asking, if they may: 401 without a live session (no token, or one the API does not take),
 * 403 without `console_release.<operation>` or an active company, 502 when the API cannot say.
 * Asked afresh on every call: nothing here trusts what the browser claims.
 */
async function authorize(request: FastifyRequest, reply: FastifyReply, options: ReleaseRoutesOptions, operation: Operation, app = 'console'): Promise<ConsoleUser | null> {
  const header = request.headers.authentication;
  const identity = await identify(options.apiUrl, Array.isArray(header) ? header[0] : header, options.fetchImpl);
  const denied = (code: number, message: string, who: string | null) => {
    options.refusals.note(who ? `user:${who}` : `ip:${request.ip}`, `${request.method} ${request.routeOptions.url ?? ''} ${code}`, {
      app,
      action: 'access',
      outcome: 'denied',
      actor: who ? { kind: 'user', name: who } : { kind: 'user', name: `(not signed in, at ${request.ip})` },
      message: `${request.method} ${(request.raw.url ?? '').slice(0, 120)} refused (${code}): ${message}`,
      clientAddress: request.ip,
    });
    refuse(reply, code, message);
    return null;
  };
  if (identity.kind === 'signed-out') return denied(401, identity.message, null);
  if (identity.kind === 'unavailable') {
    refuse(reply, 502, identity.message);
    return null;
  }
  const { user } = identity;
  if (!user.access[RELEASE_PERMISSION]?.includes(operation)) return denied(403, `Permission ${RELEASE_PERMISSION}.${operation} is required.`, user.username);
  if (!user.hasCompany) return denied(403, NO_COMPANY, user.username);
  return user;
}

/** A short text field of a JSON body: absent, or a non-empty string of at most 200 characters. */
function textField(body: unknown, name: string): string | undefined | Error {
  const value = (body as Record<string, unknown>)[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' || value.trim() === '' || value.length > 200) return new Error(`${name} must be a release version (text of at most 200 characters).`);
  return value.trim();
}

type Action = (app: AppName, user: ConsoleUser, body: Record<string, string | undefined>) => Promise<{ message: string; result: object }>;

const ACTIONS: Record<'rollback' | 'promote' | 'abort', { fields: string[]; run: Action }> = {
  rollback: {
    fields: ['to', 'from'],
    run: async (app, user, { to, from }) => {
      const result = await rollback(app, { to, expectedActive: from, by: user.username, authenticated: true });
      return { message: `Rolled back ${app} to ${result.to}.`, result };
    },
  },
  promote: {
    fields: ['version'],
    run: async (app, user, { version }) => {
      const result = await promote(app, { version, by: user.username, authenticated: true });
      return { message: `Promoted the canary of ${app}: ${result.version} is the stable release.`, result };
    },
  },
  abort: {
    fields: ['version'],
    run: async (app, user, { version }) => {
      const result = await abort(app, { version, by: user.username, authenticated: true });
      return { message: `Aborted the canary of ${app}: every browser gets ${result.active}.`, result };
    },
  },
};

/**
 * The Releases screen's endpoints (decision 085): the list, and rollback, promote and abort through
 * the very functions the release CLI calls (one implementation, its lock and its checks), with
 * the signed-in username in the history as proven (`authenticated`). They take the user's token in
 * the `Authentication` header, never a cookie, so another site cannot make a browser call them;
 * requests a browser marks as coming from elsewhere are refused as well.
 */
export const releaseRoutes: FastifyPluginAsync<ReleaseRoutesOptions> = async (app, options) => {
  app.setErrorHandler((error: Error & { statusCode?: number }, _request, reply) => {
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    refuse(reply, status, status < 500 ? error.message : 'Internal server error.');
  });

  app.get('/api/releases', async (request, reply) => {
    if (!(await authorize(request, reply, options, 'read'))) return reply;
    const apps = await releaseRows(await readRegistryFile(options.releasesDir), options.releasesDir, options.health);
    return succeed(reply, 200, 'Releases retrieved.', { apps });
  });

  app.post<{ Params: { app: string; action: string } }>('/api/releases/:app/:action', { bodyLimit: 4096 }, async (request, reply) => {
    const { app: appName, action: actionName } = request.params;
    const action = Object.hasOwn(ACTIONS, actionName) ? ACTIONS[actionName as keyof typeof ACTIONS] : undefined;
    if (!action) return refuse(reply, 404, 'Not found');
    if (!fromOwnPages(request)) {
      options.refusals.note(`ip:${request.ip}`, 'other-site', {
        app: isAppName(appName) ? appName : 'console',
        action: 'access',
        outcome: 'denied',
        actor: { kind: 'user', name: `(another site, at ${request.ip})` },
        message: `POST ${(request.raw.url ?? '').slice(0, 120)} refused (403): ${OTHER_SITE}`,
        clientAddress: request.ip,
      });
      return refuse(reply, 403, OTHER_SITE);
    }
    if (!isJsonRequest(request) || typeof request.body !== 'object' || request.body === null || Array.isArray(request.body)) {
      return refuse(reply, 415, 'Send a JSON object.');
    }
    const user = await authorize(request, reply, options, 'update', isAppName(appName) ? appName : 'console');
    if (!user) return reply;
    if (!isAppName(appName)) return refuse(reply, 404, `No app named "${appName.slice(0, 40)}".`);
    const fields: Record<string, string | undefined> = {};
    for (const name of action.fields) {
      const value = textField(request.body, name);
      if (value instanceof Error) return refuse(reply, 400, value.message);
      fields[name] = value;
    }
    try {
      const { message, result } = await action.run(appName, user, fields);
      // The change itself is in the registry's history, from where it reaches the audit trail.
      options.onRegistryChange?.();
      return succeed(reply, 200, message, { result });
    } catch (error) {
      // The release tooling's refusal, word for word: the compatibility check's reasons, a canary
      // in the way, a state that changed since the person looked.
      const message = error instanceof Error ? error.message : String(error);
      await journalRefusal({
        app: appName,
        action: actionName as 'rollback' | 'promote' | 'abort',
        outcome: 'failed',
        actor: { kind: 'user', name: user.username },
        message,
        clientAddress: request.ip,
        ...(fields.to ?? fields.version ? { version: fields.to ?? fields.version } : {}),
      }, options.releasesDir);
      options.onRegistryChange?.();
      return refuse(reply, 409, message);
    }
  });
};
