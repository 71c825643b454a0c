import { listReply, type MockApi, type MockRequest, reply } from '@console/shared/testing';
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

function inRange(row: NotificationRow, query: URLSearchParams): boolean {
  const day = row.notiCreatedTime?.slice(0, 10) ?? '';
  const from = query.get('from');
  const to = query.get('to');
  return (!from || day >= from) && (!to || day <= to);
}

/** The list the way the API answers it: order id contains, status equals, range, sort, paging. */
function listOf(rows: readonly NotificationRow[], request: MockRequest) {
  const { query } = request;
  const orderId = query.get('finds[notiOrderId]')?.toLowerCase();
  const status = query.get('finds[notiStatus]');
  const field = (query.get('orderField') ?? 'notiId') as keyof NotificationRow;
  const direction = query.get('orderValue') === 'ASC' ? 1 : -1;
  const matching = rows
    .filter((row) => (!orderId || (row.notiOrderId ?? '').toLowerCase().includes(orderId)) && (!status || String(row.notiStatus) === status) && inRange(row, query))
    .sort((a, b) => (String(a[field] ?? '').localeCompare(String(b[field] ?? ''), 'en', { numeric: true }) || a.notiId - b.notiId) * direction);
  const page = Number(query.get('page') ?? 1);
  const max = Number(query.get('max') ?? 10);
  return listReply(matching.slice((page - 1) * max, page * max), { page, itemPerPage: max, totalData: matching.length });
}

/** Serves the notification list and details (another company's id answers 404, like the API). */
export function installNotificationApi(api: MockApi, rows: readonly NotificationRow[] = NOTIFICATIONS, histories: Record<number, NotificationHistoryEntry[]> = { 23: HISTORY_23 }) {
  api.on('GET', NOTIFICATION_PATH, (request) => listOf(rows, request));
  api.on('GET', new RegExp(`^${NOTIFICATION_PATH}/\\d+$`), (request) => {
    const id = Number(request.path.split('/').at(-1));
    const row = rows.find((item) => item.notiId === id);
    if (!row) return reply(404, { status: { error: 1, message: 'Notification not found.' } });
    const detail: NotificationDetail = { ...row, notification_history: histories[id] ?? [] };
    return { data: detail, status: { error: 0, message: 'Notification data retrieved.' } };
  });
  return {
    listCalls: () => api.callsTo('GET', NOTIFICATION_PATH),
    lastListQuery: () => Object.fromEntries(api.callsTo('GET', NOTIFICATION_PATH).at(-1)?.query ?? []),
  };
}
