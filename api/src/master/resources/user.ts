import type { Database } from 'better-sqlite3';
import { conflict } from '../../http/http-error';
import { statusRule, userIdRule } from '../../validation/rules';
import { auditColumns, type EntityDef, STATUS_OPTIONS } from '../entity-definition';
import type { MasterResource } from '../master-resource';
import { MasterTable } from '../master-table';
import type { Privileges } from '../privileges';

const { audit, columns: auditCols } = auditColumns('user');

export const userDef: EntityDef = {
  table: 'users',
  alias: 'u',
  primaryKey: 'userId',
  audit,
  searchFields: ['userId'],
  columns: [
    { name: 'userId', label: 'User ID', type: 'varchar(50)', kind: 'text', primary: true, input: 'text' },
    { name: 'userStatus', label: 'Status', type: 'int(1)', kind: 'integer', default: 1, input: 'dropdown', options: STATUS_OPTIONS },
    ...auditCols,
  ],
};

/**
 * Users (the user id is an email-format login id). Deleting a user deletes its login, user roles,
 * user companies and sessions (cascade); nobody can delete their own user (409).
 */
export function userResource(db: Database, privileges: Privileges): MasterResource {
  const table = new MasterTable(db, userDef);
  const revokeSessions = db.prepare('UPDATE sessions SET sessRevokedTime = ? WHERE sessUserId = ? AND sessRevokedTime IS NULL');
  return {
    label: 'User',
    table,
    schema: { userId: userIdRule(), userStatus: statusRule('Status') },
    check(values, id) {
      if (typeof values.userId === 'string' && table.isTaken('userId', values.userId, id)) {
        return [{ field: 'userId', message: 'User ID has already been used' }];
      }
      return [];
    },
    authorize({ operation, id, values, actor }) {
      if (operation === 'create' || id === null) return;
      if (operation === 'update' && values.userStatus === 0 && String(id).toLowerCase() === actor.toLowerCase()) {
        throw conflict('You cannot deactivate your own user.');
      }
      privileges.assertMayManageUser(actor, String(id));
    },
    // Deactivation ends the user's sessions for good: reactivating does not revive old tokens.
    afterUpdate(id, values, context) {
      if (values.userStatus === 0) revokeSessions.run(context.now, id);
    },
    beforeDelete(id, context) {
      if (String(id).toLowerCase() === context.actor.toLowerCase()) throw conflict('You cannot delete your own user.');
    },
  };
}
