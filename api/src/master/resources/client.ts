import type { Database } from 'better-sqlite3';
import type { EntityDef } from '../entity-definition';
import type { MasterResource } from '../master-resource';
import { MasterTable } from '../master-table';

export const clientDef: EntityDef = {
  table: 'clients',
  alias: 'cl',
  primaryKey: 'clntid',
  searchFields: ['clntName'],
  defaultOrder: { field: 'clntid', direction: 'ASC' },
  columns: [
    { name: 'clntid', label: 'Client Id', type: 'int(11)', kind: 'integer', primary: true, input: null },
    { name: 'clntName', label: 'Client Name', type: 'varchar(100)', kind: 'text', input: 'text' },
  ],
};

/** Clients are read-only here (the options of a company's client). */
export function clientResource(db: Database): MasterResource {
  return { label: 'Client', table: new MasterTable(db, clientDef), schema: {} };
}
