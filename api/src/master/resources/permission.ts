import type { Database } from 'better-sqlite3';
import { conflict } from '../../http/http-error';
import { operationsRule, permissionNameRule } from '../../validation/rules';
import { auditColumns, type EntityDef, OPERATION_OPTIONS } from '../entity-definition';
import type { MasterResource } from '../master-resource';
import { MasterTable } from '../master-table';

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
export function permissionResource(db: Database): MasterResource {
  const table = new MasterTable(db, permissionDef);
  return {
    label: 'Permission',
    table,
    schema: { prmsName: permissionNameRule(), prmsOperations: operationsRule('Operations') },
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
