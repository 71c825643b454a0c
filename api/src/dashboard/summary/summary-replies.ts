import { okStatus } from '../../http/replies';
import type { TransactionType } from '../transaction-fields';
import type { SummaryQuery } from './summary-query';
import type { SummaryRepository } from './summary-repository';

/** A VA or QRIS summary's reply, built the same on the request thread and in a heavy-read worker. */
export function transactionSummaryReply(summaries: SummaryRepository, companyId: number, type: TransactionType, query: SummaryQuery, offsetHours: number) {
  return { data: summaries.transactions(companyId, type, query, offsetHours), status: okStatus('Transaction summary retrieved.') };
}

/** The notification summary's reply (request thread or worker alike). */
export function notificationSummaryReply(summaries: SummaryRepository, companyId: number, query: SummaryQuery, offsetHours: number) {
  return { data: summaries.notifications(companyId, query, offsetHours), status: okStatus('Notification summary retrieved.') };
}
