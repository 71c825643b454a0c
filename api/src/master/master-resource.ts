import type { FieldError } from '../http/http-error';
import type { BodySchema, Values } from '../validation/read-body';
import type { Id, MasterTable, WriteContext } from './master-table';

/** A write about to happen: `values` as validated (empty for a delete), `id` null on create. */
export interface Change {
  operation: 'create' | 'update' | 'delete';
  id: Id | null;
  values: Values;
  actor: string;
}

/**
 * One master-data entity as the CRUD route factory sees it: its table (generic repository), its
 * body schema (spec 5 rules) and the entity's own rules (uniqueness, references, cascades).
 */
export interface MasterResource {
  /** For messages: `Company Group not found.`, `Company Group created.` */
  label: string;
  table: MasterTable;
  schema: BodySchema;
  /** Fields required on update as well (a user login's password). */
  requiredOnUpdate?: readonly string[];
  /** Properties accepted and ignored besides the audit fields and primary key (derived row fields). */
  readOnlyFields?: readonly string[];
  /** Uniqueness and reference checks of the values about to be saved (`id` null on create). */
  check?(values: Values, id: Id | null): FieldError[];
  /** Work after validation that must not block (password hashing). */
  prepare?(values: Values): Promise<Values>;
  /**
   * A delete of a record that is not there because the record it belongs to is gone too (a user's
   * login, deleted with its user): the message of a 200 answer, so the second call of a two-call
   * delete agrees with the first. Null keeps the usual 404.
   */
  goneWithOwner?(id: Id): string | null;
  /** Runs inside the delete transaction before the row goes: throws 409 or deletes dependants. */
  beforeDelete?(id: Id, context: WriteContext): void;
  /**
   * Who may make this change (the escalation rules of master/privileges.ts): throws 403 / 409.
   * Runs before any slow preparation and again inside the write's transaction.
   */
  authorize?(change: Change): void;
  /** Runs inside the write transaction before an update, with the row as it was (e.g. end what it granted). */
  beforeUpdate?(id: Id, values: Values, context: WriteContext): void;
  /** Runs inside the write transaction after an update (e.g. revoke sessions). */
  afterUpdate?(id: Id, values: Values, context: WriteContext): void;
}
