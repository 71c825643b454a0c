import type { FastifyPluginAsync } from 'fastify';
import { recordExport, totalDataOfJson } from '../audit/record-export';
import { sendHeavyRead } from '../heavy-reads/send-heavy-read';
import { MAX_DATA_PAGE_SIZE, parseListQuery } from '../http/list-query';
import { found, parseIntegerId } from '../http/record-id';
import { okStatus } from '../http/replies';
import { activeCompanyOf } from '../plugins/access-control';
import { notificationListReply } from './list-replies';
import { NOTIFICATION_LIST } from './notification-repository';

/** Notifications of the active company and one notification with its history. */
export const notificationRoutes: FastifyPluginAsync = async (app) => {
  const { notifications } = app.repositories;
  const config = { access: { kind: 'permission' as const, group: 'dashboard_notification', operation: 'read' as const, company: true } };

  app.get('/dashboard/notification', { config }, async (request, reply) => {
    const query = parseListQuery(request.query as Record<string, unknown>, NOTIFICATION_LIST, app.config.siteUtcOffsetHours, MAX_DATA_PAGE_SIZE);
    const companyId = activeCompanyOf(request);
    const audited = (totalData: number) => recordExport(app, request, { list: 'notifications', totalData });
    const heavy = sendHeavyRead(app, request, reply, { kind: 'notifications', companyId, query }, (bytes) => audited(totalDataOfJson(bytes)));
    if (heavy) return heavy;
    const result = notificationListReply(notifications, companyId, query);
    audited(result.pagination.totalData);
    return result;
  });

  app.get<{ Params: { id: string } }>('/dashboard/notification/:id', { config }, async (request) => {
    const row = notifications.find(activeCompanyOf(request), parseIntegerId(request.params.id));
    return { data: found(row, 'Notification'), status: okStatus('Notification data retrieved.') };
  });
};
