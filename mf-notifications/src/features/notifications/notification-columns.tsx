import { type DataTableColumn, formatSiteDateTime, NOT_AVAILABLE, NotificationStatusChip, useSiteUtcOffset } from '@console/shared/core';
import type { NotificationRow } from './notification-types';

/** A time in site time, N/A when missing. */
export const siteTime = (value: string | null | undefined, hours: number) => formatSiteDateTime(value, hours) || NOT_AVAILABLE;

/** The notification table's columns (spec 2.10); empty order id or VA number show N/A. */
export function useNotificationColumns(): DataTableColumn<NotificationRow>[] {
  const hours = useSiteUtcOffset();
  return [
    // Priorities (decision 095): a phone shows the key columns, order id and status (decision 131);
    // the rest folds into the row's details.
    { id: 'notiId', header: 'Notif Id', type: 'number', priority: 2 },
    { id: 'notiOrderId', header: 'Order Id', priority: 1, key: true },
    { id: 'notiStatus', header: 'Notif Status', cell: (row) => <NotificationStatusChip status={row.notiStatus} />, priority: 1, key: true },
    { id: 'trctVirtualAccountNo', header: 'Virtual Account Number', minWidth: '12rem', priority: 3 },
    { id: 'notiCreatedTime', header: 'Created Time', type: 'date', minWidth: '10rem', cell: (row) => siteTime(row.notiCreatedTime, hours), priority: 4 },
  ];
}
