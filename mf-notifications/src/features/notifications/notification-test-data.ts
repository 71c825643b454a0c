import { memoryResource, type MockApi } from '@console/shared/testing';
import { NOTIFICATION_PATH, type NotificationDetail, type NotificationHistoryEntry, type NotificationRow } from './notification-types';

/** The site day the fake session reports (the API's `site.today`). */
export const SITE_TODAY = '2026-11-23';

const at = (day: number) => `2026-11-${String(day).padStart(2, '0')}T03:00:00.000Z`;

/** 23 notifications of the active company: ids 1..23, odd ones Pending, even ones Sukses. */
export const NOTIFICATIONS: NotificationRow[] = Array.from({ length: 23 }, (_, index) => {
  const id = index + 1;
  return {
    notiId: id,
    notiOrderId: id === 5 ? '' : `VA01202611${String(id).padStart(4, '0')}`,
    notiStatus: id % 2 === 1 ? 1 : 2,
    notiCreatedTime: at(Math.min(id, 23)),
    trctVirtualAccountNo: id % 3 === 0 ? null : `88810000${String(id).padStart(4, '0')}`,
  };
});

/** The history of notification 23: a JSON exchange, a non-JSON one, markup, and empty bodies. */
export const HISTORY_23: NotificationHistoryEntry[] = [
  { nohiId: 101, nohiNotiId: 23, nohiRequest: '{"orderId":"VA012026110023","status":"00","amount":15000}', nohiResponse: '{"responseCode":200,"responseMessage":"Success"}', nohiCreatedTime: at(23) },
  { nohiId: 102, nohiNotiId: 23, nohiRequest: 'orderId=VA012026110023&status=00', nohiResponse: '<html><body>502 Bad Gateway</body><script>window.hacked = true</script></html>', nohiCreatedTime: at(23) },
  { nohiId: 103, nohiNotiId: 23, nohiRequest: '', nohiResponse: null, nohiCreatedTime: at(23) },
];

/**
 * Serves the notification list and details from the shared in-memory resource, as the API does:
 * order id contains, status equals, the day range on the created time, sort (ties by id), paging,
 * newest first by default; a detail carries its history; another company's id answers 404.
 */
export function installNotificationApi(api: MockApi, rows: readonly NotificationRow[] = NOTIFICATIONS, histories: Record<number, NotificationHistoryEntry[]> = { 23: HISTORY_23 }) {
  const notifications = memoryResource(api, {
    path: NOTIFICATION_PATH,
    primaryKey: 'notiId',
    // Plain copies: the in-memory resource keeps rows as records.
    rows: rows.map((row) => ({ ...row })),
    dateField: 'notiCreatedTime',
    defaultOrder: { field: 'notiId', direction: 'DESC' },
    detail: (row): NotificationDetail => ({ ...row, notification_history: histories[row.notiId] ?? [] }),
  });
  return {
    listCalls: notifications.listCalls,
    lastListQuery: () => Object.fromEntries(notifications.listCalls().at(-1)?.query ?? []),
  };
}
