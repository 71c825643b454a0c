import type { Database } from 'better-sqlite3';
import { StatementCache } from '../db/statement-cache';
import { type ListQuery, type ListSpec, whereClause } from '../http/list-query';
import { type ColumnDef, fieldsMetaOf, readOnlyColumn as column } from '../master/entity-definition';

const NOTIFICATION_COLUMNS: ColumnDef[] = [
  column('notiId', 'Notif Id', 'int(11)', 'integer', true),
  column('notiOrderId', 'Order Id', 'varchar(50)', 'text'),
  column('notiStatus', 'Notif Status', 'int(1)', 'integer'),
  column('trctVirtualAccountNo', 'Virtual Account', 'varchar(30)', 'text'),
  column('notiCreatedTime', 'Created Time', 'datetime', 'datetime'),
];

export const NOTIFICATION_FIELDS = fieldsMetaOf(NOTIFICATION_COLUMNS);

export const NOTIFICATION_LIST: ListSpec = {
  fields: {
    notiId: { expr: 'n.notiId', kind: 'integer' },
    notiOrderId: { expr: 'n.notiOrderId', kind: 'text' },
    notiStatus: { expr: 'n.notiStatus', kind: 'integer' },
    notiCreatedTime: { expr: 'n.notiCreatedTime', kind: 'datetime' },
    trctVirtualAccountNo: { expr: 't.trctVirtualAccountNo', kind: 'text' },
    trctBank: { expr: 't.trctBank', kind: 'text' },
    trctStatus: { expr: 't.trctStatus', kind: 'code' },
  },
  // Spec 3 names these notification filters.
  parameterFilters: { notiStatusFilter: 'notiStatus', trctBankFilter: 'trctBank', trctStatusFilter: 'trctStatus' },
  searchFields: ['notiOrderId'],
  dateField: 'notiCreatedTime',
  defaultOrder: { field: 'notiId', direction: 'DESC' },
  tiebreak: 'n.notiId',
};

const SELECT = `SELECT n.notiId, n.notiOrderId, n.notiStatus, n.notiCreatedTime, t.trctVirtualAccountNo
  FROM notifications n JOIN transactions t ON t.trctId = n.notiTrctId`;

export interface HistoryEntry {
  nohiId: number;
  nohiNotiId: number;
  nohiRequest: string | null;
  nohiResponse: string | null;
  nohiCreatedTime: string;
}

/** Notifications, scoped to a company through their transaction, and their history. */
export class NotificationRepository {
  private readonly statements: StatementCache;
  private readonly historyStatement;
  private readonly byTransaction;
  private readonly insertStatement;
  private readonly updateStatement;
  private readonly insertHistory;

  constructor(db: Database) {
    this.statements = new StatementCache(db);
    this.historyStatement = db.prepare<[number], HistoryEntry>(
      'SELECT nohiId, nohiNotiId, nohiRequest, nohiResponse, nohiCreatedTime FROM notification_history WHERE nohiNotiId = ? ORDER BY nohiId',
    );
    this.byTransaction = db.prepare<[number], { notiId: number }>('SELECT notiId FROM notifications WHERE notiTrctId = ?');
    this.insertStatement = db.prepare(
      'INSERT INTO notifications (notiTrctId, notiOrderId, notiStatus, notiCreatedTime) VALUES (?, ?, ?, ?)',
    );
    this.updateStatement = db.prepare('UPDATE notifications SET notiStatus = ?, notiUpdatedTime = ? WHERE notiId = ?');
    this.insertHistory = db.prepare(
      'INSERT INTO notification_history (nohiNotiId, nohiRequest, nohiResponse, nohiCreatedTime, nohiRequestedBy) VALUES (?, ?, ?, ?, ?)',
    );
  }

  list(companyId: number, query: ListQuery): { rows: Record<string, unknown>[]; totalData: number } {
    const where = whereClause(['t.trctCompId = ?', ...query.where]);
    const params = [companyId, ...query.params];
    const count = `SELECT COUNT(*) AS totalData FROM notifications n JOIN transactions t ON t.trctId = n.notiTrctId ${where}`;
    const { totalData } = this.statements.get(count).get(...params) as { totalData: number };
    const rows = this.statements
      .get(`${SELECT} ${where} ORDER BY ${query.orderBy} LIMIT ? OFFSET ?`)
      .all(...params, query.max, query.offset) as Record<string, unknown>[];
    return { rows, totalData };
  }

  /** The notification with its history, if it belongs to this company. */
  find(companyId: number, id: number): Record<string, unknown> | undefined {
    const row = this.statements.get(`${SELECT} WHERE n.notiId = ? AND t.trctCompId = ?`).get(id, companyId) as
      | Record<string, unknown>
      | undefined;
    return row && { ...row, notification_history: this.historyStatement.all(id) };
  }

  /** Creates the transaction's notification or sets its status; returns its id. */
  save(transactionId: number, orderId: string, status: 1 | 2, now: string): number {
    const existing = this.byTransaction.get(transactionId);
    if (existing) {
      this.updateStatement.run(status, now, existing.notiId);
      return existing.notiId;
    }
    return Number(this.insertStatement.run(transactionId, orderId, status, now).lastInsertRowid);
  }

  /** One send to the merchant; `requestedBy`: the username who sent it again from the console. */
  addHistory(notificationId: number, request: string, response: string, now: string, requestedBy: string | null = null): void {
    this.insertHistory.run(notificationId, request, response, now, requestedBy);
  }
}
