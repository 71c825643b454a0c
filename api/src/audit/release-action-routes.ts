import type { FastifyPluginAsync } from 'fastify';
import { okStatus } from '../http/replies';
import { recordAudit } from './record-audit';
import { readReleaseActionReport } from './release-action-report';

/**
 * `POST /audit/release-actions` (decision 121): the release plane itself (the console server and
 * the release CLI, with the release service key; never a user's token) records what it did, each
 * report once by its idempotency key, even sent twice at once or again after a restart.
 */
export const releaseActionRoutes: FastifyPluginAsync = async (app) => {
  const findEvent = app.db.prepare<[string], { areAudtId: number }>('SELECT areAudtId FROM audit_release_events WHERE areEventId = ?');
  const rememberEvent = app.db.prepare('INSERT INTO audit_release_events (areEventId, areAudtId) VALUES (?, ?)');

  app.post('/audit/release-actions', { config: { access: { kind: 'service', service: 'release' } } }, async (request, reply) => {
    const report = readReleaseActionReport(request.body, app.now());
    // Immediate: the check and the write hold the database's write lock together, so a report sent
    // twice at once (from two processes too) is written once; the key is unique besides.
    const recorded = app.db
      .transaction(() => {
        const earlier = findEvent.get(report.id);
        if (earlier) return { audtId: earlier.areAudtId, repeated: true };
        const audtId = recordAudit(app, request, {
          action: `release.${report.action}`,
          target: report.app,
          // The release plane's actor, never a user id of this API: a row no user's own call can make.
          user: { userId: null, username: report.actor.name },
          details: {
            via: 'release-plane',
            eventId: report.id,
            at: report.at,
            actorKind: report.actor.kind,
            version: report.version,
            message: report.message,
            // Where the person was, as the console server saw them; this request itself comes from the release plane.
            reportedClientAddress: report.clientAddress,
          },
          outcome: report.outcome,
        });
        rememberEvent.run(report.id, audtId);
        return { audtId, repeated: false };
      })
      .immediate();
    if (recorded.repeated) return { data: recorded, status: okStatus('Release action already recorded.') };
    reply.code(201);
    return { data: { audtId: recorded.audtId }, status: okStatus('Release action recorded.') };
  });
};
