import { listReply, mockApi, type MockApi, renderWithProviders } from '@console/shared/testing';
import { TransactionScreen } from './transaction-screen';
import { QRIS_SCREEN, type TransactionScreenConfig, VA_SCREEN } from './transaction-screens';
import type { TransactionRow } from './transaction-types';

/** VA rows covering every status, the notification shapes and the spec 3 fallbacks. */
export const VA_ROWS: TransactionRow[] = [
  { trctId: 5, trctOrderId: 'VA-005', trctVirtualAccountNo: '8800105', trctVirtualAccountName: 'Budi', trctBank: 'BRI', trctTotalAmount: 1500000, trctTotalAmountPaid: 1500000, trctCreatedTime: '2026-11-21T03:04:05.000Z', trctStatus: '00', trctLunasTime: '2026-11-21T04:00:00.000Z', trvaExpiredDate: '2026-11-22T03:04:05.000Z', notification: { notiId: 9, notiStatus: 2 } },
  { trctId: 4, trctOrderId: 'VA-004', trvaVirtualAccountNo: '8800104', trvaVirtualAccountName: '=HYPERLINK("http://x")', trvaBank: 'BJB', trvaTotalAmount: 250000, trctTotalAmountPaid: null, trctCreatedTime: '2026-11-21T02:00:00.000Z', trctStatus: '03', trctLunasTime: null, trvaExpiredDate: null, notification: [] },
  { trctId: 3, trctOrderId: 'VA-003', trctVirtualAccountNo: '8800103', trctVirtualAccountName: 'Sari', trctBank: 'Mandiri', trctTotalAmount: 99000, trctStatus: '05', trctCreatedTime: '2026-11-21T01:00:00.000Z', notification: { notiId: 7, notiStatus: 1 } },
  { trctId: 2, trctOrderId: 'VA-002', trctVirtualAccountNo: '8800102', trctVirtualAccountName: 'Ani', trctBank: 'BRI', trctTotalAmount: 10000, trctTotalAmountPaid: 10000, trctStatus: '00', trctCreatedTime: '2026-11-21T00:30:00.000Z', notification: { notiId: 6, notiStatus: 3 } },
];

export const QRIS_ROWS: TransactionRow[] = [
  { trctId: 8, trctOrderId: 'QR-008', trctQrName: 'Toko A', trctQrBank: 'BRI', trqrReferenceNo: 'REF8', trqrTotalAmount: 20000, trctCreatedTime: '2026-11-21T03:00:00.000Z', trctStatus: '03' },
  { trctId: 7, trctOrderId: 'QR-007', trctQrName: 'Toko B', trctBank: 'BRI', trqrReferenceNo: 'REF7', trctTotalAmount: 30000, trctCreatedTime: '2026-11-21T02:00:00.000Z', trctStatus: '00', notification: { notiStatus: 1 } },
];

export const TOTALS = { nominal_lunas: 1510000, count_lunas: 2 };

/** Serves a transaction list paged by `page` / `max`, with `total`. */
export function serveTransactions(api: MockApi, path: string, rows: readonly TransactionRow[], totals = TOTALS) {
  api.on('GET', path, (request) => {
    const page = Number(request.query.get('page') ?? 1);
    const max = Number(request.query.get('max') ?? 10);
    return { ...listReply(rows.slice((page - 1) * max, page * max), { page, itemPerPage: max, totalData: rows.length }), total: totals };
  });
}

export interface RenderOptions {
  config?: TransactionScreenConfig;
  access?: Record<string, string[]>;
  route?: string;
  rows?: readonly TransactionRow[];
}

/** Renders a transaction screen against a mocked API (VA by default, read access). */
export function renderTransactions({ config = VA_SCREEN, access, route, rows }: RenderOptions = {}) {
  const api = mockApi({ access: access ?? { [config.permission]: ['read'] } });
  serveTransactions(api, config.listPath, rows ?? (config === QRIS_SCREEN ? QRIS_ROWS : VA_ROWS));
  const view = renderWithProviders(<TransactionScreen config={config} />, { route: route ?? (config === QRIS_SCREEN ? '/dashboard/transaction-qris' : '/dashboard/transaction-va') });
  const listCalls = () => api.callsTo('GET', config.listPath).filter((call) => call.query.get('orderField') !== 'trctCreatedTime');
  return { ...view, api, listCalls };
}
