import type { FastifyPluginAsync } from 'fastify';
import { sendFromWorker } from '../../heavy-reads/send-heavy-read';
import { activeCompanyOf } from '../../plugins/access-control';
import { NOTIFICATION_LIST } from '../notification-repository';
import { TRANSACTION_VIEWS, type TransactionType } from '../transaction-fields';
import { parseSummaryQuery } from './summary-query';
import { notificationSummaryReply, transactionSummaryReply } from './summary-replies';
import { readsHourlyRows } from './summary-repository';

/** Each summary sits under its list's path and asks for the list's own permission, in the active company. */
const TRANSACTION_SUMMARIES: { type: TransactionType; path: string; permission: string }[] = [
  { type: 'va', path: '/dashboard/transactionVa/summary', permission: 'dashboard_transactionva' },
  { type: 'qris', path: '/dashboard/transactionQr/summary', permission: 'dashboard_transactionqr' },
];

const readAccess = (group: string) => ({ access: { kind: 'permission' as const, group, operation: 'read' as const, company: true } });

/**
 * The Home page's summaries (decision 110): `GET <list path>/summary?from&to&bucket=hour|day` with
 * any of the list's filters, answering the list's rows of the active company summed (paid, unpaid,
 * expired, by bank, per hour or day against the period before; notifications Pending and Sukses
 * and the oldest still pending). A range alone is summed from the hourly rows on the request
 * thread; any other filter (a search, a bank, a status) reads the list's rows, in a heavy-read
 * worker (decision 124), so ten users searching do not hold up everyone else's lists.
 */
export const summaryRoutes: FastifyPluginAsync = async (app) => {
  const { summaries } = app.repositories;
  const offsetHours = () => app.config.siteUtcOffsetHours;

  for (const { type, path, permission } of TRANSACTION_SUMMARIES) {
    app.get(path, { config: readAccess(permission) }, async (request, reply) => {
      const query = parseSummaryQuery(request.query as Record<string, unknown>, TRANSACTION_VIEWS[type].spec, offsetHours(), app.now());
      const companyId = activeCompanyOf(request);
      if (readsHourlyRows(query)) return transactionSummaryReply(summaries, companyId, type, query, offsetHours());
      return sendFromWorker(app, request, reply, { kind: 'transaction-summary', companyId, type, query, offsetHours: offsetHours() });
    });
  }

  app.get('/dashboard/notification/summary', { config: readAccess('dashboard_notification') }, async (request, reply) => {
    const query = parseSummaryQuery(request.query as Record<string, unknown>, NOTIFICATION_LIST, offsetHours(), app.now());
    const companyId = activeCompanyOf(request);
    if (readsHourlyRows(query)) return notificationSummaryReply(summaries, companyId, query, offsetHours());
    return sendFromWorker(app, request, reply, { kind: 'notification-summary', companyId, query, offsetHours: offsetHours() });
  });
};
