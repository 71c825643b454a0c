import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { sendHeavyRead } from '../heavy-reads/send-heavy-read';
import { badRequest, HttpError } from '../http/http-error';
import { parseListQuery } from '../http/list-query';
import { parseIntegerId } from '../http/record-id';
import { okStatus } from '../http/replies';
import { activeCompanyOf } from '../plugins/access-control';
import { asObject, rejectUnknown } from '../validation/read-body';
import { transactionListReply } from './list-replies';
import { askBank, notifyMerchant } from './simulated-partners';
import { TRANSACTION_VIEWS, type TransactionType } from './transaction-fields';

const SCREENS: { type: TransactionType; path: string; permission: string }[] = [
  { type: 'va', path: '/dashboard/transactionVa', permission: 'dashboard_transactionva' },
  { type: 'qris', path: '/dashboard/transactionQr', permission: 'dashboard_transactionqr' },
];

/**
 * Rows per reply at most: `max=1000000` (allowed by the spec) answers pages of this size, with
 * `pagination.itemPerPage` and `totalPage` saying so, so one reader cannot stall everyone.
 */
export const MAX_TRANSACTION_PAGE_SIZE = 10_000;

type ActionRequest = FastifyRequest<{ Params: { trctId: string } }>;

/** The `{ type }` body of an action, which must name this screen's type. */
function checkType(body: unknown, type: TransactionType, path: string): void {
  const input = asObject(body);
  rejectUnknown(input, ['type']);
  if (input.type !== type) throw badRequest(`type must be "${type}" on ${path}.`);
}

/** VA and QRIS lists, inquiry and notification actions; all within the session's active company. */
export const transactionRoutes: FastifyPluginAsync = async (app) => {
  const { transactions, notifications } = app.repositories;

  for (const { type, path, permission } of SCREENS) {
    const config = { access: { kind: 'permission' as const, group: permission, operation: 'read' as const, company: true } };
    const view = TRANSACTION_VIEWS[type];

    /** The transaction of the active company, or 404 exactly as if it did not exist. */
    const scopedTransaction = (request: ActionRequest, failure: Record<string, unknown>) => {
      const id = parseIntegerId(request.params.trctId, 'trctId');
      const row = transactions.find(activeCompanyOf(request), type, id);
      const message = 'Transaction not found.';
      if (!row) throw new HttpError(404, message, { body: { success: false, message, ...failure } });
      return { id, row };
    };

    app.get(path, { config }, async (request, reply) => {
      const query = parseListQuery(request.query as Record<string, unknown>, view.spec, app.config.siteUtcOffsetHours, MAX_TRANSACTION_PAGE_SIZE);
      const companyId = activeCompanyOf(request);
      // An export's page (thousands of rows) is read and serialised by a worker, off this thread.
      const heavy = sendHeavyRead(app, request, reply, { kind: 'transactions', companyId, type, query });
      return heavy ?? transactionListReply(transactions, companyId, type, query);
    });

    app.post(`${path}/inquiry_status/:trctId`, { config }, async (request: ActionRequest) => {
      checkType(request.body, type, path);
      const { id, row } = scopedTransaction(request, {});
      const fail = (message: string) => ({ success: false, message, status: { error: 1, message } });
      if (row.trctStatus !== '03') return fail('Inquiry is only possible for unpaid transactions (status 03).');
      const now = app.now().toISOString();
      const answer = askBank(type, String(row.trctOrderId), Number(row.trctTotalAmount), now);
      app.db.transaction(() => {
        transactions.logInquiry(id, answer.request, answer.response, answer.paid, now);
        if (answer.paid) transactions.markPaid(id, now);
      })();
      if (!answer.paid) return fail('The bank reports the transaction is still unpaid.');
      const message = 'The bank confirmed the payment: the transaction is now paid.';
      return { success: true, message, status: okStatus(message), data: transactions.find(activeCompanyOf(request), type, id) };
    });

    app.post(`${path}/send_notification/:trctId`, { config }, async (request: ActionRequest) => {
      checkType(request.body, type, path);
      const { id, row } = scopedTransaction(request, { responseCode: 404, responseMessage: 'Transaction not found.' });
      if (row.trctStatus !== '00') {
        const message = 'Only paid transactions (status 00) can be notified.';
        return { success: false, responseCode: 400, responseMessage: message, message, status: { error: 1, message } };
      }
      const now = app.now().toISOString();
      const call = notifyMerchant(type, String(row.trctOrderId), Number(row.trctTotalAmountPaid ?? row.trctTotalAmount), now);
      app.db.transaction(() => {
        const notificationId = notifications.save(id, String(row.trctOrderId), 2, now);
        notifications.addHistory(notificationId, call.request, call.response, now);
      })();
      const message = 'Notification sent to the merchant.';
      return { success: true, message, responseCode: call.responseCode, responseMessage: call.responseMessage, status: okStatus(message) };
    });
  }
};
