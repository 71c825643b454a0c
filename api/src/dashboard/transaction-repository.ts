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

/** The export's order (decision 041): pages read from the time index in order, see `listJson`. */
const TIME_ORDER = 't.trctCreatedTime';

const totalsOf = (counted: Counted): TransactionTotals => ({ nominal_lunas: counted.nominal, count_lunas: counted.paid });

const NOTIFICATION_SELECT = 'n.notiId AS _notiId, n.notiStatus AS _notiStatus, n.notiCreatedTime AS _notiCreatedTime';

/** Integers JavaScript holds exactly: beyond them a number is printed differently by SQLite. */
const SAFE_INTEGER = '9007199254740991';

/** What `json_object` refuses: a BLOB (a text column may hold one); such a page is answered the JavaScript way. */
const BLOB_IN_JSON = /JSON cannot hold BLOB values/;

/**
 * True (in SQL) when a value of a column that is not TEXT (SQLite converts numbers stored in a TEXT
 * column to text) would not be printed by SQLite's JSON functions as `JSON.stringify` prints what
 * better-sqlite3 reads: a REAL (`1.0e-07`, not `1e-7`), an integer JavaScript cannot hold exactly.
 * Also true for text or a BLOB in such a column, which JSON would print alike: rare, and only slower.
 */
const notPlainJson = (expr: string) => `typeof(${expr}) NOT IN ('integer', 'null') OR ${expr} NOT BETWEEN -${SAFE_INTEGER} AND ${SAFE_INTEGER}`;

/** The columns of `table` whose declared type does not give them TEXT affinity (SQLite's rules). */
function nonTextColumns(db: Database, table: string): Set<string> {
  const columns = db.pragma(`table_info(${table})`) as { name: string; type: string }[];
  return new Set(columns.filter((column) => !/CHAR|CLOB|TEXT/i.test(column.type)).map((column) => column.name));
}

/**
 * One row of a page as the JSON text `JSON.stringify(shape(row))` writes, built by SQLite: the
 * columns in order, then `notification` when the row has one; NULL when a value is one SQLite would
 * print differently (then the page is answered the JavaScript way). Text is escaped alike (quotes,
 * backslashes, control characters as `\n` or `\u0001`, everything else as it is).
 */
function rowJsonSql(db: Database, columns: string[]): string {
  const notification = ['notiId', 'notiStatus', 'notiCreatedTime'];
  const own = columns.map((name) => `'${name}', t.${name}`).join(', ');
  const nested = `json_object(${notification.map((name) => `'${name}', n.${name}`).join(', ')})`;
  const numeric = { t: nonTextColumns(db, 'transactions'), n: nonTextColumns(db, 'notifications') };
  const unusual = [
    ...columns.filter((name) => numeric.t.has(name)).map((name) => `t.${name}`),
    ...notification.filter((name) => numeric.n.has(name)).map((name) => `n.${name}`),
  ].map(notPlainJson);
  return `CASE WHEN ${unusual.join(' OR ')} THEN NULL
    WHEN n.notiId IS NULL THEN json_object(${own})
    ELSE json_object(${own}, 'notification', ${nested}) END`;
}

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
  private readonly rowJson: Record<TransactionType, string>;
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
    this.rowJson = {
      va: rowJsonSql(db, TRANSACTION_VIEWS.va.columns.map((column) => column.name)),
      qris: rowJsonSql(db, TRANSACTION_VIEWS.qris.columns.map((column) => column.name)),
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
    const range = this.range(companyId, type, query);
    const pagingKey = JSON.stringify([range.where, range.params, query.orderBy, query.max]);
    const ends = this.pageEnds.get(pagingKey, range.version);
    const keys = this.pageKeys(range.where, range.params, query, ends?.page === query.page - 1 ? ends : undefined);
    const last = keys.at(-1);
    if (last) this.pageEnds.set(pagingKey, { page: query.page, key: last.key, id: last.id }, range.version);
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
    return { rows, totalData: range.counted.totalData, total: totalsOf(range.counted) };
  }

  /**
   * The page `list` reads, its rows already as JSON text (`{...},{...}`: what `JSON.stringify`
   * writes for `list(...).rows` between the brackets), written by SQLite in one statement that reads
   * the page's rows from the time index in order: no row object is made in JavaScript (an export
   * page of 10,000 rows cost the API 10 times more as objects, then as JSON). For pages in
   * created-time order (the export's); for any other order, or a page holding a value SQLite would
   * print differently (`rowJsonSql`), null: the caller answers it from `list`.
   */
  listJson(companyId: number, type: TransactionType, query: ListQuery): { rowsJson: string; totalData: number; total: TransactionTotals } | null {
    const { expr, tiebreak, direction } = query.order;
    if (expr !== TIME_ORDER) return null;
    const range = this.range(companyId, type, query);
    const { where, params } = range;
    const pagingKey = JSON.stringify([where, params, query.orderBy, query.max]);
    const ends = this.pageEnds.get(pagingKey, range.version);
    const before = direction === 'DESC' ? '<' : '>';
    // Where the page starts: after the page just read; else its first row, found by skipping in the index.
    let from: { key: unknown; id: unknown; inclusive: boolean } | null = null;
    if (ends?.page === query.page - 1 && ends.key !== null) from = { key: ends.key, id: ends.id, inclusive: false };
    else if (query.offset > 0) {
      const first = this.statements
        .get(`SELECT ${tiebreak} AS id, ${expr} AS key FROM transactions t ${where} ORDER BY ${query.orderBy} LIMIT 1 OFFSET ?`)
        .get(...params, query.offset) as { id: unknown; key: unknown } | undefined;
      if (!first) return { rowsJson: '', totalData: range.counted.totalData, total: totalsOf(range.counted) };
      from = { ...first, inclusive: true };
    }
    const seek = from ? `AND (${expr}, ${tiebreak}) ${before}${from.inclusive ? '=' : ''} (?, ?)` : '';
    let rows: [string | null, unknown, unknown][];
    try {
      rows = this.statements
        .get(`SELECT ${this.rowJson[type]}, ${tiebreak}, ${expr}
          FROM transactions t LEFT JOIN notifications n ON n.notiTrctId = t.trctId
          ${where} ${seek} ORDER BY ${query.orderBy} LIMIT ?`)
        .raw(true)
        .all(...params, ...(from ? [from.key, from.id] : []), query.max) as [string | null, unknown, unknown][];
    } catch (error) {
      // By its message: an error from the native module need not be an `Error` of this realm (jest's is not).
      if (BLOB_IN_JSON.test(String((error as { message?: unknown } | null)?.message))) return null;
      throw error;
    }
    const texts = new Array<string>(rows.length);
    for (let i = 0; i < rows.length; i++) {
      const text = (rows[i] as [string | null, unknown, unknown])[0];
      if (text === null) return null;
      texts[i] = text;
    }
    const last = rows.at(-1);
    if (last) this.pageEnds.set(pagingKey, { page: query.page, key: last[2], id: last[1] }, range.version);
    return { rowsJson: texts.join(','), totalData: range.counted.totalData, total: totalsOf(range.counted) };
  }

  /** The conditions of a filtered range of one company and type, its count and totals (remembered), at this data version. */
  private range(companyId: number, type: TransactionType, query: ListQuery): { where: string; params: unknown[]; version: string; counted: Counted } {
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
    return { where, params, version, counted };
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
