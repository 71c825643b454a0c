import { Badge } from '@chakra-ui/react';
import { formatSiteDateTime, NOT_AVAILABLE, type RowColumn } from '@console/shared/core';
import type { AuditLogRow } from './audit-log-types';

const OUTCOME_PALETTE: Record<string, string> = { success: 'green', failed: 'red', denied: 'orange', repeated: 'blue' };

/** The company as the row names it: its name, else its id, else N/A. */
export const companyOf = (row: AuditLogRow) => row.compName ?? (row.audtCompId === null ? NOT_AVAILABLE : String(row.audtCompId));

/** The Audit Log's columns, each with its CSV cell. */
export function auditLogColumns(rowNumberOf: (row: AuditLogRow) => number | undefined, hours: number): RowColumn<AuditLogRow>[] {
  return [
    // On a phone: time, user and action; the rest in the row's details (decision 095).
    { id: 'no', header: 'No.', sortable: false, accessor: rowNumberOf, cell: (row) => rowNumberOf(row) ?? '', exportValue: (_row, index) => index + 1, priority: 3 },
    { id: 'audtTime', header: 'Time', type: 'date', cell: (row) => formatSiteDateTime(row.audtTime, hours), exportValue: (row) => formatSiteDateTime(row.audtTime, hours) },
    { id: 'audtUserName', header: 'User', cell: (row) => row.audtUserName ?? NOT_AVAILABLE },
    { id: 'audtAction', header: 'Action' },
    { id: 'audtTarget', header: 'Record / Order Id', cell: (row) => row.audtTarget ?? NOT_AVAILABLE, priority: 2 },
    { id: 'audtCompId', header: 'Company', cell: companyOf, exportValue: companyOf, priority: 4 },
    {
      id: 'audtOutcome',
      header: 'Outcome',
      cell: (row) => <Badge colorPalette={OUTCOME_PALETTE[row.audtOutcome] ?? 'gray'}>{row.audtOutcome}</Badge>,
      exportValue: (row) => row.audtOutcome,
      priority: 3,
    },
    { id: 'audtClientAddress', header: 'Client Address', sortable: false, cell: (row) => row.audtClientAddress ?? NOT_AVAILABLE, priority: 5 },
  ];
}
