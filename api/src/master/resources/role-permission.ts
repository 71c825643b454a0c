import type { Database } from 'better-sqlite3';
import type { FieldError } from '../../http/http-error';
import { operationsRule, parseOperations, referenceRule } from '../../validation/rules';
import { auditColumns, type EntityDef, OPERATION_OPTIONS } from '../entity-definition';
import type { MasterResource } from '../master-resource';
import { MasterTable } from '../master-table';
import type { Privileges } from '../privileges';

const { audit, columns: auditCols } = auditColumns('rper');

export const rolePermissionDef: EntityDef = {
  table: 'role_permissions',
  alias: 'rp',
  primaryKey: 'rperId',
  audit,
  searchFields: ['roleName', 'prmsName'],
  joins: 'LEFT JOIN roles r ON r.roleId = rp.rperRoleId LEFT JOIN permissions p ON p.prmsId = rp.rperPrmsId',
  derived: [
    { name: 'roleName', expr: 'r.roleName', kind: 'text' },
    { name: 'prmsName', expr: 'p.prmsName', kind: 'text' },
  ],
  columns: [
    { name: 'rperId', label: 'Id', type: 'int(11)', kind: 'integer', primary: true, autoIncrement: true, input: null },
    { name: 'rperRoleId', label: 'Role', type: 'int(11)', kind: 'integer', input: 'dropdown-api', optionsApiPath: '/master/roles' },
    { name: 'rperPrmsId', label: 'Permission', type: 'int(11)', kind: 'integer', input: 'dropdown-api', optionsApiPath: '/master/Permission' },
    { name: 'rperOperations', label: 'Operations', type: 'json', kind: 'text', input: 'checkbox', options: OPERATION_OPTIONS },
    ...auditCols,
  ],
  shape: ({ roleName, prmsName, ...row }) => ({ ...row, rperRole: { roleName }, rperPrms: { prmsName } }),
};

/** Role permissions: existing role and permission, once per pair, operations within the permission's. */
export function rolePermissionResource(db: Database, privileges: Privileges): MasterResource {
  const table = new MasterTable(db, rolePermissionDef);
  const permission = db.prepare<[number], { prmsName: string; prmsOperations: string }>(
    'SELECT prmsName, prmsOperations FROM permissions WHERE prmsId = ?',
  );
  const pairTaken = db.prepare<[number, number, number], { rperId: number }>(
    'SELECT rperId FROM role_permissions WHERE rperRoleId = ? AND rperPrmsId = ? AND rperId <> ?',
  );
  return {
    label: 'Role Permission',
    table,
    readOnlyFields: ['rperRole', 'rperPrms'],
    schema: {
      rperRoleId: referenceRule('Role'),
      rperPrmsId: referenceRule('Permission'),
      rperOperations: operationsRule('Operations'),
    },
    // Only operations the actor holds, and never on a role held by someone who holds more.
    authorize({ operation, id, values, actor }) {
      const existing = id === null ? undefined : table.find(id);
      if (operation !== 'delete') {
        const prmsId = (values.rperPrmsId ?? existing?.rperPrmsId) as number;
        const granted = permission.get(prmsId);
        const operations = parseOperations(String(values.rperOperations ?? existing?.rperOperations ?? '[]'));
        if (granted && Array.isArray(operations)) privileges.assertMayGrantOperations(actor, granted.prmsName, operations);
      }
      for (const roleId of new Set([existing?.rperRoleId, values.rperRoleId])) {
        if (typeof roleId === 'number') privileges.assertMayChangeRole(actor, roleId);
      }
    },
    check(values, id) {
      const existing = id === null ? undefined : table.find(id);
      const roleId = (values.rperRoleId ?? existing?.rperRoleId) as number;
      const prmsId = (values.rperPrmsId ?? existing?.rperPrmsId) as number;
      const errors: FieldError[] = [];
      if (values.rperRoleId !== undefined && table.countReferences('roles', 'roleId', roleId) === 0) {
        errors.push({ field: 'rperRoleId', message: 'Role does not exist.' });
      }
      const granted = permission.get(prmsId);
      if (!granted) {
        errors.push({ field: 'rperPrmsId', message: 'Permission does not exist.' });
        return errors;
      }
      if (pairTaken.get(roleId, prmsId, typeof id === 'number' ? id : 0)) {
        errors.push({ field: 'rperPrmsId', message: `This role already has permission ${granted.prmsName}.` });
      }
      const operations = parseOperations(String(values.rperOperations ?? existing?.rperOperations ?? '[]'));
      const allowed = parseOperations(granted.prmsOperations);
      const outside = Array.isArray(operations) && Array.isArray(allowed) ? operations.filter((op) => !allowed.includes(op)) : [];
      if (outside.length > 0) {
        errors.push({ field: 'rperOperations', message: `Operation ${outside[0]} is not allowed by permission ${granted.prmsName}.` });
      }
      return errors;
    },
  };
}
