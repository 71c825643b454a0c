import type { Database } from 'better-sqlite3';
import { conflict } from '../../http/http-error';
import { nameRule } from '../../validation/rules';
import { auditColumns, type EntityDef } from '../entity-definition';
import type { MasterResource } from '../master-resource';
import { MasterTable } from '../master-table';
import type { Privileges } from '../privileges';

const { audit, columns: auditCols } = auditColumns('role');

export const roleDef: EntityDef = {
  table: 'roles',
  alias: 'r',
  primaryKey: 'roleId',
  audit,
  searchFields: ['roleName'],
  columns: [
    { name: 'roleId', label: 'Role Id', type: 'int(11)', kind: 'integer', primary: true, autoIncrement: true, input: null },
    { name: 'roleName', label: 'Role Name', type: 'varchar(50)', kind: 'text', input: 'text' },
    ...auditCols,
  ],
};

/** Roles: unique names; renamed or deleted only by someone at least as strong as its holders; deleting one takes its role-permission records along; a role still held by users cannot go (409). */
export function roleResource(db: Database, privileges: Privileges): MasterResource {
  const table = new MasterTable(db, roleDef);
  return {
    label: 'Role',
    table,
    schema: { roleName: nameRule('Role') },
    check(values, id) {
      const taken = typeof values.roleName === 'string' && table.isTaken('roleName', values.roleName, id);
      return taken ? [{ field: 'roleName', message: 'Role Name has already been used' }] : [];
    },
    // Renaming or deleting a role: only by someone holding all it grants, and no holder stronger (decision 107).
    authorize({ operation, id, actor }) {
      if (operation !== 'create' && typeof id === 'number') privileges.assertMayChangeRoleItself(actor, id);
    },
    beforeDelete(id) {
      const holders = table.countReferences('user_roles', 'usroRoleId', id);
      if (holders > 0) throw conflict(`Role is assigned to ${holders} user(s): remove those user roles first.`);
    },
  };
}
