import type { Database } from 'better-sqlite3';
import { auditColumns, type EntityDef } from '../entity-definition';
import type { MasterResource } from '../master-resource';
import type { Privileges } from '../privileges';
import { userAssignmentResource } from './user-assignment';

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

/**
 * User companies: an existing user and company, each pair once. Taking a company from a user ends
 * it as the active company of their sessions for good: assigning it again does not bring it back.
 */
export function userCompanyResource(db: Database, privileges: Privileges): MasterResource {
  const endActiveCompany = db.prepare('UPDATE sessions SET sessCompId = NULL WHERE sessUserId = ? AND sessCompId = ?');
  return userAssignmentResource(db, userCompanyDef, 'User Company', {
    userField: 'uscoUserId',
    targetField: 'uscoCompId',
    targetTable: 'companies',
    targetKey: 'compId',
    targetLabel: 'Company',
    nestedField: 'uscoComp',
    plural: 'companies',
    assertMayGrant: (rules, actor, companyId) => rules.assertMayGrantCompany(actor, companyId),
    onUnassigned: (userId, companyId) => endActiveCompany.run(userId, companyId),
  }, privileges);
}
