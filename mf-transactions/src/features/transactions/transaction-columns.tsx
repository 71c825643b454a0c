import { Link } from '@chakra-ui/react';
import {
  type DataTableColumn,
  formatRupiah,
  formatSiteDateTime,
  isEmptyValue,
  NOT_AVAILABLE,
  NotificationStatusChip,
} from '@console/shared/core';
import { Link as RouterLink } from 'react-router';
import { fieldOf, hasNotification, notificationCsvText, notificationsLink, notificationStatusOf } from './transaction-fields';
import { TRANSACTION_STATUS, TransactionStatusChip } from './transaction-status';
import type { TransactionRow } from './transaction-types';

type Column = DataTableColumn<TransactionRow>;

/** What the columns need from the screen: the row number and the site's UTC offset. */
export interface ColumnContext {
  rowNumberOf: (row: TransactionRow) => number | undefined;
  utcOffsetHours: number;
}

/**
 * A column's kind and field(s), the first field being the column id (and the API's `orderField`),
 * its priority on a narrow table (`DataTableColumn.priority`: 1 always shown, up to 7), and
 * whether it is a key column of the row (`DataTableColumn.key`: never folded, never cut).
 */
export type ColumnSpec = { priority?: number; key?: boolean } & (
  | { kind: 'no' }
  | { kind: 'text' | 'amount' | 'date'; header: string; fields: readonly [string, ...string[]] }
  | { kind: 'status' }
  | { kind: 'notification' }
);

function textColumn(header: string, [id, ...fallbacks]: readonly [string, ...string[]]): Column {
  return { id, header, accessor: (row) => fieldOf(row, id, ...fallbacks) };
}

function amountColumn(header: string, [id, ...fallbacks]: readonly [string, ...string[]]): Column {
  return {
    id,
    header,
    type: 'number',
    align: 'end',
    accessor: (row) => fieldOf(row, id, ...fallbacks),
    cell: (_row, value) => (isEmptyValue(value) ? NOT_AVAILABLE : formatRupiah(Number(value))),
  };
}

function dateColumn(header: string, [id]: readonly [string, ...string[]], hours: number): Column {
  const text = (value: unknown) => (isEmptyValue(value) ? '' : formatSiteDateTime(String(value), hours));
  return { id, header, type: 'date', cell: (_row, value) => text(value) || NOT_AVAILABLE, exportValue: (row) => text(row[id]), minWidth: '10rem' };
}

/** The notification cell: Pending / Sukses linking to the transaction's notifications, nothing for another status, N/A without one. */
function NotificationCell({ row }: { row: TransactionRow }) {
  if (!hasNotification(row)) return <>{NOT_AVAILABLE}</>;
  const status = notificationStatusOf(row.notification);
  const chip = <NotificationStatusChip status={status} />;
  const orderId = row.trctOrderId;
  if (!orderId || ![1, 2].includes(Number(status))) return chip;
  return (
    <Link asChild variant="plain" title={`Notifikasi order id ${orderId}`}>
      <RouterLink to={notificationsLink(orderId)}>{chip}</RouterLink>
    </Link>
  );
}

/** The DataTable columns of a transaction screen, each with its CSV cell (every column but Actions). */
export function transactionColumns(specs: readonly ColumnSpec[], context: ColumnContext): Column[] {
  return specs.map((spec): Column => ({
    ...columnOf(spec, context),
    ...(spec.priority === undefined ? {} : { priority: spec.priority }),
    ...(spec.key ? { key: true } : {}),
  }));
}

function columnOf(spec: ColumnSpec, { rowNumberOf, utcOffsetHours }: ColumnContext): Column {
  switch (spec.kind) {
    case 'no':
      return { id: 'no', header: 'No.', sortable: false, cell: (row) => rowNumberOf(row) ?? '', exportValue: (_row, index) => index + 1 };
    case 'text':
      return textColumn(spec.header, spec.fields);
    case 'amount':
      return amountColumn(spec.header, spec.fields);
    case 'date':
      return dateColumn(spec.header, spec.fields, utcOffsetHours);
    case 'status':
      return {
        id: 'trctStatus',
        header: 'Status',
        cell: (row) => <TransactionStatusChip status={row.trctStatus} />,
        exportValue: (row) => (row.trctStatus ? (TRANSACTION_STATUS[row.trctStatus]?.label ?? row.trctStatus) : ''),
      };
    case 'notification':
      return { id: 'notification', header: 'Notifikasi', sortable: false, cell: (row) => <NotificationCell row={row} />, exportValue: notificationCsvText };
  }
}
