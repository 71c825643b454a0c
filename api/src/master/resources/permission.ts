import type { Database } from 'better-sqlite3';
import { conflict } from '../../http/http-error';
import { operationsRule, parseOperations, permissionNameRule } from '../../validation/rules';
import { auditColumns, type EntityDef, OPERATION_OPTIONS } from '../entity-definition';
import type { MasterResource } from '../master-resource';
import { MasterTable } from '../master-table';
import type { Privileges } from '../privileges';

const { audit, columns: auditCols } = auditColumns('prms');

export const permissionDef: EntityDef = {
  table: 'permissions',
  alias: 'p',
  primaryKey: 'prmsId',
  audit,
  searchFields: ['prmsName'],
  columns: [
    { name: 'prmsId', label: 'Permission Id', type: 'int(11)', kind: 'integer', primary: true, autoIncrement: true, input: null },
    { name: 'prmsName', label: 'Permission Name', type: 'varchar(50)', kind: 'text', input: 'text' },
    { name: 'prmsOperations', label: 'Operations', type: 'json', kind: 'text', input: 'checkbox', options: OPERATION_OPTIONS },
    ...auditCols,
  ],
};

/** Permissions (`prmsName` is the unique permission group); one still used by a role permission cannot be deleted (409). */
export function permissionResource(db: Database, privileges: Privileges): MasterResource {
  const table = new MasterTable(db, permissionDef);
  const grantsOf = db.prepare<[number], { rperRoleId: number; rperOperations: string }>(
    'SELECT rperRoleId, rperOperations FROM role_permissions WHERE rperPrmsId = ? ORDER BY rperId',
  );
  return {
    label: 'Permission',
    table,
    schema: { prmsName: permissionNameRule(), prmsOperations: operationsRule('Operations') },
    // Renaming a permission moves its grants from one group to another: the actor must hold them in both.
    authorize({ operation, id, values, actor }) {
      if (operation !== 'update' || typeof id !== 'number' || typeof values.prmsName !== 'string') return;
      const oldName = table.find(id)?.prmsName;
      if (oldName === values.prmsName) return;
      const grants = grantsOf.all(id);
      for (const name of [values.prmsName, oldName]) {
        for (const grant of grants) {
          const operations = parseOperations(grant.rperOperations);
          if (typeof name === 'string' && Array.isArray(operations)) privileges.assertMayGrantOperations(actor, name, operations);
        }
      }
      for (const grant of grants) privileges.assertMayChangeRole(actor, grant.rperRoleId);
    },
    // The name is the permission group the access map is keyed by: two with one name would be ambiguous.
    check(values, id) {
      const taken = typeof values.prmsName === 'string' && table.isTaken('prmsName', values.prmsName, id);
      return taken ? [{ field: 'prmsName', message: 'Permission Name has already been used' }] : [];
    },
    beforeDelete(id) {
      const uses = table.countReferences('role_permissions', 'rperPrmsId', id);
      if (uses > 0) throw conflict(`Permission is used by ${uses} role permission(s): remove them first.`);
    },
  };
}
