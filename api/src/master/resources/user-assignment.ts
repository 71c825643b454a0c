import type { Database } from 'better-sqlite3';
import type { FieldError } from '../../http/http-error';
import { referenceRule, userReferenceRule } from '../../validation/rules';
import type { EntityDef } from '../entity-definition';
import type { MasterResource } from '../master-resource';
import { type Id, MasterTable } from '../master-table';
import type { Privileges } from '../privileges';

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
  /** In messages: `You cannot change your own roles.` */
  plural: 'roles' | 'companies';
  /** Refuses (403) giving this target to anyone: a role or company beyond the actor's own. */
  assertMayGrant(privileges: Privileges, actor: string, targetId: number): void;
  /** Runs in the write's transaction when a user loses the target (the assignment deleted or changed). */
  onUnassigned?(userId: string, targetId: number): void;
}

/**
 * A user-to-something assignment (spec: user companies, user roles): the user and the target must
 * exist, and each pair is assigned once.
 */
export function userAssignmentResource(
  db: Database,
  def: EntityDef,
  label: string,
  target: AssignmentTarget,
  privileges: Privileges,
): MasterResource {
  const table = new MasterTable(db, def);
  const { userField, targetField, targetTable, targetKey, targetLabel } = target;
  const pairTaken = db.prepare(`SELECT 1 FROM ${def.table} WHERE ${userField} = ? AND ${targetField} = ? AND ${def.primaryKey} <> ?`);
  return {
    label,
    table,
    readOnlyFields: [target.nestedField],
    schema: { [userField]: userReferenceRule(), [targetField]: referenceRule(targetLabel) },
    // Never one's own assignments, never those of a user who holds more, never a target beyond one's own.
    authorize({ operation, id, values, actor }) {
      const existing = id === null ? undefined : table.find(id);
      const users = [existing?.[userField], values[userField]].filter((user): user is string => typeof user === 'string');
      for (const user of users) {
        privileges.assertNotSelf(actor, user, target.plural);
        privileges.assertMayManageUser(actor, user);
      }
      if (operation === 'delete') return;
      const targetId = values[targetField] ?? existing?.[targetField];
      if (typeof targetId === 'number') target.assertMayGrant(privileges, actor, targetId);
    },
    beforeUpdate(id, values) {
      const existing = table.find(id);
      const [user, targetId] = [existing?.[userField], existing?.[targetField]];
      const moved = (values[userField] !== undefined && String(values[userField]).toLowerCase() !== String(user).toLowerCase()) ||
        (values[targetField] !== undefined && values[targetField] !== targetId);
      if (moved && typeof user === 'string' && typeof targetId === 'number') target.onUnassigned?.(user, targetId);
    },
    beforeDelete(id) {
      const existing = table.find(id);
      const [user, targetId] = [existing?.[userField], existing?.[targetField]];
      if (typeof user === 'string' && typeof targetId === 'number') target.onUnassigned?.(user, targetId);
    },
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
