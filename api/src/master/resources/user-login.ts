import type { Database } from 'better-sqlite3';
import { hashPassword } from '../../auth/password';
import { conflict, type FieldError } from '../../http/http-error';
import { passwordRule, userIdRule, usernameRule } from '../../validation/rules';
import { auditColumns, type EntityDef } from '../entity-definition';
import type { MasterResource } from '../master-resource';
import { MasterTable } from '../master-table';
import type { Privileges } from '../privileges';

const { audit, columns: auditCols } = auditColumns('uslo');

export const userLoginDef: EntityDef = {
  table: 'user_logins',
  alias: 'l',
  primaryKey: 'usloUserId',
  audit,
  searchFields: ['usloUserId', 'usloUserName'],
  columns: [
    { name: 'usloUserId', label: 'User ID', type: 'varchar(50)', kind: 'text', primary: true, input: 'dropdown-api', optionsApiPath: '/master/user' },
    { name: 'usloUserName', label: 'Username', type: 'varchar(50)', kind: 'text', input: 'text' },
    { name: 'usloPassword', label: 'Password', type: 'varchar(255)', kind: 'text', input: 'text', secret: true },
    ...auditCols,
  ],
};

/**
 * A user's login (one per user, keyed by user id): unique username, password stored as an scrypt
 * hash and never returned. Deleting a login revokes that user's sessions.
 */
export function userLoginResource(db: Database, privileges: Privileges, scryptCost?: number): MasterResource {
  const table = new MasterTable(db, userLoginDef);
  const revokeOthers = db.prepare(
    'UPDATE sessions SET sessRevokedTime = ? WHERE sessUserId = ? AND sessRevokedTime IS NULL AND sessId <> ?',
  );
  const revokeSessions = db.prepare('UPDATE sessions SET sessRevokedTime = ? WHERE sessUserId = ? AND sessRevokedTime IS NULL');
  return {
    label: 'User Login',
    table,
    requiredOnUpdate: ['usloPassword'],
    schema: { usloUserId: userIdRule(), usloUserName: usernameRule(), usloPassword: passwordRule() },
    check(values, id) {
      const errors: FieldError[] = [];
      const userId = values.usloUserId;
      if (id === null && typeof userId === 'string') {
        if (table.countReferences('users', 'userId', userId) === 0) errors.push({ field: 'usloUserId', message: 'User does not exist.' });
        else if (table.exists(userId)) errors.push({ field: 'usloUserId', message: 'This user already has a login.' });
      }
      if (typeof values.usloUserName === 'string' && table.isTaken('usloUserName', values.usloUserName, id)) {
        errors.push({ field: 'usloUserName', message: 'Username has already been used' });
      }
      return errors;
    },
    async prepare(values) {
      if (typeof values.usloPassword !== 'string') return values;
      return { ...values, usloPassword: await hashPassword(values.usloPassword, scryptCost) };
    },
    // Credentials of a user who holds more than the actor are not the actor's to set.
    authorize({ id, values, actor }) {
      const userId = id ?? values.usloUserId;
      if (typeof userId === 'string') privileges.assertMayManageUser(actor, userId);
    },
    // A new password ends the user's sessions (all but the caller's own when it is the caller's login).
    afterUpdate(id, values, context) {
      const own = String(id).toLowerCase() === context.actor.toLowerCase();
      if (typeof values.usloPassword === 'string') revokeOthers.run(context.now, id, own ? (context.sessionId ?? 0) : 0);
    },
    // Deleting a user deletes its login (spec 7's second call, DELETE of the login, then finds none).
    goneWithOwner(id) {
      return table.countReferences('users', 'userId', id) === 0 ? 'User Login deleted with its user: nothing left to delete.' : null;
    },
    beforeDelete(id, context) {
      if (String(id).toLowerCase() === context.actor.toLowerCase()) throw conflict('You cannot delete your own login.');
      revokeSessions.run(context.now, id);
    },
  };
}
