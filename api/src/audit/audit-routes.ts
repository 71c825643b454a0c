import type { FastifyPluginAsync } from 'fastify';
import { parseListQuery } from '../http/list-query';
import { listReply } from '../http/replies';
import { AUDIT_FIELDS, AUDIT_LIST } from './audit-repository';
import { recordExport } from './record-export';

/** The Audit Log's list. */
export const auditRoutes: FastifyPluginAsync = async (app) => {
  const { auditLog } = app.repositories;

  app.get('/audit/trail', { config: { access: { kind: 'permission', group: 'console_audit', operation: 'read' } } }, async (request) => {
    const query = parseListQuery(request.query as Record<string, unknown>, AUDIT_LIST, app.config.siteUtcOffsetHours);
    const { rows, totalData } = auditLog.list(query);
    recordExport(app, request, { list: 'audit-trail', totalData });
    return listReply(rows, totalData, query, AUDIT_FIELDS, 'Audit trail retrieved.');
  });
};
