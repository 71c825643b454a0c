import type { TransactionType } from '../transaction-types';

/** The API path of each screen's transactions (spec 7). */
export const TRANSACTION_PATHS: Record<TransactionType, string> = {
  va: '/dashboard/transactionVa',
  qris: '/dashboard/transactionQr',
};

/** What an action helper answers (spec 8: helpers return `{ success: false, message }` on failure). */
export type ActionResult = { success: true; message?: string } | { success: false; message?: string; error?: unknown };
