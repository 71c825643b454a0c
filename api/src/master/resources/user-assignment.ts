import type { Database } from 'better-sqlite3';
import type { FieldError } from '../../http/http-error';
import { referenceRule, userReferenceRule } from '../../validation/rules';
import type { EntityDef } from '../entity-definition';
import type { MasterResource } from '../master-resource';
import { type Id, MasterTable } from '../master-table';

/** What a user is assigned to: a company (user companies) or a role (user roles). */
export interface AssignmentTarget {
  /** Column of the assignment naming the user, e.g. `uscoUserId`. */
  userField: string;
  /** Column of the assignment naming the target, e.g. `uscoCompId`. */
  targetField: string;
  /** The target's table and key, e.g. `companies` / `compId`, and its name in messages. */
  targetTable: string;
  targetKey: string;
  targetLabel: string;
  /** The nested, derived field of a row (`uscoComp`), never taken from a body. */
  nestedField: string;
}

/**
 * A user-to-something assignment (spec: user companies, user roles): the user and the target must
 * exist, and each pair is assigned once.
 */
export function userAssignmentResource(db: Database, def: EntityDef, label: string, target: AssignmentTarget): MasterResource {
  const table = new MasterTable(db, def);
  const { userField, targetField, targetTable, targetKey, targetLabel } = target;
  const pairTaken = db.prepare(`SELECT 1 FROM ${def.table} WHERE ${userField} = ? AND ${targetField} = ? AND ${def.primaryKey} <> ?`);
  return {
    label,
    table,
    readOnlyFields: [target.nestedField],
    schema: { [userField]: userReferenceRule(), [targetField]: referenceRule(targetLabel) },
    check(values, id: Id | null) {
      const existing = id === null ? undefined : table.find(id);
      const userId = values[userField] ?? existing?.[userField];
      const targetId = values[targetField] ?? existing?.[targetField];
      const errors: FieldError[] = [];
      if (values[userField] !== undefined && table.countReferences('users', 'userId', String(userId)) === 0) {
        errors.push({ field: userField, message: 'User does not exist.' });
      }
      if (values[targetField] !== undefined && table.countReferences(targetTable, targetKey, Number(targetId)) === 0) {
        errors.push({ field: targetField, message: `${targetLabel} does not exist.` });
      }
      if (errors.length === 0 && pairTaken.get(userId, targetId, typeof id === 'number' ? id : 0)) {
        errors.push({ field: targetField, message: `User already has this ${targetLabel.toLowerCase()}.` });
      }
      return errors;
    },
  };
}
