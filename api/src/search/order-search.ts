import type { Database, Statement } from 'better-sqlite3';
import type { TransactionType } from '../dashboard/transaction-fields';

/** Matches per kind at most: the top bar lists a few, each linking to its screen. */
export const SEARCH_LIMIT = 10;

export interface TransactionHit {
  trctId: number;
  trctType: TransactionType;
  trctOrderId: string;
  trctVirtualAccountNo: string | null;
  trqrReferenceNo: string | null;
  trctStatus: string;
  trctTotalAmount: number;
  trctCreatedTime: string;
  /** Which identifier matched. */
  matched: 'trctOrderId' | 'trctVirtualAccountNo' | 'trqrReferenceNo';
}

export interface NotificationHit {
  notiId: number;
  notiOrderId: string | null;
  notiStatus: number;
  notiCreatedTime: string;
  trctId: number;
  trctType: TransactionType;
}

/** The columns looked in, each the second column of an index that starts with the company (migration 008). */
export const IDENTIFIERS = ['trctOrderId', 'trctVirtualAccountNo', 'trqrReferenceNo'] as const;
type Identifier = (typeof IDENTIFIERS)[number];
const HIT_COLUMNS = 'trctId, trctType, trctOrderId, trctVirtualAccountNo, trqrReferenceNo, trctStatus, trctTotalAmount, trctCreatedTime';

/** The end of a prefix's range: every text that starts with `prefix` sorts below it. */
const rangeEnd = (prefix: string) => `${prefix}\u{10FFFF}`;

/**
 * The top bar's search (decision 108): transactions of one company whose order id, VA number or
 * QRIS reference number starts with the text (as typed, and in capitals), whatever their date,
 * and the notifications of those transactions. Every lookup is a range of an index starting with
 * the company: no scan, however many rows.
 */
export class OrderSearch {
  private readonly byIdentifier;
  private readonly notificationsOf;

  constructor(db: Database) {
    this.byIdentifier = Object.fromEntries(
      IDENTIFIERS.map((column) => [column, db.prepare<[number, string, string, number], Omit<TransactionHit, 'matched'>>(identifierLookupSql(column))]),
    ) as Record<Identifier, Statement<[number, string, string, number], Omit<TransactionHit, 'matched'>>>;
    this.notificationsOf = db.prepare<[string], NotificationHit>(
      `SELECT n.notiId, n.notiOrderId, n.notiStatus, n.notiCreatedTime, t.trctId, t.trctType
       FROM json_each(?) j JOIN notifications n ON n.notiTrctId = j.value JOIN transactions t ON t.trctId = n.notiTrctId
       ORDER BY n.notiId DESC`,
    );
  }

  /** Transactions of the allowed types and (with `notifications`) their notifications. */
  search(companyId: number, text: string, allowed: { types: TransactionType[]; notifications: boolean }): { transactions: TransactionHit[]; notifications: NotificationHit[] } {
    const prefixes = [...new Set([text, text.toUpperCase()])];
    const found = new Map<number, TransactionHit>();
    for (const column of IDENTIFIERS) {
      for (const prefix of prefixes) {
        for (const row of this.byIdentifier[column].all(companyId, prefix, rangeEnd(prefix), SEARCH_LIMIT)) {
          if (!found.has(row.trctId) && found.size < SEARCH_LIMIT * 3) found.set(row.trctId, { ...row, matched: column });
        }
      }
    }
    const hits = [...found.values()];
    const transactions = hits.filter((hit) => allowed.types.includes(hit.trctType)).slice(0, SEARCH_LIMIT);
    const notifications = allowed.notifications && hits.length > 0 ? this.notificationsOf.all(JSON.stringify(hits.map((hit) => hit.trctId))).slice(0, SEARCH_LIMIT) : [];
    return { transactions, notifications };
  }
}

/** The lookup of one identifier: company, then a prefix's range (parameters: company, from, below, limit). */
export const identifierLookupSql = (column: Identifier) =>
  `SELECT ${HIT_COLUMNS} FROM transactions INDEXED BY ${INDEX_OF[column]}
   WHERE trctCompId = ? AND ${column} >= ? AND ${column} < ? ORDER BY ${column} LIMIT ?`;

/** Named so the plan cannot drift to a scan of the time-ordered list indexes. */
const INDEX_OF: Record<Identifier, string> = {
  trctOrderId: 'idx_transactions_order_id',
  trctVirtualAccountNo: 'idx_transactions_va_number',
  trqrReferenceNo: 'idx_transactions_qris_reference',
};
