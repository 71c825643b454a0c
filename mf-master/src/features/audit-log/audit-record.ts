import { NOT_AVAILABLE } from '@console/shared/core';
import { MASTER_RECORDS, masterActionOf } from './audit-actions';
import type { AuditLogRow } from './audit-log-types';

/** `Company 3 (PT Toko Sembako Nusantara)`: a record by its kind and key, its name beside when it is known. */
const named = (label: string, name: string | null | undefined) => (name ? `${label} (${name})` : label);

/**
 * The record an action was on, as an auditor reads it: a master record by its kind and key and its
 * name when it can be read (`Company Group 5 (Grup Bandung)`), the company a switch went to
 * (`Company 3 (PT ...)`), an account by its user id and username, else the order id or key as recorded.
 */
export function targetText(row: Pick<AuditLogRow, 'audtAction' | 'audtTarget'>, name: string | null = null): string {
  if (row.audtTarget === null || row.audtTarget === '') return NOT_AVAILABLE;
  const master = masterActionOf(row.audtAction);
  if (master && MASTER_RECORDS[master.record]) return named(`${MASTER_RECORDS[master.record]} ${row.audtTarget}`, name);
  if (row.audtAction === 'auth.company-switch') return named(`Company ${row.audtTarget}`, name);
  return named(row.audtTarget, name);
}

/**
 * The company the user was working in: its name beside its id (`PT Toko Sembako Nusantara (1)`),
 * its id alone when no name can be read; a switch made before any company was chosen (right after
 * Login) says so rather than N/A.
 */
export function companyText(row: Pick<AuditLogRow, 'audtAction' | 'audtCompId' | 'compName'>, companyName: (id: number) => string | null = () => null): string {
  if (row.audtCompId !== null) {
    const name = row.compName || companyName(row.audtCompId);
    return name ? `${name} (${row.audtCompId})` : `Company ${row.audtCompId}`;
  }
  return row.audtAction === 'auth.company-switch' ? 'Belum dipilih' : NOT_AVAILABLE;
}
