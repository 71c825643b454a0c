import type { Database } from 'better-sqlite3';
import { StatementCache } from '../db/statement-cache';
import { UntilChangeMemo } from '../db/until-change-memo';
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

/** Where the last page read ended: the next page in the same order starts after it. */
interface PageEnd {
  page: number;
  key: unknown;
  id: unknown;
}

/** Sort expressions that are never NULL, so "after the last row" is a plain comparison. */
const SEEKABLE = new Set(['t.trctCreatedTime', 't.trctId']);

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
  /** Count and totals of a filtered range: an export asks the same range a hundred times. */
  private readonly counts: UntilChangeMemo<Counted>;
  /** Where each recently read page ended, so reading the next one seeks instead of skipping. */
  private readonly pageEnds: UntilChangeMemo<PageEnd>;

  constructor(db: Database) {
    this.statements = new StatementCache(db);
    this.counts = new UntilChangeMemo(db);
    this.pageEnds = new UntilChangeMemo(db);
    this.selectLists = {
      va: TRANSACTION_VIEWS.va.columns.map((column) => `t.${column.name}`).join(', '),
      qris: TRANSACTION_VIEWS.qris.columns.map((column) => `t.${column.name}`).join(', '),
    };
    this.markPaidStatement = db.prepare(
      "UPDATE transactions SET trctStatus = '00', trctTotalAmountPaid = trctTotalAmount, trctLunasTime = ? WHERE trctId = ?",
    );
    this.logInquiryStatement = db.prepare(
      'INSERT INTO inquiry_logs (inqlTrctId, inqlRequest, inqlResponse, inqlPaid, inqlCreatedTime, inqlRequestedBy) VALUES (?, ?, ?, ?, ?, ?)',
    );
  }

  /**
   * One page of a filtered range, its count and its paid totals. Pages read in order (an export)
   * cost about the same deep in the range as at its start: the count and totals are remembered
   * until the data changes, and the page after one just read starts from that page's last row
   * (found in the covering index) instead of skipping `offset` entries.
   */
  list(companyId: number, type: TransactionType, query: ListQuery): { rows: TransactionRow[]; totalData: number; total: TransactionTotals } {
    const where = whereClause(['t.trctCompId = ?', 't.trctType = ?', ...query.where]);
    const params = [companyId, type, ...query.params];
    const version = this.counts.version();
    const rangeKey = JSON.stringify([where, params]);
    let counted = this.counts.get(rangeKey, version);
    if (!counted) {
      counted = this.statements
        .get(`SELECT COUNT(*) AS totalData,
            COALESCE(SUM(CASE WHEN t.trctStatus = '00' THEN t.trctTotalAmountPaid END), 0) AS nominal,
            COUNT(CASE WHEN t.trctStatus = '00' THEN 1 END) AS paid
          FROM transactions t ${where}`)
        .get(...params) as Counted;
      this.counts.set(rangeKey, counted, version);
    }
    const pagingKey = JSON.stringify([where, params, query.orderBy, query.max]);
    const ends = this.pageEnds.get(pagingKey, version);
    const keys = this.pageKeys(where, params, query, ends?.page === query.page - 1 ? ends : undefined);
    const last = keys.at(-1);
    if (last) this.pageEnds.set(pagingKey, { page: query.page, key: last.key, id: last.id }, version);
    const found =
      keys.length === 0
        ? []
        : (this.statements
            .get(`SELECT ${this.selectLists[type]}, ${NOTIFICATION_SELECT}
              FROM transactions t LEFT JOIN notifications n ON n.notiTrctId = t.trctId
              WHERE t.trctId IN (SELECT value FROM json_each(?))`)
            .all(JSON.stringify(keys.map((key) => key.id))) as Record<string, unknown>[]);
    // Put in the page's order here rather than sorting in SQL: the ids already are in that order.
    const byId = new Map(found.map((row) => [row.trctId, row]));
    const rows = keys.flatMap((key) => {
      const row = byId.get(key.id);
      return row ? [shape(row)] : [];
    });
    return {
      rows,
      totalData: counted.totalData,
      total: { nominal_lunas: counted.nominal, count_lunas: counted.paid },
    };
  }

  /**
   * The page's ids and sort keys, from the covering index alone: after `previous` (the page before,
   * when the sort key is never NULL) by comparison, otherwise by skipping `offset` index entries.
   */
  private pageKeys(where: string, params: unknown[], query: ListQuery, previous: PageEnd | undefined): { id: unknown; key: unknown }[] {
    const { expr, tiebreak, direction } = query.order;
    const select = `SELECT ${tiebreak} AS id, ${expr} AS key FROM transactions t`;
    if (previous && SEEKABLE.has(expr) && previous.key !== null) {
      const after = direction === 'DESC' ? '<' : '>';
      const seek = expr === tiebreak ? `${tiebreak} ${after} ?` : `(${expr}, ${tiebreak}) ${after} (?, ?)`;
      const seekParams = expr === tiebreak ? [previous.id] : [previous.key, previous.id];
      return this.statements
        .get(`${select} ${where} AND ${seek} ORDER BY ${query.orderBy} LIMIT ?`)
        .all(...params, ...seekParams, query.max) as { id: unknown; key: unknown }[];
    }
    return this.statements.get(`${select} ${where} ORDER BY ${query.orderBy} LIMIT ? OFFSET ?`).all(...params, query.max, query.offset) as {
      id: unknown;
      key: unknown;
    }[];
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

  /** One inquiry to the bank and its answer; `requestedBy`: the username who asked. */
  logInquiry(id: number, request: unknown, response: unknown, paid: boolean, now: string, requestedBy: string | null = null): void {
    this.logInquiryStatement.run(id, JSON.stringify(request), JSON.stringify(response), paid ? 1 : 0, now, requestedBy);
  }
}
