import type { TransactionListReply } from '@console/shared/core';

/** The notification of a transaction as the list sends it: an object, an empty array, or absent. */
export type TransactionNotification = { notiId?: number; notiStatus?: number | string | null; notiCreatedTime?: string } | readonly unknown[] | null;

/** A VA or QRIS transaction row (spec 3); each screen reads its own fields, with the fallbacks of spec 3. */
export interface TransactionRow extends Record<string, unknown> {
  trctId: number;
  trctOrderId?: string | null;
  trctStatus?: string | null;
  trctCreatedTime?: string | null;
  trctTotalAmount?: number | null;
  notification?: TransactionNotification;
}

export type TransactionReply = TransactionListReply<TransactionRow>;

/** Which transactions a screen shows: `va` or `qris` (also the `type` of the action bodies). */
export type TransactionType = 'va' | 'qris';
