import type { FastifyPluginAsync } from 'fastify';
import { sendFromWorker } from '../heavy-reads/send-heavy-read';
import { parseListQuery } from '../http/list-query';
import { listReply } from '../http/replies';
import { AUDIT_FIELDS, AUDIT_LIST } from './audit-repository';
import { recordExport } from './record-export';

const auditRead = { access: { kind: 'permission' as const, group: 'console_audit', operation: 'read' as const } };

/** The Audit Log's list, and the state of its hash chain. */
export const auditRoutes: FastifyPluginAsync = async (app) => {
  const { auditLog } = app.repositories;

  /**
   * Whether every row is there, unchanged and in order, and the end matches the checkpoint
   * (decision 122): verified in a heavy-read worker, incrementally, so a screen may ask often.
   */
  app.get('/audit/trail/integrity', { config: auditRead }, async (request, reply) =>
    sendFromWorker(app, request, reply, { kind: 'audit-integrity', checkpoint: app.auditAnchor.current(), now: app.now().toISOString() }),
  );

  app.get('/audit/trail', { config: auditRead }, async (request) => {
    const query = parseListQuery(request.query as Record<string, unknown>, AUDIT_LIST, app.config.siteUtcOffsetHours);
    const { rows, totalData } = auditLog.list(query);
    recordExport(app, request, { list: 'audit-trail', totalData });
    return listReply(rows, totalData, query, AUDIT_FIELDS, 'Audit trail retrieved.');
  });
};
