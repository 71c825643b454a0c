import type { Database } from 'better-sqlite3';
import type { FieldError } from '../../http/http-error';
import { referenceRule, userReferenceRule } from '../../validation/rules';
import { auditColumns, type EntityDef } from '../entity-definition';
import type { MasterResource } from '../master-resource';
import { type Id, MasterTable } from '../master-table';

const { audit, columns: auditCols } = auditColumns('usro');

export const userRoleDef: EntityDef = {
  table: 'user_roles',
  alias: 'ur',
  primaryKey: 'usroId',
  audit,
  searchFields: ['usroUserId'],
  joins: 'LEFT JOIN roles r ON r.roleId = ur.usroRoleId',
  derived: [{ name: 'roleName', expr: 'r.roleName', kind: 'text' }],
  columns: [
    { name: 'usroId', label: 'Id', type: 'int(11)', kind: 'integer', primary: true, autoIncrement: true, input: null },
    { name: 'usroUserId', label: 'User ID', type: 'varchar(50)', kind: 'text', input: 'dropdown-api', optionsApiPath: '/master/user' },
    { name: 'usroRoleId', label: 'Role', type: 'int(11)', kind: 'integer', input: 'dropdown-api', optionsApiPath: '/master/roles' },
    ...auditCols,
  ],
  shape: ({ roleName, ...row }) => ({ ...row, usroRole: { roleName } }),
};

/** User roles: an existing user and role, each pair once. */
export function userRoleResource(db: Database): MasterResource {
  const table = new MasterTable(db, userRoleDef);
  const pairTaken = db.prepare('SELECT 1 FROM user_roles WHERE usroUserId = ? AND usroRoleId = ? AND usroId <> ?');
  return {
    label: 'User Role',
    table,
    readOnlyFields: ['usroRole'],
    schema: { usroUserId: userReferenceRule(), usroRoleId: referenceRule('Role') },
    check(values, id: Id | null) {
      const existing = id === null ? undefined : table.find(id);
      const userId = values.usroUserId ?? existing?.usroUserId;
      const roleId = values.usroRoleId ?? existing?.usroRoleId;
      const errors: FieldError[] = [];
      if (values.usroUserId !== undefined && table.countReferences('users', 'userId', String(userId)) === 0) {
        errors.push({ field: 'usroUserId', message: 'User does not exist.' });
      }
      if (values.usroRoleId !== undefined && table.countReferences('roles', 'roleId', Number(roleId)) === 0) {
        errors.push({ field: 'usroRoleId', message: 'Role does not exist.' });
      }
      if (errors.length === 0 && pairTaken.get(userId, roleId, typeof id === 'number' ? id : 0)) {
        errors.push({ field: 'usroRoleId', message: 'User already has this role.' });
      }
      return errors;
    },
  };
}
