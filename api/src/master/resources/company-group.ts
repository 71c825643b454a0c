import type { Database } from 'better-sqlite3';
import { conflict } from '../../http/http-error';
import { cityRule, faxRule, nameRule, phoneRule, plainTextRule } from '../../validation/rules';
import { auditColumns, type EntityDef } from '../entity-definition';
import type { MasterResource } from '../master-resource';
import { MasterTable } from '../master-table';

const { audit, columns: auditCols } = auditColumns('grcp');

export const companyGroupDef: EntityDef = {
  table: 'company_groups',
  alias: 'g',
  primaryKey: 'grcpId',
  audit,
  searchFields: ['grcpName'],
  columns: [
    { name: 'grcpId', label: 'Id', type: 'int(11)', kind: 'integer', primary: true, autoIncrement: true, input: null },
    { name: 'grcpName', label: 'Nama Company Group', type: 'varchar(50)', kind: 'text', input: 'text' },
    { name: 'grcpNickName', label: 'Nickname', type: 'varchar(50)', kind: 'text', nullable: true, input: 'text' },
    { name: 'grcpAddress', label: 'Alamat', type: 'varchar(100)', kind: 'text', nullable: true, input: 'text' },
    { name: 'grcpCity', label: 'Nama Kota', type: 'varchar(50)', kind: 'text', nullable: true, input: 'text' },
    { name: 'grcpTelp', label: 'No. Telpon', type: 'varchar(15)', kind: 'text', nullable: true, input: 'number' },
    { name: 'grcpFax', label: 'No. Fax', type: 'varchar(20)', kind: 'text', nullable: true, input: 'text' },
    ...auditCols,
  ],
};

/** Company groups: unique name; a group that still has companies cannot be deleted (409). */
export function companyGroupResource(db: Database): MasterResource {
  const table = new MasterTable(db, companyGroupDef);
  return {
    label: 'Company Group',
    table,
    schema: {
      grcpName: nameRule('Company Group'),
      grcpNickName: plainTextRule('Nickname', 2, 50),
      grcpAddress: plainTextRule('Address', 5, 100),
      grcpCity: cityRule(),
      grcpTelp: phoneRule('Phone'),
      grcpFax: faxRule(),
    },
    check(values, id) {
      const name = values.grcpName;
      if (typeof name === 'string' && table.isTaken('grcpName', name, id)) {
        return [{ field: 'grcpName', message: 'Company Group has already been used' }];
      }
      return [];
    },
    beforeDelete(id) {
      const companies = table.countReferences('companies', 'compGrcpId', id);
      if (companies > 0) {
        throw conflict(`Company Group still has ${companies} company(ies): move or delete them first.`);
      }
    },
  };
}
