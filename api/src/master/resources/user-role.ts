import type { Database } from 'better-sqlite3';
import { auditColumns, type EntityDef } from '../entity-definition';
import type { MasterResource } from '../master-resource';
import type { Privileges } from '../privileges';
import { userAssignmentResource } from './user-assignment';

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
export function userRoleResource(db: Database, privileges: Privileges): MasterResource {
  return userAssignmentResource(db, userRoleDef, 'User Role', {
    userField: 'usroUserId',
    targetField: 'usroRoleId',
    targetTable: 'roles',
    targetKey: 'roleId',
    targetLabel: 'Role',
    nestedField: 'usroRole',
    plural: 'roles',
    assertMayGrant: (rules, actor, roleId) => rules.assertMayGrantRole(actor, roleId),
  }, privileges);
}
