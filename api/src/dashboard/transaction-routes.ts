import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { sendHeavyRead } from '../heavy-reads/send-heavy-read';
import { badRequest, HttpError } from '../http/http-error';
import { parseListQuery } from '../http/list-query';
import { parseIntegerId } from '../http/record-id';
import { okStatus } from '../http/replies';
import { recordAudit } from '../audit/record-audit';
import { recordExport, totalDataOfJson } from '../audit/record-export';
import { activeCompanyOf, authOf } from '../plugins/access-control';
import { asObject, rejectUnknown } from '../validation/read-body';
import { transactionListReply } from './list-replies';
import { askBank, notifyMerchant } from './simulated-partners';
import { actionKey, ActionGuard } from './action-guard';
import { TRANSACTION_VIEWS, type TransactionType } from './transaction-fields';
import { TransactionTimeline } from './transaction-timeline';

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

/** An inquiry's or resend's reply body. */
type ActionReply = Record<string, unknown> & { message?: string; status?: unknown };

/** A checked action: its transaction, and how to answer it when it is not a repeat. */
interface ActionOutcome {
  id: number;
  row: Record<string, unknown>;
  reply: () => ActionReply;
}

/** The first words of a repeated action's message, before the first answer's own. */
const REPEATED = {
  inquiry: (seconds: number) => `Already asked ${seconds} s ago: the bank was not asked again. First result:`,
  'resend-notification': (seconds: number) => `Already sent ${seconds} s ago: the merchant was not notified again. First result:`,
};

/** The `{ type }` body of an action, which must name this screen's type. */
function checkType(body: unknown, type: TransactionType, path: string): void {
  const input = asObject(body);
  rejectUnknown(input, ['type']);
  if (input.type !== type) throw badRequest(`type must be "${type}" on ${path}.`);
}

/** VA and QRIS lists, inquiry and notification actions; all within the session's active company. */
export const transactionRoutes: FastifyPluginAsync = async (app) => {
  const { transactions, notifications } = app.repositories;
  const guard = new ActionGuard<ActionReply>(app.config.actionRepeatSeconds * 1000, app.config.actionsPerMinute);
  const timeline = new TransactionTimeline(app.db);

  /**
   * An inquiry or resend made safe to click twice (decision 106): counted against the user's
   * limit, answered with the first reply when repeated within the window, and audited either way.
   * `perform` runs at most once per window and must not await before it returns.
   */
  const guarded = (request: ActionRequest, action: 'inquiry' | 'resend-notification', type: TransactionType, perform: () => ActionOutcome): ActionReply => {
    const auth = authOf(request);
    const now = app.now().getTime();
    guard.admit(auth.userId, now);
    const { id, row, reply: given } = perform();
    const key = actionKey(auth.userId, action, type, id);
    const earlier = guard.earlier(key, now);
    const auditAction = `transaction.${action}`;
    if (earlier) {
      const seconds = Math.round((now - earlier.at) / 1000);
      const message = `${REPEATED[action](seconds)} ${String(earlier.reply.message ?? '')}`.trim();
      // `firstAnsweredSecondsAgo` lets a console say so in its own words (decision 133).
      const reply = { ...earlier.reply, repeated: true, firstAnsweredSecondsAgo: seconds, message, status: { ...(earlier.reply.status as object), message } };
      recordAudit(app, request, { action: auditAction, target: String(row.trctOrderId), details: { trctId: id, type, firstAnsweredSecondsAgo: seconds }, outcome: 'repeated' });
      return reply;
    }
    return given();
  };

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
      const audited = (totalData: number) => recordExport(app, request, { list: path, totalData });
      const heavy = sendHeavyRead(app, request, reply, { kind: 'transactions', companyId, type, query }, (bytes) => audited(totalDataOfJson(bytes)));
      if (heavy) return heavy;
      const result = transactionListReply(transactions, companyId, type, query);
      audited(result.pagination.totalData);
      return result;
    });

    app.post(`${path}/inquiry_status/:trctId`, { config }, async (request: ActionRequest) => {
      checkType(request.body, type, path);
      return guarded(request, 'inquiry', type, () => {
        const { id, row } = scopedTransaction(request, {});
        const fail = (message: string) => ({ success: false, message, status: { error: 1 as const, message } });
        const audit = (outcome: 'success' | 'failed', result: string) =>
          recordAudit(app, request, { action: 'transaction.inquiry', target: String(row.trctOrderId), details: { trctId: id, type, result }, outcome });
        if (row.trctStatus !== '03') {
          return { id, row, reply: () => {
            const reply = fail('Inquiry is only possible for unpaid transactions (status 03).');
            audit('failed', reply.message);
            return reply;
          } };
        }
        return { id, row, reply: () => {
          const now = app.now().toISOString();
          const answer = askBank(type, String(row.trctOrderId), Number(row.trctTotalAmount), now);
          const username = authOf(request).username;
          let reply: ActionReply;
          if (!answer.paid) reply = fail('The bank reports the transaction is still unpaid.');
          else {
            const message = 'The bank confirmed the payment: the transaction is now paid.';
            reply = { success: true, message, status: okStatus(message) };
          }
          app.db.transaction(() => {
            transactions.logInquiry(id, answer.request, answer.response, answer.paid, now, username);
            if (answer.paid) transactions.markPaid(id, now);
            audit(answer.paid ? 'success' : 'failed', answer.paid ? 'paid' : 'unpaid');
          })();
          if (answer.paid) reply = { ...reply, data: transactions.find(activeCompanyOf(request), type, id) };
          guard.remember(actionKey(authOf(request).userId, 'inquiry', type, id), reply, app.now().getTime());
          return reply;
        } };
      });
    });

    app.post(`${path}/send_notification/:trctId`, { config }, async (request: ActionRequest) => {
      checkType(request.body, type, path);
      return guarded(request, 'resend-notification', type, () => {
        const { id, row } = scopedTransaction(request, { responseCode: 404, responseMessage: 'Transaction not found.' });
        const audit = (outcome: 'success' | 'failed', details: Record<string, unknown>) =>
          recordAudit(app, request, { action: 'transaction.resend-notification', target: String(row.trctOrderId), details: { trctId: id, type, ...details }, outcome });
        if (row.trctStatus !== '00') {
          return { id, row, reply: () => {
            const message = 'Only paid transactions (status 00) can be notified.';
            audit('failed', { result: message });
            return { success: false, responseCode: 400, responseMessage: message, message, status: { error: 1 as const, message } };
          } };
        }
        return { id, row, reply: () => {
          const now = app.now().toISOString();
          const call = notifyMerchant(type, String(row.trctOrderId), Number(row.trctTotalAmountPaid ?? row.trctTotalAmount), now);
          app.db.transaction(() => {
            const notificationId = notifications.save(id, String(row.trctOrderId), 2, now);
            notifications.addHistory(notificationId, call.request, call.response, now, authOf(request).username);
            audit('success', { responseCode: call.responseCode, responseMessage: call.responseMessage });
          })();
          const message = 'Notification sent to the merchant.';
          const reply = { success: true, message, responseCode: call.responseCode, responseMessage: call.responseMessage, status: okStatus(message) };
          guard.remember(actionKey(authOf(request).userId, 'resend-notification', type, id), reply, app.now().getTime());
          return reply;
        } };
      });
    });

    /** The transaction with its events in order (decision 109), within the active company. */
    app.get(`${path}/timeline/:trctId`, { config }, async (request: ActionRequest) => {
      const { row } = scopedTransaction(request, {});
      return { data: { transaction: row, events: timeline.eventsOf(row) }, status: okStatus('Transaction timeline retrieved.') };
    });
  }
};
