import type { ListQuery } from '../http/list-query';
import { listReply } from '../http/replies';
import { NOTIFICATION_FIELDS, type NotificationRepository } from './notification-repository';
import { TRANSACTION_VIEWS, type TransactionType } from './transaction-fields';
import type { TransactionRepository } from './transaction-repository';

/**
 * The VA / QRIS list reply of one company: rows, paging, fields, status, and beside them `total`,
 * the paid totals of the whole filtered range. Built the same on the request thread and in a
 * heavy-read worker, so both answer the same bytes.
 */
export function transactionListReply(transactions: TransactionRepository, companyId: number, type: TransactionType, query: ListQuery) {
  const { rows, totalData, total } = transactions.list(companyId, type, query);
  return { ...listReply(rows, totalData, query, TRANSACTION_VIEWS[type].fields, 'Transaction data retrieved.'), total };
}

/** How every list reply's JSON starts: its rows come first. */
const ROWS_OPEN = '{"data":[';

/**
 * `JSON.stringify(transactionListReply(...))`, byte for byte, for a heavy read (an export's page):
 * the rows' JSON written by SQLite (`TransactionRepository.listJson`) inside the rest of the reply
 * as JSON.stringify writes it; a page `listJson` does not take is built the usual way.
 */
export function transactionListJson(transactions: TransactionRepository, companyId: number, type: TransactionType, query: ListQuery): string {
  const page = transactions.listJson(companyId, type, query);
  if (!page) return JSON.stringify(transactionListReply(transactions, companyId, type, query));
  const frame = JSON.stringify({ ...listReply([], page.totalData, query, TRANSACTION_VIEWS[type].fields, 'Transaction data retrieved.'), total: page.total });
  if (!frame.startsWith(`${ROWS_OPEN}]`)) throw new Error('A list reply starts with its rows.');
  return `${ROWS_OPEN}${page.rowsJson}${frame.slice(ROWS_OPEN.length)}`;
}

/** The notification list reply of one company (request thread or heavy-read worker alike). */
export function notificationListReply(notifications: NotificationRepository, companyId: number, query: ListQuery) {
  const { rows, totalData } = notifications.list(companyId, query);
  return listReply(rows, totalData, query, NOTIFICATION_FIELDS, 'Notification data retrieved.');
}
