import type { Database } from 'better-sqlite3';
import { StatementCache } from '../db/statement-cache';
import { type ListQuery, type ListSpec, whereClause } from '../http/list-query';
import { listReply } from '../http/replies';
import { type ColumnDef, fieldsMetaOf, readOnlyColumn as column } from '../master/entity-definition';

const AUDIT_COLUMNS: ColumnDef[] = [
  column('audtId', 'Id', 'int(11)', 'integer', true),
  column('audtTime', 'Time', 'datetime', 'datetime'),
  column('audtUserName', 'User', 'varchar(100)', 'text'),
  column('audtUserId', 'User ID', 'varchar(100)', 'text'),
  column('audtAction', 'Action', 'varchar(64)', 'text'),
  column('audtTarget', 'Record / Order Id', 'varchar(100)', 'text'),
  column('audtCompId', 'Company', 'int(11)', 'integer'),
  column('compName', 'Company Name', 'varchar(50)', 'text'),
  column('audtOutcome', 'Outcome', 'varchar(16)', 'text'),
  column('audtClientAddress', 'Client Address', 'varchar(64)', 'text'),
  column('audtDetails', 'Details', 'json', 'text'),
];

export const AUDIT_FIELDS = fieldsMetaOf(AUDIT_COLUMNS);

/** What the Audit Log filters and sorts by: user, action, company, outcome, a day range, the record key or order id. */
export const AUDIT_LIST: ListSpec = {
  fields: {
    audtId: { expr: 'a.audtId', kind: 'integer' },
    audtTime: { expr: 'a.audtTime', kind: 'datetime' },
    audtUserName: { expr: 'a.audtUserName', kind: 'text' },
    audtUserId: { expr: 'a.audtUserId', kind: 'text' },
    audtAction: { expr: 'a.audtAction', kind: 'code' },
    audtTarget: { expr: 'a.audtTarget', kind: 'text' },
    audtCompId: { expr: 'a.audtCompId', kind: 'integer' },
    audtOutcome: { expr: 'a.audtOutcome', kind: 'code' },
  },
  searchFields: ['audtTarget'],
  dateField: 'audtTime',
  defaultOrder: { field: 'audtId', direction: 'DESC' },
  tiebreak: 'a.audtId',
};

const SELECT = `SELECT a.audtId, a.audtTime, a.audtUserName, a.audtUserId, a.audtAction, a.audtTarget, a.audtCompId,
  c.compName, a.audtOutcome, a.audtClientAddress, a.audtDetails
  FROM audit_trail a LEFT JOIN companies c ON c.compId = a.audtCompId`;

export type AuditLogRow = Record<string, unknown>;

/** The trail as the Audit Log screen reads it: newest first, filtered, paged; details as JSON. */
export class AuditRepository {
  private readonly statements: StatementCache;

  constructor(db: Database) {
    this.statements = new StatementCache(db);
  }

  list(query: ListQuery): { rows: AuditLogRow[]; totalData: number } {
    const where = whereClause(query.where);
    const counted = this.statements.get(`SELECT COUNT(*) AS n FROM audit_trail a ${where}`).get(...query.params) as { n: number };
    const rows = this.statements
      .get(`${SELECT} ${where} ORDER BY ${query.orderBy} LIMIT ? OFFSET ?`)
      .all(...query.params, query.max, query.offset) as AuditLogRow[];
    return { rows: rows.map(parseDetails), totalData: counted.n };
  }
}

function parseDetails(row: AuditLogRow): AuditLogRow {
  if (typeof row.audtDetails !== 'string') return row;
  try {
    return { ...row, audtDetails: JSON.parse(row.audtDetails) as unknown };
  } catch {
    return row;
  }
}

/** The Audit Log's list reply, built the same on the request thread and in a heavy-read worker. */
export function auditListReply(auditLog: AuditRepository, query: ListQuery) {
  const { rows, totalData } = auditLog.list(query);
  return listReply(rows, totalData, query, AUDIT_FIELDS, 'Audit trail retrieved.');
}
