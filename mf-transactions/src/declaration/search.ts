import type { SearchDeclaration, SearchHitDeclaration, SearchRequestDeclaration } from '@console/shared/core';
import { TRANSACTION_STATUS_LABELS } from '../features/transactions/transaction-status-codes';

/** The API's search for any order (decision 108): the transactions the user may read are in `data.transactions`. */
const request = (type: 'va' | 'qris'): SearchRequestDeclaration => ({ path: '/dashboard/search', query: 'q', list: 'transactions', where: { trctType: type } });

const hit = (reference: string): SearchHitDeclaration => ({
  key: 'trctId',
  orderId: 'trctOrderId',
  amount: 'trctTotalAmount',
  date: 'trctCreatedTime',
  status: { field: 'trctStatus', labels: TRANSACTION_STATUS_LABELS, palettes: { '00': 'green', '03': 'orange', '05': 'red' } },
  alsoMatches: [reference],
  matchLabels: { trctVirtualAccountNo: 'No. VA', trqrReferenceNo: 'Ref. No' },
});

/** The transaction's screen on the day it was created, searched by its order id, with its detail open. */
const route = (path: string) => `${path}?from={trctCreatedTime:day}&to={trctCreatedTime:day}&q={trctOrderId}&detail={trctId}`;

/**
 * What the top bar's order search finds here (decision 151): VA and QRIS transactions by order id,
 * VA number or QRIS reference number, each asked only of users who read that list.
 */
export const SEARCH: readonly SearchDeclaration[] = [
  {
    id: 'va-transactions',
    title: 'Transaksi',
    label: 'VA',
    order: 10,
    permission: 'dashboard_transactionva.read',
    request: request('va'),
    hit: hit('trctVirtualAccountNo'),
    route: route('transaction-va'),
  },
  {
    id: 'qris-transactions',
    title: 'Transaksi',
    label: 'QRIS',
    order: 11,
    permission: 'dashboard_transactionqr.read',
    request: request('qris'),
    hit: hit('trqrReferenceNo'),
    route: route('transaction-qris'),
  },
];
