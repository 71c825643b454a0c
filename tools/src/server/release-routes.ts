import type { FastifyPluginAsync } from 'fastify';
import { type AppName, isAppName } from '../paths';
import { abort, promote } from '../release/canary';
import type { RampPlan } from '../release/canary';
import { parseDuration, parseRamp } from '../release/canary-rule';
import { startKeptCanary } from '../release/kept-release-canary';
import { rollback } from '../release/rollback';
import { journalAction } from '../release/release-journal';
import type { ConsoleUser } from './api-identity';
import { isJsonRequest, refuse, succeed } from './console-replies';
import { authorizeRelease, refuseOtherSite } from './release-access';
import type { RefusalJournal } from './refusal-journal';
import type { ReleaseHealthStore } from './release-health-store';
import type { AlertSender } from './alert-sender';
import type { DamageWatch } from './damage-watch';
import type { Previews } from './preview';
import { releaseRows } from './release-rows';
import { readRegistryFile } from './registry-view';

export interface ReleaseRoutesOptions {
  releasesDir: string;
  /** Where the console server asks the API who a token belongs to (server to server). */
  apiUrl: string;
  health: ReleaseHealthStore;
  /** Preview links of the kept releases the list shows. */
  previews: Previews;
  /** The alerts of the canary watch, for the console's toasts. */
  alerts: AlertSender;
  /** What is wrong with the files of releases browsers are sent to. */
  damage: DamageWatch;
  /** Where refused requests are noted for the audit trail (coalesced per source). */
  refusals: RefusalJournal;
  /** Called after every registry change made here, and after a journaled failure (the audit forwarder). */
  onRegistryChange?: () => void;
  fetchImpl?: typeof fetch;
}

/** A short text field of a JSON body: absent, or a non-empty string of at most 200 characters (`reason`: 500). */
function textField(body: unknown, name: string): string | undefined | Error {
  const value = (body as Record<string, unknown>)[name];
  if (value === undefined || value === null) return undefined;
  const limit = name === 'reason' ? 500 : 200;
  if (typeof value !== 'string' || value.trim() === '' || value.length > limit) {
    return new Error(name === 'reason' ? `reason must be text of at most ${limit} characters.` : `${name} must be a release version (text of at most ${limit} characters).`);
  }
  return value.trim();
}

const badRequest = (message: string) => Object.assign(new Error(message), { statusCode: 400 });

/** The message of a kept release made active, as it really was (decision 142). */
const changedMessage = (app: string, result: { action: 'rollback' | 'activate'; to: string }) =>
  result.action === 'activate' ? `Activated ${app} ${result.to}.` : `Rolled back ${app} to ${result.to}.`;

type Action = (app: AppName, user: ConsoleUser, body: Record<string, string | undefined>) => Promise<{ message: string; result: object }>;

const ACTIONS: Record<'rollback' | 'activate' | 'canary' | 'promote' | 'abort', { fields: string[]; run: Action }> = {
  rollback: {
    fields: ['to', 'from', 'reason'],
    run: async (app, user, { to, from, reason }) => {
      const result = await rollback(app, { to, expectedActive: from, by: user.username, reason, authenticated: true });
      return { message: changedMessage(app, result), result };
    },
  },
  activate: {
    fields: ['version', 'from', 'reason'],
    run: async (app, user, { version, from, reason }) => {
      if (!version) throw badRequest('version must name the kept release to activate.');
      const result = await rollback(app, { to: version, expectedActive: from, by: user.username, reason, authenticated: true });
      return { message: changedMessage(app, result), result };
    },
  },
  canary: {
    fields: ['version', 'percent', 'ramp', 'step', 'from', 'reason'],
    run: async (app, user, { version, percent, ramp, step, from, reason }) => {
      if (!version || (!percent && !ramp)) throw badRequest('version and percent (or ramp) name the kept release and the share of browsers.');
      let plan: RampPlan | undefined;
      try {
        plan = ramp ? { steps: parseRamp(ramp), stepMs: parseDuration(step ?? '10m') } : undefined;
      } catch (error) {
        throw badRequest((error as Error).message.replace(/--(ramp|step)/g, '$1'));
      }
      const result = await startKeptCanary(app, { version, percent: percent ?? '100', expectedActive: from, by: user.username, reason, authenticated: true, ...(plan ? { ramp: plan } : {}) });
      const stepped = plan ? `, stepped ${plan.steps.join(' → ')} %` : '';
      return { message: `Started a canary of ${app}: ${result.version} for ${result.percent} % of browsers${stepped}.`, result };
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
    fields: ['version', 'reason'],
    run: async (app, user, { version, reason }) => {
      const result = await abort(app, { version, by: user.username, reason, authenticated: true });
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
    if (!(await authorizeRelease(request, reply, options, 'read'))) return reply;
    const apps = await releaseRows(await readRegistryFile(options.releasesDir), { releasesDir: options.releasesDir, health: options.health, previews: options.previews, damage: options.damage });
    return succeed(reply, 200, 'Releases retrieved.', { apps });
  });

  // The alerts of the last while (decision 143): what an open console toasts to release managers.
  app.get<{ Querystring: { after?: string } }>('/api/releases/alerts', async (request, reply) => {
    if (!(await authorizeRelease(request, reply, options, 'read'))) return reply;
    const after = typeof request.query.after === 'string' && /^[0-9a-f-]{36}$/.test(request.query.after) ? request.query.after : null;
    return succeed(reply, 200, 'Alerts retrieved.', { alerts: options.alerts.since(after) });
  });

  app.post<{ Params: { app: string; action: string } }>('/api/releases/:app/:action', { bodyLimit: 4096 }, async (request, reply) => {
    const { app: appName, action: actionName } = request.params;
    const action = Object.hasOwn(ACTIONS, actionName) ? ACTIONS[actionName as keyof typeof ACTIONS] : undefined;
    if (!action) return refuse(reply, 404, 'Not found');
    if (refuseOtherSite(request, reply, options, isAppName(appName) ? appName : 'console')) return reply;
    if (!isJsonRequest(request) || typeof request.body !== 'object' || request.body === null || Array.isArray(request.body)) {
      return refuse(reply, 415, 'Send a JSON object.');
    }
    const user = await authorizeRelease(request, reply, options, 'update', isAppName(appName) ? appName : 'console');
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
      const status = (error as { statusCode?: number }).statusCode;
      if (status === 400) return refuse(reply, 400, (error as Error).message);
      // The release tooling's refusal, word for word: the compatibility check's reasons, a canary
      // in the way, a state that changed since the person looked.
      const message = error instanceof Error ? error.message : String(error);
      await journalAction({
        app: appName,
        action: actionName as keyof typeof ACTIONS,
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
