import type { FastifyPluginAsync } from 'fastify';
import { badRequest } from '../http/http-error';
import { parseListQuery } from '../http/list-query';
import { listReply, okStatus } from '../http/replies';
import { asObject, rejectUnknown } from '../validation/read-body';
import { AUDIT_FIELDS, AUDIT_LIST } from './audit-repository';
import { recordAudit } from './record-audit';
import { recordExport } from './record-export';

/** Release actions the console server performs and reports (decision 085). */
const RELEASE_ACTIONS = ['rollback', 'promote', 'abort'] as const;
const APP_NAME = /^[a-z][a-z0-9-]{0,39}$/;

/** The Audit Log's list, and where the console server reports the release actions it performed. */
export const auditRoutes: FastifyPluginAsync = async (app) => {
  const { auditLog } = app.repositories;

  app.get('/audit/trail', { config: { access: { kind: 'permission', group: 'console_audit', operation: 'read' } } }, async (request) => {
    const query = parseListQuery(request.query as Record<string, unknown>, AUDIT_LIST, app.config.siteUtcOffsetHours);
    const { rows, totalData } = auditLog.list(query);
    recordExport(app, request, { list: 'audit-trail', totalData });
    return listReply(rows, totalData, query, AUDIT_FIELDS, 'Audit trail retrieved.');
  });

  /**
   * One release action the console server performed for the signed-in user (their token): only
   * holders of `console_release.update` may write it, and only this shape.
   */
  app.post(
    '/audit/release-actions',
    { config: { access: { kind: 'permission', group: 'console_release', operation: 'update' } } },
    async (request, reply) => {
      const body = asObject(request.body);
      rejectUnknown(body, ['app', 'action', 'outcome', 'message', 'version', 'clientAddress']);
      const { app: appName, action, outcome, message, version, clientAddress } = body;
      if (typeof appName !== 'string' || !APP_NAME.test(appName)) throw badRequest('app must be an app name.');
      if (typeof action !== 'string' || !(RELEASE_ACTIONS as readonly string[]).includes(action)) throw badRequest(`action must be one of ${RELEASE_ACTIONS.join(', ')}.`);
      if (outcome !== 'success' && outcome !== 'failed') throw badRequest('outcome must be success or failed.');
      const text = (value: unknown, name: string) => {
        if (value === undefined || value === null) return null;
        if (typeof value !== 'string' || value.length > 500) throw badRequest(`${name} must be text of at most 500 characters.`);
        return value;
      };
      const id = recordAudit(app, request, {
        action: `release.${action}`,
        target: appName,
        details: {
          version: text(version, 'version'),
          message: text(message, 'message'),
          // As the console server saw the browser; this request itself comes from the console server.
          reportedClientAddress: text(clientAddress, 'clientAddress'),
        },
        outcome,
      });
      reply.code(201);
      return { data: { audtId: id }, status: okStatus('Release action recorded.') };
    },
  );
};
