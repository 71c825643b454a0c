import type { FastifyPluginAsync } from 'fastify';
import type { TransactionType } from '../dashboard/transaction-fields';
import { badRequest, forbidden } from '../http/http-error';
import { okStatus } from '../http/replies';
import { activeCompanyOf, authOf } from '../plugins/access-control';
import { asObject, rejectUnknown } from '../validation/read-body';
import { OrderSearch } from './order-search';

/** The read permission of each part of the search's answer. */
const PARTS = { va: 'dashboard_transactionva', qris: 'dashboard_transactionqr', notifications: 'dashboard_notification' } as const;
const MIN_LENGTH = 3;
const MAX_LENGTH = 64;

/**
 * `GET /dashboard/search?q=` (decision 108): for a user with at least one of VA, QRIS or
 * notification read, the matches within the active company that they may read.
 */
export const searchRoutes: FastifyPluginAsync = async (app) => {
  const search = new OrderSearch(app.db);
  const { access } = app.repositories;

  app.get('/dashboard/search', { config: { access: { kind: 'login' } } }, async (request) => {
    const auth = authOf(request);
    const can = (group: string) => access.can(auth.userId, group, 'read');
    const types = (['va', 'qris'] as TransactionType[]).filter((type) => can(PARTS[type]));
    const notifications = can(PARTS.notifications);
    if (types.length === 0 && !notifications) {
      throw forbidden('Permission dashboard_transactionva.read, dashboard_transactionqr.read or dashboard_notification.read is required.');
    }
    const companyId = activeCompanyOf(request);
    const query = asObject(request.query);
    rejectUnknown(query, ['q']);
    const text = typeof query.q === 'string' ? query.q.trim() : '';
    if (text.length < MIN_LENGTH || text.length > MAX_LENGTH) throw badRequest(`q must be ${MIN_LENGTH} to ${MAX_LENGTH} characters.`);
    const found = search.search(companyId, text, { types, notifications });
    const count = found.transactions.length + found.notifications.length;
    return { data: found, status: okStatus(count === 0 ? 'Nothing found.' : `${count} found.`) };
  });
};
