import { type FieldMeta, type FieldOption, type InputKind, OPERATIONS } from '@console/rules';
import type { FieldKind, ListField, ListSpec } from '../http/list-query';

export type { FieldMeta, InputKind } from '@console/rules';

/** A column of a master table, with the metadata the console's generic form reads. */
export interface ColumnDef {
  name: string;
  label: string;
  /** MySQL-style type shown in `fields[].Type`, e.g. `varchar(50)`. */
  type: string;
  kind: FieldKind;
  nullable?: boolean;
  primary?: boolean;
  autoIncrement?: boolean;
  default?: string | number | null;
  /** Form input; null for fields not in forms (audit fields). */
  input: InputKind | null;
  optionsApiPath?: string;
  /** Choices of a fixed `dropdown` / `checkbox` input. */
  options?: FieldOption[];
  /** Never selected into replies (the password hash). */
  secret?: boolean;
}

/** A value read from a joined table (a client's or group's name). */
export interface DerivedField {
  name: string;
  expr: string;
  kind: FieldKind;
}

export interface AuditColumns {
  createdTime: string;
  createdUser: string;
  updatedTime: string;
  updatedUser: string;
}

export interface EntityDef {
  table: string;
  alias: string;
  primaryKey: string;
  columns: ColumnDef[];
  joins?: string;
  derived?: DerivedField[];
  searchFields: string[];
  audit?: AuditColumns;
  /** When there is no created time to sort by. */
  defaultOrder?: ListSpec['defaultOrder'];
  /** Turns a flat row into the reply row (nested objects). */
  shape?: (row: Record<string, unknown>) => Record<string, unknown>;
}


/** A column of a read-only list (transactions, notifications): no form input. */
export const readOnlyColumn = (name: string, label: string, type: string, kind: FieldKind, primary = false): ColumnDef => ({
  name,
  label,
  type,
  kind,
  nullable: !primary,
  primary,
  autoIncrement: primary,
  input: null,
});

/** The four audit columns of a table whose columns start with `prefix` (`grcp` -> `grcpCreatedTime`, ...). */
export function auditColumns(prefix: string): { audit: AuditColumns; columns: ColumnDef[] } {
  const audit = {
    createdTime: `${prefix}CreatedTime`,
    createdUser: `${prefix}CreatedUserId`,
    updatedTime: `${prefix}UpdatedTime`,
    updatedUser: `${prefix}UpdatedUserId`,
  };
  const columns: ColumnDef[] = [
    { name: audit.createdTime, label: 'Created Time', type: 'datetime', kind: 'datetime', input: null },
    { name: audit.createdUser, label: 'Created By', type: 'varchar(50)', kind: 'text', nullable: true, input: null },
    { name: audit.updatedTime, label: 'Updated Time', type: 'datetime', kind: 'datetime', nullable: true, input: null },
    { name: audit.updatedUser, label: 'Updated By', type: 'varchar(50)', kind: 'text', nullable: true, input: null },
  ];
  return { audit, columns };
}

export const auditFieldNames = (def: EntityDef): string[] =>
  def.audit ? [def.audit.createdTime, def.audit.createdUser, def.audit.updatedTime, def.audit.updatedUser] : [];

/** Sort and filter whitelist: every non-secret column and derived field. */
export function listSpecOf(def: EntityDef): ListSpec {
  const fields: Record<string, ListField> = {};
  for (const column of def.columns) {
    if (!column.secret) fields[column.name] = { expr: `${def.alias}.${column.name}`, kind: column.kind };
  }
  for (const derived of def.derived ?? []) fields[derived.name] = { expr: derived.expr, kind: derived.kind };
  const defaultOrder = def.defaultOrder ?? { field: def.audit?.createdTime ?? def.primaryKey, direction: 'ASC' as const };
  return { fields, searchFields: def.searchFields, defaultOrder, tiebreak: `${def.alias}.${def.primaryKey}` };
}

export function fieldsMetaOf(columns: ColumnDef[]): FieldMeta[] {
  return columns.map((column) => ({
    Field: column.name,
    Type: column.type,
    Null: column.nullable ? 'YES' : 'NO',
    Key: column.primary ? 'PRI' : '',
    Default: column.default ?? null,
    Extra: column.autoIncrement ? 'auto_increment' : '',
    Label: column.label,
    input: column.input,
    options_api_path: column.optionsApiPath ?? null,
    ...(column.options ? { options: column.options } : {}),
  }));
}

export const STATUS_OPTIONS = [
  { value: 1, label: 'Aktif' },
  { value: 0, label: 'Tidak Aktif' },
];
export const OPERATION_OPTIONS = OPERATIONS.map((operation) => ({ value: operation, label: operation }));
