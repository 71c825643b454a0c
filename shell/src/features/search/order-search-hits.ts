import { formatRupiah, formatZonedDateTime } from '@console/shared/core';
import { notificationLink, type SearchReply, transactionLink } from './order-search-api';
import type { SearchHit } from './search-types';

const TYPE_LABEL = { va: 'VA', qris: 'QRIS' } as const;
const MATCHED_LABEL = { trctVirtualAccountNo: 'No. VA', trqrReferenceNo: 'Ref. No' } as const;

/** Transaction and notification statuses (spec 9) as the screens label and colour them. */
const TRANSACTION_STATUS: Readonly<Record<string, { label: string; palette: string }>> = {
  '00': { label: 'Lunas', palette: 'green' },
  '03': { label: 'Belum Lunas', palette: 'orange' },
  '05': { label: 'Kadaluarsa', palette: 'red' },
};
const NOTIFICATION_STATUS: Readonly<Record<number, { label: string; palette: string }>> = {
  1: { label: 'Pending', palette: 'orange' },
  2: { label: 'Sukses', palette: 'green' },
};

/**
 * The order search's answer as hits (decision 108): each transaction with its amount, status and
 * creation time, leading to its screen on its day with its detail open; each notification with
 * its status, time and its transaction's amount, leading to the notifications of its order.
 */
export function orderSearchHits(reply: SearchReply['data'], hours: number): SearchHit[] {
  const amounts = new Map(reply.transactions.map((hit) => [hit.trctId, hit.trctTotalAmount]));
  const amountOf = (value: number | null | undefined) => (value === null || value === undefined ? {} : { amount: formatRupiah(value) });
  return [
    ...reply.transactions.map((hit): SearchHit => {
      const status = TRANSACTION_STATUS[hit.trctStatus];
      const matched = hit.matched === 'trctOrderId' ? null : hit.matched === 'trctVirtualAccountNo' ? hit.trctVirtualAccountNo : hit.trqrReferenceNo;
      return {
        id: `t${hit.trctId}`,
        group: 'Transaksi',
        to: transactionLink(hit, hours),
        title: `${TYPE_LABEL[hit.trctType]} ${hit.trctOrderId}`,
        ...(matched && hit.matched !== 'trctOrderId' ? { matched: `${MATCHED_LABEL[hit.matched]} ${matched}` } : {}),
        ...amountOf(hit.trctTotalAmount),
        status: status ?? { label: hit.trctStatus, palette: 'gray' },
        date: formatZonedDateTime(hit.trctCreatedTime, hours),
      };
    }),
    ...reply.notifications.map((hit): SearchHit => {
      const status = NOTIFICATION_STATUS[hit.notiStatus];
      return {
        id: `n${hit.notiId}`,
        group: 'Notifikasi',
        to: notificationLink(hit),
        title: `Notifikasi ${hit.notiOrderId ?? hit.notiId}`,
        ...amountOf(amounts.get(hit.trctId)),
        ...(status ? { status } : {}),
        date: formatZonedDateTime(hit.notiCreatedTime, hours),
      };
    }),
  ];
}
