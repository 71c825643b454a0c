import { api, type ReplyStatus } from '@console/shared/core';

export interface TransactionHit {
  trctId: number;
  trctType: 'va' | 'qris';
  trctOrderId: string;
  trctVirtualAccountNo: string | null;
  trqrReferenceNo: string | null;
  trctStatus: string;
  trctTotalAmount: number | null;
  trctCreatedTime: string;
  matched: 'trctOrderId' | 'trctVirtualAccountNo' | 'trqrReferenceNo';
}

export interface NotificationHit {
  notiId: number;
  notiOrderId: string | null;
  notiStatus: number;
  notiCreatedTime: string;
  trctId: number;
  trctType: 'va' | 'qris';
}

export interface SearchReply {
  data: { transactions: TransactionHit[]; notifications: NotificationHit[] };
  status: ReplyStatus;
}

/** The shortest text the API searches for (decision 108). */
export const MIN_SEARCH_LENGTH = 3;

/** `GET /dashboard/search?q=`: the active company's matches the user may read. */
export const searchOrders = (text: string) => api.get<SearchReply>('/dashboard/search', { q: text });

/** The site day of a UTC time (the list screens' `from` / `to`). */
export const siteDayOf = (time: string, hours: number) => new Date(Date.parse(time) + hours * 3_600_000).toISOString().slice(0, 10);

const SCREENS = { va: '/dashboard/transaction-va', qris: '/dashboard/transaction-qris' } as const;

/** The transaction's screen on the day it was created, searched by its order id, with its detail open. */
export function transactionLink(hit: TransactionHit, hours: number): string {
  const day = siteDayOf(hit.trctCreatedTime, hours);
  const query = new URLSearchParams({ from: day, to: day, q: hit.trctOrderId, detail: String(hit.trctId) });
  return `${SCREENS[hit.trctType]}?${query.toString()}`;
}

/** The notifications screen searched by the order id (as the transaction screens link to it). */
export const notificationLink = (hit: NotificationHit) => `/dashboard/notifications?q=${encodeURIComponent(hit.notiOrderId ?? '')}`;
