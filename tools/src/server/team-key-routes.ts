import type { FastifyPluginAsync } from 'fastify';
import { isAppName } from '../paths';
import { journalAction } from '../release/release-journal';
import { createTeamKey, listTeamKeys, revokeTeamKey } from '../release/team-keys';
import { isJsonRequest, refuse, succeed } from './console-replies';
import { authorizeRelease, refuseOtherSite, type ReleaseAccessContext } from './release-access';

export interface TeamKeyRoutesOptions extends ReleaseAccessContext {
  releasesDir: string;
  onRegistryChange?: () => void;
}

/**
 * The team keys on the Releases screen (decision 142): `GET /api/releases/keys` lists them (no
 * secrets: only a hash is kept), `POST /api/releases/keys` `{ app, name }` makes one and answers it
 * once, `POST /api/releases/keys/<id>/revoke` revokes one. `console_release.read` to list,
 * `.update` to make and revoke; both recorded in the audit trail.
 */
export const teamKeyRoutes: FastifyPluginAsync<TeamKeyRoutesOptions> = async (app, options) => {
  const record = async (action: 'key-create' | 'key-revoke', appName: string, by: string, message: string, clientAddress: string) => {
    await journalAction({ app: appName, action, outcome: 'success', actor: { kind: 'user', name: by }, message, clientAddress }, options.releasesDir);
    options.onRegistryChange?.();
  };

  app.get('/api/releases/keys', async (request, reply) => {
    if (!(await authorizeRelease(request, reply, options, 'read'))) return reply;
    return succeed(reply, 200, 'Team keys retrieved.', { keys: await listTeamKeys(options.releasesDir) });
  });

  app.post('/api/releases/keys', { bodyLimit: 4096 }, async (request, reply) => {
    if (refuseOtherSite(request, reply, options)) return reply;
    if (!isJsonRequest(request) || typeof request.body !== 'object' || request.body === null) return refuse(reply, 415, 'Send a JSON object.');
    const user = await authorizeRelease(request, reply, options, 'update');
    if (!user) return reply;
    const { app: appName, name } = request.body as Record<string, unknown>;
    if (typeof appName !== 'string' || !isAppName(appName)) return refuse(reply, 400, 'app must name an app of the console.');
    if (name !== undefined && (typeof name !== 'string' || name.length > 100)) return refuse(reply, 400, 'name must be text of at most 100 characters.');
    const { key, record: created } = await createTeamKey(appName, { name: typeof name === 'string' ? name : undefined, by: user.username }, options.releasesDir);
    await record('key-create', appName, user.username, `key ${created.id} (${created.name}) made`, request.ip);
    return succeed(reply, 201, `Made a key for ${appName}: copy it now, it is not shown again.`, { key, record: created });
  });

  app.post<{ Params: { id: string } }>('/api/releases/keys/:id/revoke', { bodyLimit: 4096 }, async (request, reply) => {
    if (refuseOtherSite(request, reply, options)) return reply;
    if (!isJsonRequest(request)) return refuse(reply, 415, 'Send a JSON object.');
    const user = await authorizeRelease(request, reply, options, 'update');
    if (!user) return reply;
    try {
      const revoked = await revokeTeamKey(request.params.id, { by: user.username }, options.releasesDir);
      await record('key-revoke', revoked.app, user.username, `key ${revoked.id} (${revoked.name}) revoked`, request.ip);
      return succeed(reply, 200, `Revoked the key ${revoked.name} of ${revoked.app}.`, { record: revoked });
    } catch (error) {
      return refuse(reply, 404, (error as Error).message);
    }
  });
};
