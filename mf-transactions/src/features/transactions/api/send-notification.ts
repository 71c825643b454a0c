import { api, type ReplyStatus, serverMessage } from '@console/shared/core';
import type { TransactionType } from '../transaction-types';
import { type ActionResult, repeatOf, TRANSACTION_PATHS } from './transaction-paths';

interface NotificationReply {
  success?: boolean;
  message?: string;
  responseCode?: number;
  responseMessage?: string;
  status?: ReplyStatus;
  repeated?: boolean;
  firstAnsweredSecondsAgo?: number;
}

/**
 * `POST .../send_notification/{trctId}` with `{ type }`: tells the merchant again. A reply with
 * `responseCode` 400 (or `success: false`) is a failure with `responseMessage` (spec 7).
 */
export async function sendNotification(type: TransactionType, trctId: number): Promise<ActionResult> {
  try {
    const reply = await api.post<NotificationReply>(`${TRANSACTION_PATHS[type]}/send_notification/${trctId}`, { type });
    if (reply?.responseCode === 400 || reply?.success === false) return { success: false, message: reply.responseMessage || reply.message || reply.status?.message };
    return { success: true, message: reply?.message, ...repeatOf(reply) };
  } catch (error) {
    return { success: false, message: serverMessage((error as { body?: unknown }).body), error };
  }
}
