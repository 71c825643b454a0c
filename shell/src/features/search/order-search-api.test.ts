import { mockApi, reply } from '@console/shared/testing';
import { FAKE_SEARCHERS } from '../../app/testing/fake-remotes';
import type { DeclaredSearcher } from '../../remotes/remote-searchers';
import { findOrders, hitRoute } from './order-search-api';

const [va, qris, notifications] = FAKE_SEARCHERS as [DeclaredSearcher, DeclaredSearcher, DeclaredSearcher];

describe('findOrders (the declared searchers asked)', () => {
  it('asks one request per API call and keeps the other calls\' hits when one fails, naming what could not be searched', async () => {
    const elsewhere: DeclaredSearcher = { app: 'mf-notifications', searcher: { ...notifications.searcher, request: { path: '/dashboard/notification/search', query: 'order', list: null } } };
    const api = mockApi({ access: {} });
    api.on('GET', '/dashboard/search', () => ({ data: { transactions: [{ trctId: 1, trctType: 'qris', trctOrderId: 'QR1', trqrReferenceNo: 'R9', trctStatus: '03', trctTotalAmount: 5000, trctCreatedTime: '2026-11-17T01:00:00.000Z' }] }, status: { error: 0, message: '1 found.' } }));
    api.on('GET', '/dashboard/notification/search', () => reply(500, { status: { error: 1, message: 'Database is busy.' } }));
    const found = await findOrders('QR1', [va, qris, elsewhere], 7);
    expect(api.callsTo('GET', '/dashboard/search')).toHaveLength(1);
    expect(api.callsTo('GET', '/dashboard/notification/search')[0]!.query.get('order')).toBe('QR1');
    expect(found.groups).toEqual([{ title: 'Transaksi', hits: [expect.objectContaining({ label: 'QRIS', orderId: 'QR1', statusLabel: 'Belum Lunas', amount: 5000, to: '/dashboard/transaction-qris?q=QR1&detail=1' })] }]);
    expect(found.count).toBe(1);
    expect(found.failures).toEqual([{ titles: 'Notifikasi', reason: expect.stringMatching(/Database is busy/) }]);
  });
});

describe('hitRoute', () => {
  it('fills {field} with the row\'s value and {field:day} with its site day, each URL-encoded', () => {
    expect(hitRoute(va.searcher, { trctId: 7, trctOrderId: 'A&B', trctCreatedTime: '2026-11-17T18:00:00.000Z' }, 7)).toBe('/dashboard/transaction-va?from=2026-11-18&to=2026-11-18&q=A%26B&detail=7');
    expect(hitRoute(notifications.searcher, { notiOrderId: null }, 7)).toBe('/dashboard/notifications?q=');
  });
});
