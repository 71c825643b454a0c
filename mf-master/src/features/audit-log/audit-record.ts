import { NOT_AVAILABLE } from '@console/shared/core';
import { MASTER_RECORDS, masterActionOf } from './audit-actions';
import type { AuditLogRow } from './audit-log-types';

/**
 * The record an action was on, as an auditor reads it: a master record by its kind and key
 * (`Company Group 5`), the company a switch went to (`Company 3`), else the order id or key as
 * recorded. (The record's name beside its key needs the API's lookup, a later round.)
 */
export function targetText(row: Pick<AuditLogRow, 'audtAction' | 'audtTarget'>): string {
  if (row.audtTarget === null || row.audtTarget === '') return NOT_AVAILABLE;
  const master = masterActionOf(row.audtAction);
  if (master && MASTER_RECORDS[master.record]) return `${MASTER_RECORDS[master.record]} ${row.audtTarget}`;
  if (row.audtAction === 'auth.company-switch') return `Company ${row.audtTarget}`;
  return row.audtTarget;
}

/**
 * The company the user was working in: its name, else its id; a switch made before any company
 * was chosen (right after Login) says so rather than N/A.
 */
export function companyText(row: Pick<AuditLogRow, 'audtAction' | 'audtCompId' | 'compName'>): string {
  if (row.compName) return row.compName;
  if (row.audtCompId !== null) return `Company ${row.audtCompId}`;
  return row.audtAction === 'auth.company-switch' ? 'Belum dipilih' : NOT_AVAILABLE;
}
