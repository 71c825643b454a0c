import { formatSiteDateTime, NOT_AVAILABLE, type RowColumn, siteZoneName, StatusChip } from '@console/shared/core';
import { actionLabel, OUTCOMES, outcomeLabel } from './audit-actions';
import type { AuditLogRow } from './audit-log-types';
import type { AuditNames } from './audit-names';
import { companyText, targetText } from './audit-record';

/** The Audit Log's columns, each with its CSV cell. */
export function auditLogColumns(rowNumberOf: (row: AuditLogRow) => number | undefined, hours: number, names: Pick<AuditNames, 'targetName' | 'companyName'>): RowColumn<AuditLogRow>[] {
  const target = (row: AuditLogRow) => targetText(row, names.targetName(row));
  const company = (row: AuditLogRow) => companyText(row, names.companyName);
  return [
    // Key columns (decision 131): who did what, when, on every width; the rest folds into the
    // row's details on a narrow table (decision 095).
    { id: 'no', header: 'No.', sortable: false, accessor: rowNumberOf, cell: (row) => rowNumberOf(row) ?? '', exportValue: (_row, index) => index + 1, priority: 3 },
    {
      id: 'audtTime',
      header: `Waktu (${siteZoneName(hours)})`,
      type: 'date',
      key: true,
      cell: (row) => formatSiteDateTime(row.audtTime, hours),
      exportValue: (row) => formatSiteDateTime(row.audtTime, hours),
    },
    { id: 'audtUserName', header: 'User', key: true, cell: (row) => row.audtUserName ?? NOT_AVAILABLE },
    { id: 'audtAction', header: 'Aksi', key: true, cell: (row) => actionLabel(row.audtAction), exportValue: (row) => actionLabel(row.audtAction) },
    { id: 'audtTarget', header: 'Data / Order Id', cell: target, exportValue: target, priority: 2 },
    { id: 'audtCompId', header: 'Company', cell: company, exportValue: company, priority: 4 },
    {
      id: 'audtOutcome',
      header: 'Status',
      cell: (row) => <StatusChip label={outcomeLabel(row.audtOutcome)} palette={OUTCOMES[row.audtOutcome]?.palette ?? 'gray'} />,
      exportValue: (row) => outcomeLabel(row.audtOutcome),
      priority: 3,
    },
    { id: 'audtClientAddress', header: 'Alamat Klien', sortable: false, cell: (row) => row.audtClientAddress ?? NOT_AVAILABLE, priority: 5 },
  ];
}
