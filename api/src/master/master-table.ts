import type { Database } from 'better-sqlite3';
import { StatementCache } from '../db/statement-cache';
import { type ListQuery, type ListSpec, whereClause } from '../http/list-query';
import type { Values } from '../validation/read-body';
import { type EntityDef, type FieldMeta, fieldsMetaOf, listSpecOf } from './entity-definition';

export type Id = string | number;
export type Row = Record<string, unknown>;

/** Who changes a record and when: the audit fields are always set here, never from a body. */
export interface WriteContext {
  actor: string;
  now: string;
  /** The actor's session (kept when actors change their own password). */
  sessionId: number | null;
}

/**
 * The generic part of a master-data repository: list / find / insert / update / delete of one
 * table, driven by its definition. Column names come from the definition only; values are bound.
 */
export class MasterTable {
  readonly spec: ListSpec;
  readonly fields: FieldMeta[];
  private readonly statements: StatementCache;
  private readonly selectList: string;
  private readonly from: string;

  constructor(
    readonly db: Database,
    readonly def: EntityDef,
  ) {
    this.spec = listSpecOf(def);
    this.fields = fieldsMetaOf(def.columns);
    this.statements = new StatementCache(db);
    this.selectList = [
      ...def.columns.filter((column) => !column.secret).map((column) => `${def.alias}.${column.name}`),
      ...(def.derived ?? []).map((field) => `${field.expr} AS ${field.name}`),
    ].join(', ');
    this.from = `${def.table} ${def.alias} ${def.joins ?? ''}`.trim();
  }

  private shape(row: Row): Row {
    return this.def.shape ? this.def.shape(row) : row;
  }

  list(query: ListQuery): { rows: Row[]; total: number } {
    const where = whereClause(query.where);
    const counted = this.statements.get(`SELECT COUNT(*) AS total FROM ${this.from} ${where}`).get(...query.params) as { total: number };
    const rows = this.statements
      .get(`SELECT ${this.selectList} FROM ${this.from} ${where} ORDER BY ${query.orderBy} LIMIT ? OFFSET ?`)
      .all(...query.params, query.max, query.offset) as Row[];
    return { rows: rows.map((row) => this.shape(row)), total: counted.total };
  }

  find(id: Id): Row | undefined {
    const { alias, primaryKey } = this.def;
    const row = this.statements.get(`SELECT ${this.selectList} FROM ${this.from} WHERE ${alias}.${primaryKey} = ?`).get(id) as Row | undefined;
    return row && this.shape(row);
  }

  exists(id: Id): boolean {
    return this.statements.get(`SELECT 1 FROM ${this.def.table} WHERE ${this.def.primaryKey} = ?`).get(id) !== undefined;
  }

  /** True when another record already has this value in `column` (ignoring case). */
  isTaken(column: string, value: string, exceptId: Id | null): boolean {
    const { table, primaryKey } = this.def;
    if (exceptId === null) {
      return this.statements.get(`SELECT 1 FROM ${table} WHERE ${column} = ? COLLATE NOCASE LIMIT 1`).get(value) !== undefined;
    }
    const sql = `SELECT 1 FROM ${table} WHERE ${column} = ? COLLATE NOCASE AND ${primaryKey} <> ? LIMIT 1`;
    return this.statements.get(sql).get(value, exceptId) !== undefined;
  }

  /** Inserts and returns the new record's id. */
  insert(values: Values, context: WriteContext): Id {
    const record: Values = { ...values };
    if (this.def.audit) {
      record[this.def.audit.createdTime] = context.now;
      record[this.def.audit.createdUser] = context.actor;
    }
    const columns = Object.keys(record);
    const sql = `INSERT INTO ${this.def.table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`;
    const result = this.statements.get(sql).run(...columns.map((column) => record[column]));
    const given = record[this.def.primaryKey];
    return given !== undefined && given !== null ? given : Number(result.lastInsertRowid);
  }

  update(id: Id, values: Values, context: WriteContext): void {
    const record: Values = { ...values };
    if (this.def.audit) {
      record[this.def.audit.updatedTime] = context.now;
      record[this.def.audit.updatedUser] = context.actor;
    }
    const columns = Object.keys(record);
    const sql = `UPDATE ${this.def.table} SET ${columns.map((column) => `${column} = ?`).join(', ')} WHERE ${this.def.primaryKey} = ?`;
    this.statements.get(sql).run(...columns.map((column) => record[column]), id);
  }

  delete(id: Id): void {
    this.statements.get(`DELETE FROM ${this.def.table} WHERE ${this.def.primaryKey} = ?`).run(id);
  }

  /** How many rows of `table` have `column = value` (references to a record). */
  countReferences(table: string, column: string, value: Id): number {
    const row = this.statements.get(`SELECT COUNT(*) AS count FROM ${table} WHERE ${column} = ?`).get(value) as { count: number };
    return row.count;
  }
}
