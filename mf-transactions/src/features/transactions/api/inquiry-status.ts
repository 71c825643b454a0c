import { api, type ReplyStatus, serverMessage } from '@console/shared/core';
import type { TransactionType } from '../transaction-types';
import { type ActionResult, repeatOf, TRANSACTION_PATHS } from './transaction-paths';

interface InquiryReply {
  success?: boolean;
  message?: string;
  status?: ReplyStatus;
  repeated?: boolean;
  firstAnsweredSecondsAgo?: number;
}

/**
 * `POST .../inquiry_status/{trctId}` with `{ type }`: asks the bank again. A reply with
 * `status.error` set (or `success: false`) is a failure with `status.message` (spec 7).
 */
export async function sendInquiry(type: TransactionType, trctId: number): Promise<ActionResult> {
  try {
    const reply = await api.post<InquiryReply>(`${TRANSACTION_PATHS[type]}/inquiry_status/${trctId}`, { type });
    if (reply?.status?.error || reply?.success === false) return { success: false, message: reply.status?.message || reply.message };
    return { success: true, message: reply?.message, ...repeatOf(reply) };
  } catch (error) {
    return { success: false, message: serverMessage((error as { body?: unknown }).body), error };
  }
}
