import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { type AppName, isAppName } from '../paths';
import { abort, promote } from '../release/canary';
import { rollback } from '../release/rollback';
import { type ConsoleUser, identify } from './api-identity';
import { reportReleaseAction } from './audit-report';
import { fromOwnPages, isJsonRequest, refuse, succeed } from './console-replies';
import type { ReleaseHealthStore } from './release-health-store';
import { releaseRows } from './release-rows';
import { readRegistryFile } from './registry-view';

export interface ReleaseRoutesOptions {
  releasesDir: string;
  /** Where the console server asks the API who a token belongs to (server to server). */
  apiUrl: string;
  health: ReleaseHealthStore;
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
async function authorize(request: FastifyRequest, reply: FastifyReply, options: ReleaseRoutesOptions, operation: Operation): Promise<ConsoleUser | null> {
  const header = request.headers.authentication;
  const identity = await identify(options.apiUrl, Array.isArray(header) ? header[0] : header, options.fetchImpl);
  if (identity.kind === 'signed-out') {
    refuse(reply, 401, identity.message);
    return null;
  }
  if (identity.kind === 'unavailable') {
    refuse(reply, 502, identity.message);
    return null;
  }
  const { user } = identity;
  if (!user.access[RELEASE_PERMISSION]?.includes(operation)) {
    refuse(reply, 403, `Permission ${RELEASE_PERMISSION}.${operation} is required.`);
    return null;
  }
  if (!user.hasCompany) {
    refuse(reply, 403, NO_COMPANY);
    return null;
  }
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
    if (!fromOwnPages(request)) return refuse(reply, 403, OTHER_SITE);
    if (!isJsonRequest(request) || typeof request.body !== 'object' || request.body === null || Array.isArray(request.body)) {
      return refuse(reply, 415, 'Send a JSON object.');
    }
    const user = await authorize(request, reply, options, 'update');
    if (!user) return reply;
    if (!isAppName(appName)) return refuse(reply, 404, `No app named "${appName.slice(0, 40)}".`);
    const fields: Record<string, string | undefined> = {};
    for (const name of action.fields) {
      const value = textField(request.body, name);
      if (value instanceof Error) return refuse(reply, 400, value.message);
      fields[name] = value;
    }
    const header = request.headers.authentication;
    const token = (Array.isArray(header) ? header[0] : header) ?? '';
    const report = (outcome: 'success' | 'failed', message: string, version?: string) =>
      reportReleaseAction(
        options.apiUrl,
        token,
        { app: appName, action: actionName as 'rollback' | 'promote' | 'abort', outcome, message, ...(version ? { version } : {}), clientAddress: request.ip },
        options.fetchImpl,
        (text) => request.log.warn(text),
      );
    try {
      const { message, result } = await action.run(appName, user, fields);
      const version = (result as { to?: unknown; version?: unknown; active?: unknown }).to ?? (result as { version?: unknown }).version ?? (result as { active?: unknown }).active;
      await report('success', message, typeof version === 'string' ? version : undefined);
      return succeed(reply, 200, message, { result });
    } catch (error) {
      // The release tooling's refusal, word for word: the compatibility check's reasons, a canary
      // in the way, a state that changed since the person looked.
      const message = error instanceof Error ? error.message : String(error);
      await report('failed', message.slice(0, 500));
      return refuse(reply, 409, message);
    }
  });
};
