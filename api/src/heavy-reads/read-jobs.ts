import type { CheckpointFile } from '../audit/audit-checkpoint';
import { type AuditRepository, auditListReply } from '../audit/audit-repository';
import type { IntegrityChecker } from '../audit/integrity-checker';
import { notificationListReply, transactionListJson } from '../dashboard/list-replies';
import type { NotificationRepository } from '../dashboard/notification-repository';
import type { SummaryQuery } from '../dashboard/summary/summary-query';
import { notificationSummaryReply, transactionSummaryReply } from '../dashboard/summary/summary-replies';
import type { SummaryRepository } from '../dashboard/summary/summary-repository';
import type { TransactionType } from '../dashboard/transaction-fields';
import type { TransactionRepository } from '../dashboard/transaction-repository';
import type { ListQuery } from '../http/list-query';
import { okStatus } from '../http/replies';

/**
 * A list page over this many rows is a heavy read (an export's page): it is answered off the
 * request thread. The screens ask for at most 100 rows; the exporter asks for 10,000.
 */
export const HEAVY_PAGE_ROWS = 1_000;

/** Who asked, kept with the job (for logs now, for an audit trail later); never used to authorize. */
export interface RequestedBy {
  userId: string;
  sessionId: number;
}

/**
 * What a heavy-read worker may do: one list page of one company (or of the audit trail), a
 * filtered summary of one company, with a query the request thread built from the list's whitelist
 * after its permission and company checks (decision 124); the audit trail's integrity check
 * (decision 122). Nothing else.
 */
export type ReadRequest =
  | { kind: 'transactions'; companyId: number; type: TransactionType; query: ListQuery }
  | { kind: 'notifications'; companyId: number; query: ListQuery }
  | { kind: 'audit-trail'; query: ListQuery }
  | { kind: 'transaction-summary'; companyId: number; type: TransactionType; query: SummaryQuery; offsetHours: number }
  | { kind: 'notification-summary'; companyId: number; query: SummaryQuery; offsetHours: number }
  /** `checkpoint`: the checkpoint file as the request thread read it (null: the trail has none); `now`: ISO time. */
  | { kind: 'audit-integrity'; checkpoint: CheckpointFile | null; now: string };

export type ReadJob = ReadRequest & { requestedBy: RequestedBy };

export interface ReadRepositories {
  transactions: TransactionRepository;
  notifications: NotificationRepository;
  auditLog: AuditRepository;
  summaries: SummaryRepository;
  integrity: IntegrityChecker;
}

/** The reply of a job as its JSON text (what Fastify would send for the same object). */
export function runReadJob(repositories: ReadRepositories, job: ReadJob): string {
  switch (job.kind) {
    case 'transactions':
      return transactionListJson(repositories.transactions, job.companyId, job.type, job.query);
    case 'notifications':
      return JSON.stringify(notificationListReply(repositories.notifications, job.companyId, job.query));
    case 'audit-trail':
      return JSON.stringify(auditListReply(repositories.auditLog, job.query));
    case 'transaction-summary':
      return JSON.stringify(transactionSummaryReply(repositories.summaries, job.companyId, job.type, job.query, job.offsetHours));
    case 'notification-summary':
      return JSON.stringify(notificationSummaryReply(repositories.summaries, job.companyId, job.query, job.offsetHours));
    case 'audit-integrity':
      return JSON.stringify({ data: repositories.integrity.check(job.checkpoint, new Date(job.now)), status: okStatus('Audit trail integrity checked.') });
  }
}

/**
 * Which worker should answer a job: pages of the same list go to the same worker, whose
 * connection remembers where the last page ended (decision 068), so the next page seeks; the same
 * summary to the same worker, which remembers it until the data changes; the integrity check
 * always to the same one, which remembers how far it has verified.
 */
export function affinityKey(job: ReadJob): string {
  switch (job.kind) {
    case 'audit-integrity':
      return job.kind;
    case 'transaction-summary':
    case 'notification-summary':
      return JSON.stringify([job.kind, job.companyId, job.kind === 'transaction-summary' ? job.type : '', job.query]);
    case 'audit-trail': {
      const { where, params, orderBy, max } = job.query;
      return JSON.stringify([job.kind, where, params, orderBy, max]);
    }
    default: {
      const { where, params, orderBy, max } = job.query;
      return JSON.stringify([job.kind, job.companyId, job.kind === 'transactions' ? job.type : '', where, params, orderBy, max]);
    }
  }
}
