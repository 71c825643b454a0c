import type { Database } from 'better-sqlite3';
import { StatementCache } from '../db/statement-cache';
import { type ListQuery, whereClause } from '../http/list-query';
import { TRANSACTION_VIEWS, type TransactionType } from './transaction-fields';

export type TransactionRow = Record<string, unknown>;

export interface TransactionTotals {
  /** Sum of `trctTotalAmountPaid` of paid (00) transactions in the filtered range. */
  nominal_lunas: number;
  /** How many of them. */
  count_lunas: number;
}

interface Counted {
  totalData: number;
  nominal: number;
  paid: number;
}

const NOTIFICATION_SELECT = 'n.notiId AS _notiId, n.notiStatus AS _notiStatus, n.notiCreatedTime AS _notiCreatedTime';

/** A row with its notification nested (`notification` absent when there is none). */
function shape(raw: Record<string, unknown>): TransactionRow {
  const { _notiId, _notiStatus, _notiCreatedTime, ...row } = raw;
  if (_notiId === null || _notiId === undefined) return row;
  return { ...row, notification: { notiId: _notiId, notiStatus: _notiStatus, notiCreatedTime: _notiCreatedTime } };
}

/** VA and QRIS transactions, always within one company and one type. */
export class TransactionRepository {
  private readonly statements: StatementCache;
  private readonly selectLists: Record<TransactionType, string>;
  private readonly markPaidStatement;
  private readonly logInquiryStatement;

  constructor(db: Database) {
    this.statements = new StatementCache(db);
    this.selectLists = {
      va: TRANSACTION_VIEWS.va.columns.map((column) => `t.${column.name}`).join(', '),
      qris: TRANSACTION_VIEWS.qris.columns.map((column) => `t.${column.name}`).join(', '),
    };
    this.markPaidStatement = db.prepare(
      "UPDATE transactions SET trctStatus = '00', trctTotalAmountPaid = trctTotalAmount, trctLunasTime = ? WHERE trctId = ?",
    );
    this.logInquiryStatement = db.prepare(
      'INSERT INTO inquiry_logs (inqlTrctId, inqlRequest, inqlResponse, inqlPaid, inqlCreatedTime) VALUES (?, ?, ?, ?, ?)',
    );
  }

  list(companyId: number, type: TransactionType, query: ListQuery): { rows: TransactionRow[]; totalData: number; total: TransactionTotals } {
    const where = whereClause(['t.trctCompId = ?', 't.trctType = ?', ...query.where]);
    const params = [companyId, type, ...query.params];
    const counted = this.statements
      .get(`SELECT COUNT(*) AS totalData,
          COALESCE(SUM(CASE WHEN t.trctStatus = '00' THEN t.trctTotalAmountPaid END), 0) AS nominal,
          COUNT(CASE WHEN t.trctStatus = '00' THEN 1 END) AS paid
        FROM transactions t ${where}`)
      .get(...params) as Counted;
    // Two steps, so a deep page costs about what the first does: the page's ids from the covering
    // index (skipping `offset` index entries, never table rows), then only those rows.
    const ids = this.statements
      .get(`SELECT t.trctId FROM transactions t ${where} ORDER BY ${query.orderBy} LIMIT ? OFFSET ?`)
      .pluck()
      .all(...params, query.max, query.offset) as number[];
    const rows =
      ids.length === 0
        ? []
        : (this.statements
            .get(`SELECT ${this.selectLists[type]}, ${NOTIFICATION_SELECT}
              FROM transactions t LEFT JOIN notifications n ON n.notiTrctId = t.trctId
              WHERE t.trctId IN (SELECT value FROM json_each(?)) ORDER BY ${query.orderBy}`)
            .all(JSON.stringify(ids)) as Record<string, unknown>[]);
    return {
      rows: rows.map(shape),
      totalData: counted.totalData,
      total: { nominal_lunas: counted.nominal, count_lunas: counted.paid },
    };
  }

  /** The transaction if it belongs to this company and type; otherwise as if it did not exist. */
  find(companyId: number, type: TransactionType, id: number): TransactionRow | undefined {
    const raw = this.statements
      .get(`SELECT ${this.selectLists[type]}, ${NOTIFICATION_SELECT}
        FROM transactions t LEFT JOIN notifications n ON n.notiTrctId = t.trctId
        WHERE t.trctId = ? AND t.trctCompId = ? AND t.trctType = ?`)
      .get(id, companyId, type) as Record<string, unknown> | undefined;
    return raw && shape(raw);
  }

  markPaid(id: number, paidAt: string): void {
    this.markPaidStatement.run(paidAt, id);
  }

  logInquiry(id: number, request: unknown, response: unknown, paid: boolean, now: string): void {
    this.logInquiryStatement.run(id, JSON.stringify(request), JSON.stringify(response), paid ? 1 : 0, now);
  }
}
