import type { Database } from 'better-sqlite3';
import type { FieldError } from '../../http/http-error';
import { referenceRule, userReferenceRule } from '../../validation/rules';
import { auditColumns, type EntityDef } from '../entity-definition';
import type { MasterResource } from '../master-resource';
import { type Id, MasterTable } from '../master-table';

const { audit, columns: auditCols } = auditColumns('usco');

export const userCompanyDef: EntityDef = {
  table: 'user_companies',
  alias: 'uc',
  primaryKey: 'uscoId',
  audit,
  searchFields: ['uscoUserId'],
  joins: 'LEFT JOIN companies c ON c.compId = uc.uscoCompId',
  derived: [{ name: 'compName', expr: 'c.compName', kind: 'text' }],
  columns: [
    { name: 'uscoId', label: 'Id', type: 'int(11)', kind: 'integer', primary: true, autoIncrement: true, input: null },
    { name: 'uscoUserId', label: 'User ID', type: 'varchar(50)', kind: 'text', input: 'dropdown-api', optionsApiPath: '/master/user' },
    { name: 'uscoCompId', label: 'Company', type: 'int(11)', kind: 'integer', input: 'dropdown-api', optionsApiPath: '/master/company' },
    ...auditCols,
  ],
  shape: ({ compName, ...row }) => ({ ...row, uscoComp: { compName } }),
};

/** User companies: an existing user and company, each pair once. */
export function userCompanyResource(db: Database): MasterResource {
  const table = new MasterTable(db, userCompanyDef);
  const pairTaken = db.prepare('SELECT 1 FROM user_companies WHERE uscoUserId = ? AND uscoCompId = ? AND uscoId <> ?');
  return {
    label: 'User Company',
    table,
    readOnlyFields: ['uscoComp'],
    schema: { uscoUserId: userReferenceRule(), uscoCompId: referenceRule('Company') },
    check(values, id: Id | null) {
      const existing = id === null ? undefined : table.find(id);
      const userId = values.uscoUserId ?? existing?.uscoUserId;
      const companyId = values.uscoCompId ?? existing?.uscoCompId;
      const errors: FieldError[] = [];
      if (values.uscoUserId !== undefined && table.countReferences('users', 'userId', String(userId)) === 0) {
        errors.push({ field: 'uscoUserId', message: 'User does not exist.' });
      }
      if (values.uscoCompId !== undefined && table.countReferences('companies', 'compId', Number(companyId)) === 0) {
        errors.push({ field: 'uscoCompId', message: 'Company does not exist.' });
      }
      if (errors.length === 0 && pairTaken.get(userId, companyId, typeof id === 'number' ? id : 0)) {
        errors.push({ field: 'uscoCompId', message: 'User already has this company.' });
      }
      return errors;
    },
  };
}
