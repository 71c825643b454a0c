import type { TransactionNotification, TransactionRow } from './transaction-types';

const present = (value: unknown) => value !== null && value !== undefined && value !== '';

/** The first present value of `fields` (spec 3's fallbacks, e.g. `trctBank` or `trvaBank`). */
export function fieldOf(row: TransactionRow, ...fields: readonly string[]): unknown {
  for (const field of fields) if (present(row[field])) return row[field];
  return undefined;
}

/** The notification's status, or undefined when the transaction has none (absent or an empty array). */
export function notificationStatusOf(notification: TransactionNotification | undefined): number | string | null | undefined {
  if (!notification || Array.isArray(notification)) return undefined;
  return (notification as { notiStatus?: number | string | null }).notiStatus ?? null;
}

/** Whether the transaction has a notification object. */
export const hasNotification = (row: TransactionRow) => !!row.notification && !Array.isArray(row.notification) && typeof row.notification === 'object';

/** The notification in a CSV (spec 4): object -> `Pending`, `Sukses` or empty; otherwise `No Data`. */
export function notificationCsvText(row: TransactionRow): string {
  if (!hasNotification(row)) return 'No Data';
  const status = Number(notificationStatusOf(row.notification));
  return status === 1 ? 'Pending' : status === 2 ? 'Sukses' : '';
}

/** Where a transaction's notifications are listed: the notifications screen searched by its order id. */
export const notificationsLink = (orderId: string) => `/dashboard/notifications?q=${encodeURIComponent(orderId)}`;
