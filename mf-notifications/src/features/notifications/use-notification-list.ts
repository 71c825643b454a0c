import { defineListQuery, EPOCH_DATE, useListController } from '@console/shared/core';
import { NOTIFICATION_PATH, NOTIFICATION_READ, NOTIFICATION_SORTABLE, type NotificationRow } from './notification-types';

/** The list call's query (spec 7): the search is the order id, the filter the status. */
export const notificationQuery = defineListQuery({ search: 'finds[notiOrderId]', filters: { status: 'finds[notiStatus]' } });

/**
 * The notifications list (spec 2.10) on the shared list controller: state in the URL (`q` is the
 * order id, so `?q=<orderId>` from a transaction opens its notifications; `f_status`; `from`/`to`),
 * newest first (`notiId` descending), and a range whose empty selection is 1970-01-01 .. today.
 */
export function useNotificationList() {
  return useListController<NotificationRow>({
    path: NOTIFICATION_PATH,
    readPermission: NOTIFICATION_READ,
    sortable: NOTIFICATION_SORTABLE,
    filterNames: ['status'],
    defaultSort: { column: 'notiId', direction: 'desc' },
    dateRange: { emptyFrom: EPOCH_DATE },
    toQuery: notificationQuery,
  });
}
