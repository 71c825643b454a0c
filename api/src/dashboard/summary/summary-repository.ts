import type { Database } from 'better-sqlite3';
import { StatementCache } from '../../db/statement-cache';
import { UntilChangeMemo } from '../../db/until-change-memo';
import { type ListQuery, whereClause } from '../../http/list-query';
import type { TransactionType } from '../transaction-fields';
import { bucketKeys, siteBucketOf, type SummaryQuery } from './summary-query';

/** The bank column each screen's bank filter reads (`finds[trctQrBank]` on both screens). */
const BANK_COLUMN: Record<TransactionType, string> = { va: 't.trctBank', qris: 't.trctQrBank' };

export interface AmountCount {
  amount: number;
  count: number;
}

/** One bucket of a series: its key, the range's figure and the previous period's figure at the same place. */
export interface SeriesPoint {
  at: string;
  value: number;
  previous: number;
}

/** `GET /dashboard/transactionVa/summary` and `/dashboard/transactionQr/summary`: the list's rows, summed. */
export interface TransactionSummary {
  from: string;
  to: string;
  bucket: SummaryQuery['bucket'];
  /** Every row of the range (the list's `totalData`). */
  all: AmountCount;
  /** Paid (00): `trctTotalAmountPaid` summed, as the list's `total.nominal_lunas` and `count_lunas`. */
  paid: AmountCount;
  /** Unpaid (03, `Belum Lunas`): `trctTotalAmount` summed. */
  unpaid: AmountCount;
  /** Expired (05, `Kadaluarsa`). */
  expired: AmountCount;
  /** The paid amount and count per bank, largest amount first (bank `null` when none is recorded). */
  banks: { bank: string | null; amount: number; count: number }[];
  /** The paid amount per bucket against the previous period. */
  series: SeriesPoint[];
  previous: { from: string; to: string; paid: AmountCount };
}

/** `GET /dashboard/notification/summary`: the notifications list's rows, counted. */
export interface NotificationSummary {
  from: string;
  to: string;
  bucket: SummaryQuery['bucket'];
  all: number;
  /** Status 1. */
  pending: number;
  /** Status 2. */
  success: number;
  /** When the company's oldest notification still pending was created (any day, any filter), or null. */
  oldestPendingTime: string | null;
  /** Pending and Sukses per bucket. */
  series: { at: string; pending: number; success: number }[];
}

/**
 * A range's transactions summed three ways: per status (every row), and the paid ones per bank and
 * per UTC hour. What a summary needs, and no more: a month of one company is a few rows here.
 */
interface TransactionFigures {
  statuses: { status: string; count: number; amount: number; paid: number }[];
  banks: { bank: string | null; count: number; paid: number }[];
  hours: { hour: string; paid: number }[];
}

const zero = (): AmountCount => ({ amount: 0, count: 0 });

/**
 * The summaries of the Home page's panels: the rows the list with the same filters shows, summed
 * per status, bank and UTC hour, then folded into site-time hours or days. A range alone (what Home
 * asks) is summed by SQLite from the hourly rows triggers keep as transactions and notifications
 * are written (migrations 010, 011), so only the sums reach JavaScript; with any other filter, by
 * the list's own WHERE clause in one pass over a covering index. Answers are remembered until the
 * data changes, as the list's counts are.
 */
export class SummaryRepository {
  private readonly statements: StatementCache;
  private readonly memo: UntilChangeMemo<unknown>;

  constructor(db: Database) {
    this.statements = new StatementCache(db);
    this.memo = new UntilChangeMemo(db);
  }

  private remembered<Value>(key: unknown[], compute: () => Value): Value {
    const version = this.memo.version();
    const text = JSON.stringify(key);
    const found = this.memo.get(text, version) as Value | undefined;
    if (found !== undefined) return found;
    const value = compute();
    this.memo.set(text, value, version);
    return value;
  }

  private transactionFigures(companyId: number, type: TransactionType, list: ListQuery, paidOnly: boolean): TransactionFigures {
    const hours = hourRange(list);
    if (hours) {
      // Only a range: the hourly rows (a month of VA is some 6,500: hours x statuses x banks) are
      // summed where they are read; folding each of them in JavaScript cost more than reading them.
      const range = 'compId = ? AND type = ? AND hour >= ? AND hour < ?';
      const params = [companyId, type, hours.from, hours.to];
      const statuses = paidOnly
        ? []
        : (this.statements
            .get(`SELECT status, SUM(count) AS count, SUM(amount) AS amount, SUM(paid) AS paid FROM transaction_hours WHERE ${range} GROUP BY status`)
            .all(...params) as TransactionFigures['statuses']);
      const banks = this.statements
        .get(`SELECT NULLIF(bank, '') AS bank, SUM(count) AS count, SUM(paid) AS paid FROM transaction_hours
          WHERE ${range} AND status = '00' GROUP BY bank HAVING SUM(count) > 0`)
        .all(...params) as TransactionFigures['banks'];
      const paidHours = this.statements
        .get(`SELECT hour, SUM(paid) AS paid FROM transaction_hours WHERE ${range} AND status = '00' GROUP BY hour`)
        .all(...params) as TransactionFigures['hours'];
      return { statuses, banks, hours: paidHours };
    }
    const where = whereClause(['t.trctCompId = ?', 't.trctType = ?', ...list.where, ...(paidOnly ? ["t.trctStatus = '00'"] : [])]);
    const groups = this.statements
      .get(`SELECT substr(t.trctCreatedTime, 1, 13) AS hour, t.trctStatus AS status, ${BANK_COLUMN[type]} AS bank, COUNT(*) AS count,
          COALESCE(SUM(t.trctTotalAmount), 0) AS amount, COALESCE(SUM(t.trctTotalAmountPaid), 0) AS paid
        FROM transactions t ${where} GROUP BY 1, 2, 3`)
      .all(companyId, type, ...list.params) as { hour: string; status: string; bank: string | null; count: number; amount: number; paid: number }[];
    const statuses = new Map<string, TransactionFigures['statuses'][number]>();
    const banks = new Map<string | null, TransactionFigures['banks'][number]>();
    const paidHours = new Map<string, TransactionFigures['hours'][number]>();
    for (const group of groups) {
      const status = statuses.get(group.status) ?? { status: group.status, count: 0, amount: 0, paid: 0 };
      statuses.set(group.status, { ...status, count: status.count + group.count, amount: status.amount + group.amount, paid: status.paid + group.paid });
      if (group.status !== '00') continue;
      const bank = banks.get(group.bank) ?? { bank: group.bank, count: 0, paid: 0 };
      banks.set(group.bank, { ...bank, count: bank.count + group.count, paid: bank.paid + group.paid });
      const hour = paidHours.get(group.hour) ?? { hour: group.hour, paid: 0 };
      paidHours.set(group.hour, { ...hour, paid: hour.paid + group.paid });
    }
    return { statuses: [...statuses.values()], banks: [...banks.values()], hours: [...paidHours.values()] };
  }

  private notificationGroups(companyId: number, list: ListQuery): { hour: string; status: number; count: number }[] {
    const hours = hourRange(list);
    if (hours) {
      return this.statements
        .get('SELECT hour, status, count FROM notification_hours WHERE compId = ? AND hour >= ? AND hour < ? AND count > 0')
        .all(companyId, hours.from, hours.to) as { hour: string; status: number; count: number }[];
    }
    // Notifications first (their time index), each one's transaction by its key: never the other way round.
    const where = whereClause(['t.trctCompId = ?', ...list.where]);
    return this.statements
      .get(`SELECT substr(n.notiCreatedTime, 1, 13) AS hour, n.notiStatus AS status, COUNT(*) AS count
        FROM notifications n CROSS JOIN transactions t ON t.trctId = n.notiTrctId ${where} GROUP BY 1, 2`)
      .all(companyId, ...list.params) as { hour: string; status: number; count: number }[];
  }

  transactions(companyId: number, type: TransactionType, query: SummaryQuery, offsetHours: number): TransactionSummary {
    return this.remembered(['t', companyId, type, query, offsetHours], () => {
      const keys = bucketKeys(query.from, query.to, query.bucket);
      const previousKeys = bucketKeys(query.previous.from, query.previous.to, query.bucket);
      const series = new Map(keys.map((at) => [at, { at, value: 0, previous: 0 }]));
      const summary: TransactionSummary = {
        from: query.from,
        to: query.to,
        bucket: query.bucket,
        all: zero(),
        paid: zero(),
        unpaid: zero(),
        expired: zero(),
        banks: [],
        series: [],
        previous: { from: query.previous.from, to: query.previous.to, paid: zero() },
      };
      const figures = this.transactionFigures(companyId, type, query.list, false);
      for (const group of figures.statuses) {
        summary.all.count += group.count;
        summary.all.amount += group.amount;
        if (group.status === '00') add(summary.paid, group.paid, group.count);
        if (group.status === '03') add(summary.unpaid, group.amount, group.count);
        if (group.status === '05') add(summary.expired, group.amount, group.count);
      }
      summary.banks = figures.banks
        .map(({ bank, paid, count }) => ({ bank, amount: paid, count }))
        .sort((a, b) => b.amount - a.amount || String(a.bank).localeCompare(String(b.bank)));
      for (const { hour, paid } of figures.hours) {
        const point = series.get(siteBucketOf(hour, offsetHours, query.bucket));
        if (point) point.value += paid;
      }
      const shifted = new Map(previousKeys.map((at, index) => [at, keys[index] as string]));
      const previous = this.transactionFigures(companyId, type, query.previous.list, true);
      for (const { hour, paid } of previous.hours) {
        const at = shifted.get(siteBucketOf(hour, offsetHours, query.bucket));
        const point = at === undefined ? undefined : series.get(at);
        if (point) point.previous += paid;
      }
      for (const bank of previous.banks) add(summary.previous.paid, bank.paid, bank.count);
      summary.series = [...series.values()];
      return summary;
    });
  }

  notifications(companyId: number, query: SummaryQuery, offsetHours: number): NotificationSummary {
    return this.remembered(['n', companyId, query, offsetHours], () => {
      const groups = this.notificationGroups(companyId, query.list);
      const series = new Map(bucketKeys(query.from, query.to, query.bucket).map((at) => [at, { at, pending: 0, success: 0 }]));
      const summary: NotificationSummary = { from: query.from, to: query.to, bucket: query.bucket, all: 0, pending: 0, success: 0, oldestPendingTime: null, series: [] };
      for (const group of groups) {
        summary.all += group.count;
        const point = series.get(siteBucketOf(group.hour, offsetHours, query.bucket));
        if (group.status === 1) {
          summary.pending += group.count;
          if (point) point.pending += group.count;
        } else if (group.status === 2) {
          summary.success += group.count;
          if (point) point.success += group.count;
        }
      }
      // A stuck webhook is what operations must see first, whatever range is shown: the oldest
      // pending notification of the company, walked in time order on the status index.
      const oldest = this.statements
        .get(`SELECT n.notiCreatedTime AS time FROM notifications n INDEXED BY idx_notifications_status_created
          CROSS JOIN transactions t ON t.trctId = n.notiTrctId
          WHERE n.notiStatus = 1 AND t.trctCompId = ? ORDER BY n.notiCreatedTime LIMIT 1`)
        .get(companyId) as { time: string } | undefined;
      summary.oldestPendingTime = oldest?.time ?? null;
      summary.series = [...series.values()];
      return summary;
    });
  }
}

/**
 * Whether a summary reads only the hourly rows (its range is its only condition): a few rows,
 * answered on the request thread. Any other filter reads the list's rows, in a heavy-read worker
 * (decision 124).
 */
export const readsHourlyRows = (query: SummaryQuery): boolean => hourRange(query.list) !== null && hourRange(query.previous.list) !== null;

/**
 * The UTC hours `[from, to)` of a query whose only conditions are its range (`from` and `to`, whole
 * hours): what the hourly rows can answer. Anything else (a bank, a status, a search) is null.
 */
function hourRange(list: ListQuery): { from: string; to: string } | null {
  if (list.where.length !== 2 || list.params.length !== 2) return null;
  const [from, to] = list.params.map(String) as [string, string];
  const wholeHour = (time: string) => time.endsWith(':00:00.000Z');
  if (!wholeHour(from) || !wholeHour(to) || !list.where[0]?.endsWith('>= ?') || !list.where[1]?.endsWith('< ?')) return null;
  return { from: from.slice(0, 13), to: to.slice(0, 13) };
}

function add<Target extends AmountCount>(target: Target, amount: number, count: number): Target {
  target.amount += amount;
  target.count += count;
  return target;
}
