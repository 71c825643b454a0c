import type { Database } from 'better-sqlite3';
import type { FieldError } from '../../http/http-error';
import { conflict } from '../../http/http-error';
import { fileIdRule, nameRule, phoneRule, plainTextRule, referenceRule, statusRule } from '../../validation/rules';
import { auditColumns, type EntityDef, STATUS_OPTIONS } from '../entity-definition';
import type { MasterResource } from '../master-resource';
import { MasterTable } from '../master-table';
import type { Privileges } from '../privileges';

const { audit, columns: auditCols } = auditColumns('comp');

export const companyDef: EntityDef = {
  table: 'companies',
  alias: 'c',
  primaryKey: 'compId',
  audit,
  searchFields: ['compName'],
  joins: 'LEFT JOIN company_groups g ON g.grcpId = c.compGrcpId LEFT JOIN clients cl ON cl.clntid = c.compClientId',
  derived: [
    { name: 'grcpName', expr: 'g.grcpName', kind: 'text' },
    { name: 'clntName', expr: 'cl.clntName', kind: 'text' },
  ],
  columns: [
    { name: 'compId', label: 'Id', type: 'int(11)', kind: 'integer', primary: true, autoIncrement: true, input: null },
    {
      name: 'compGrcpId',
      label: 'Company Group',
      type: 'int(11)',
      kind: 'integer',
      input: 'dropdown-api',
      optionsApiPath: '/master/Company_Group',
    },
    { name: 'compName', label: 'Company Name', type: 'varchar(50)', kind: 'text', input: 'text' },
    { name: 'compAddress', label: 'Address', type: 'varchar(100)', kind: 'text', nullable: true, input: 'text' },
    { name: 'compPhone', label: 'Phone', type: 'varchar(15)', kind: 'text', nullable: true, input: 'number' },
    { name: 'compPIC', label: 'PIC', type: 'varchar(50)', kind: 'text', nullable: true, input: 'text' },
    { name: 'compPICPhone', label: 'PIC Phone', type: 'varchar(15)', kind: 'text', nullable: true, input: 'number' },
    { name: 'compStatus', label: 'Status', type: 'int(1)', kind: 'integer', default: 1, input: 'dropdown', options: STATUS_OPTIONS },
    { name: 'compFileId', label: 'File Id', type: 'varchar(50)', kind: 'text', nullable: true, input: null },
    { name: 'compClientId', label: 'Client', type: 'int(11)', kind: 'integer', nullable: true, input: 'dropdown-api', optionsApiPath: '/master/client' },
    ...auditCols,
  ],
  shape: (row) => ({ ...row, compGrcp: row.grcpName === null ? null : { grcpId: row.compGrcpId, grcpName: row.grcpName } }),
};

/**
 * Companies: unique name, an existing group and client. A company with transactions cannot be
 * deleted (409: set it inactive); otherwise its user-company assignments go with it. Sessions that
 * had it active lose it when it is deleted or set inactive. Only its holders (or a Superadmin) may
 * change or delete it: its users are theirs (decision 107).
 */
export function companyResource(db: Database, privileges: Privileges): MasterResource {
  const table = new MasterTable(db, companyDef);
  const endActiveCompany = db.prepare('UPDATE sessions SET sessCompId = NULL WHERE sessCompId = ?');
  return {
    label: 'Company',
    table,
    readOnlyFields: ['grcpName', 'clntName', 'compGrcp'],
    schema: {
      compGrcpId: referenceRule('Company Group'),
      compName: nameRule('Company'),
      compAddress: plainTextRule('Address', 5, 100),
      compPhone: phoneRule('Phone'),
      compPIC: plainTextRule('PIC', 3, 50),
      compPICPhone: phoneRule('PIC Phone'),
      compStatus: statusRule('Status'),
      compFileId: fileIdRule(),
      compClientId: referenceRule('Client'),
    },
    check(values, id) {
      const errors: FieldError[] = [];
      if (typeof values.compName === 'string' && table.isTaken('compName', values.compName, id)) {
        errors.push({ field: 'compName', message: 'Company Name has already been used' });
      }
      if (typeof values.compGrcpId === 'number' && table.countReferences('company_groups', 'grcpId', values.compGrcpId) === 0) {
        errors.push({ field: 'compGrcpId', message: 'Company Group does not exist.' });
      }
      if (typeof values.compClientId === 'number' && table.countReferences('clients', 'clntid', values.compClientId) === 0) {
        errors.push({ field: 'compClientId', message: 'Client does not exist.' });
      }
      return errors;
    },
    authorize({ operation, id, actor }) {
      if (operation !== 'create' && typeof id === 'number') privileges.assertMayChangeCompany(actor, id);
    },
    // An inactive company is nobody's active company any more, also once it is active again.
    afterUpdate(id, values) {
      if (values.compStatus === 0) endActiveCompany.run(id);
    },
    beforeDelete(id) {
      const transactions = table.countReferences('transactions', 'trctCompId', id);
      if (transactions > 0) {
        throw conflict(`Company has ${transactions} transaction(s) and cannot be deleted: set its status to inactive instead.`);
      }
    },
  };
}
