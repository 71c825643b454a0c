import type { FastifyPluginAsync } from 'fastify';
import { sendFromWorker, sendHeavyRead } from '../heavy-reads/send-heavy-read';
import { MAX_DATA_PAGE_SIZE, parseListQuery } from '../http/list-query';
import { AUDIT_LIST, auditListReply } from './audit-repository';
import { recordExport, totalDataOfJson } from './record-export';

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

  /** Pages of at most MAX_DATA_PAGE_SIZE rows; one of more than HEAVY_PAGE_ROWS (an export's) from a heavy-read worker (decision 124). */
  app.get('/audit/trail', { config: auditRead }, async (request, reply) => {
    const query = parseListQuery(request.query as Record<string, unknown>, AUDIT_LIST, app.config.siteUtcOffsetHours, MAX_DATA_PAGE_SIZE);
    const audited = (totalData: number) => recordExport(app, request, { list: 'audit-trail', totalData });
    const heavy = sendHeavyRead(app, request, reply, { kind: 'audit-trail', query }, (bytes) => audited(totalDataOfJson(bytes)));
    if (heavy) return heavy;
    const result = auditListReply(auditLog, query);
    audited(result.pagination.totalData);
    return result;
  });
};
