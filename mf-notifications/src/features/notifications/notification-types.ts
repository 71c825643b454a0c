import type { FieldOption } from '@console/shared/core';

/** The list and record path (spec 7). */
export const NOTIFICATION_PATH = '/dashboard/notification';
/** The screen's and the history's permission (spec 2.10, 6). */
export const NOTIFICATION_READ = 'dashboard_notification.read';

/** A notification row of `GET /dashboard/notification` (the VA number is null for QRIS). */
export interface NotificationRow {
  notiId: number;
  notiOrderId: string | null;
  notiStatus: number | null;
  notiCreatedTime: string | null;
  trctVirtualAccountNo: string | null;
}

/** One request sent to the merchant and what came back (text as stored: JSON, other text, or empty). */
export interface NotificationHistoryEntry {
  nohiId: number;
  nohiNotiId: number;
  nohiRequest: string | null;
  nohiResponse: string | null;
  nohiCreatedTime: string | null;
}

/** `GET /dashboard/notification/{id}`: the notification with its history. */
export interface NotificationDetail extends NotificationRow {
  notification_history?: NotificationHistoryEntry[] | null;
}

/** The `By Status` choices (spec 2.10: Pending = 1, Success = 2). */
export const NOTIFICATION_STATUS_OPTIONS: readonly FieldOption[] = [
  { value: 1, label: 'Pending' },
  { value: 2, label: 'Success' },
];

/** Columns the list may be sorted by (the API's whitelist for notifications). */
export const NOTIFICATION_SORTABLE = ['notiId', 'notiOrderId', 'notiStatus', 'trctVirtualAccountNo', 'notiCreatedTime'] as const;
