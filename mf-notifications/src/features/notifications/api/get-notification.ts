import { api, type RecordReply } from '@console/shared/core';
import useSWR from 'swr';
import { NOTIFICATION_PATH, type NotificationDetail } from '../notification-types';

/** SWR key of one notification with its history. */
export const notificationKey = (id: number) => [NOTIFICATION_PATH, id] as const;

/**
 * `GET /dashboard/notification/{id}`. Spec 7 allows `data` to be the object or an array holding
 * it; a reply with `status.error` set is a failure. The API answers another company's id with 404,
 * exactly like a missing one.
 */
export async function getNotification(id: number): Promise<NotificationDetail> {
  const reply = await api.get<RecordReply<NotificationDetail | NotificationDetail[]>>(`${NOTIFICATION_PATH}/${id}`);
  if (reply.status?.error) throw new Error(reply.status.message || 'Gagal mendapatkan notification data');
  const detail = Array.isArray(reply.data) ? reply.data[0] : reply.data;
  if (!detail) throw new Error('Notification not found.');
  return detail;
}

/** One notification and its history; `null` asks for nothing. */
export function useNotification(id: number | null) {
  return useSWR(id === null ? null : notificationKey(id), ([, key]) => getNotification(key), { revalidateOnFocus: false, shouldRetryOnError: false });
}
