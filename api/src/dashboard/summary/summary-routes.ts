import type { FastifyPluginAsync } from 'fastify';
import { okStatus } from '../../http/replies';
import { activeCompanyOf } from '../../plugins/access-control';
import { NOTIFICATION_LIST } from '../notification-repository';
import { TRANSACTION_VIEWS, type TransactionType } from '../transaction-fields';
import { parseSummaryQuery } from './summary-query';
import { SummaryRepository } from './summary-repository';

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
 * and the oldest still pending).
 */
export const summaryRoutes: FastifyPluginAsync = async (app) => {
  const summaries = new SummaryRepository(app.db);
  const offsetHours = () => app.config.siteUtcOffsetHours;

  for (const { type, path, permission } of TRANSACTION_SUMMARIES) {
    app.get(path, { config: readAccess(permission) }, async (request) => {
      const query = parseSummaryQuery(request.query as Record<string, unknown>, TRANSACTION_VIEWS[type].spec, offsetHours(), app.now());
      return { data: summaries.transactions(activeCompanyOf(request), type, query, offsetHours()), status: okStatus('Transaction summary retrieved.') };
    });
  }

  app.get('/dashboard/notification/summary', { config: readAccess('dashboard_notification') }, async (request) => {
    const query = parseSummaryQuery(request.query as Record<string, unknown>, NOTIFICATION_LIST, offsetHours(), app.now());
    return { data: summaries.notifications(activeCompanyOf(request), query, offsetHours()), status: okStatus('Notification summary retrieved.') };
  });
};
