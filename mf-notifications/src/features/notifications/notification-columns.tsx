import { type DataTableColumn, formatSiteDateTime, NOT_AVAILABLE, NotificationStatusChip, useSiteUtcOffset } from '@console/shared/core';
import type { NotificationRow } from './notification-types';

/** A time in site time, N/A when missing. */
export const siteTime = (value: string | null | undefined, hours: number) => formatSiteDateTime(value, hours) || NOT_AVAILABLE;

/** The notification table's columns (spec 2.10); empty order id or VA number show N/A. */
export function useNotificationColumns(): DataTableColumn<NotificationRow>[] {
  const hours = useSiteUtcOffset();
  return [
    { id: 'notiId', header: 'Notif Id', type: 'number' },
    { id: 'notiOrderId', header: 'Order Id', minWidth: '12rem' },
    { id: 'notiStatus', header: 'Notif Status', cell: (row) => <NotificationStatusChip status={row.notiStatus} /> },
    { id: 'trctVirtualAccountNo', header: 'Virtual Account Number', minWidth: '12rem' },
    { id: 'notiCreatedTime', header: 'Created Time', type: 'date', minWidth: '10rem', cell: (row) => siteTime(row.notiCreatedTime, hours) },
  ];
}
