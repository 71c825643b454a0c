import type { SearchDeclaration } from '@console/shared/core';

/**
 * What the top bar's order search finds here (decision 151): the notifications of the transactions
 * whose order id, VA number or QRIS reference number starts with the text (the API's search,
 * decision 108, answers them in `data.notifications`), each linking to the Notifications screen
 * searched to its order id.
 */
export const SEARCH: readonly SearchDeclaration[] = [
  {
    id: 'notifications',
    title: 'Notifikasi',
    label: 'Notifikasi',
    order: 20,
    permission: 'dashboard_notification.read',
    request: { path: '/dashboard/search', query: 'q', list: 'notifications' },
    hit: { key: 'notiId', orderId: 'notiOrderId', date: 'notiCreatedTime', status: { field: 'notiStatus', labels: { '1': 'Pending', '2': 'Sukses' }, palettes: { '1': 'orange', '2': 'green' } } },
    route: 'notifications?q={notiOrderId}',
  },
];
