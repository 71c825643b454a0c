import type { TransactionType } from '../transaction-types';

/** The API path of each screen's transactions (spec 7). */
export const TRANSACTION_PATHS: Record<TransactionType, string> = {
  va: '/dashboard/transactionVa',
  qris: '/dashboard/transactionQr',
};

/**
 * What an action helper answers (spec 8: helpers return `{ success: false, message }` on failure);
 * `repeated` when the API answered a repeat within its window with the first result.
 */
export type ActionResult =
  | { success: true; message?: string; repeated?: { secondsAgo: number } }
  | { success: false; message?: string; error?: unknown };

/** A reply that answers a repeat with the first result (decision 106): how long ago that was. */
export const repeatOf = (reply: { repeated?: boolean; firstAnsweredSecondsAgo?: number } | undefined) =>
  reply?.repeated === true ? { repeated: { secondsAgo: Math.max(0, Math.round(Number(reply.firstAnsweredSecondsAgo) || 0)) } } : {};
