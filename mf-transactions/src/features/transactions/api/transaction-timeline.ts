import { api, type ReplyStatus } from '@console/shared/core';
import useSWR from 'swr';
import type { TransactionRow, TransactionType } from '../transaction-types';
import { TRANSACTION_PATHS } from './transaction-paths';

/** One event of a transaction's life (decision 109). */
export type TimelineEvent =
  | { kind: 'created'; time: string }
  | { kind: 'paid'; time: string; amount: number | null }
  | { kind: 'inquiry'; time: string; by: string | null; paid: boolean; request: unknown; response: unknown }
  | { kind: 'notification'; time: string; by: string | null; request: unknown; response: unknown };

export interface TimelineReply {
  data: { transaction: TransactionRow; events: TimelineEvent[] };
  status: ReplyStatus;
}

/** `GET .../timeline/{trctId}`: the transaction with every field and its events in order, within the active company. */
export function useTransactionTimeline(type: TransactionType, trctId: number) {
  return useSWR<TimelineReply, Error, readonly [string]>([`${TRANSACTION_PATHS[type]}/timeline/${trctId}`] as const, ([path]) => api.get<TimelineReply>(path), {
    revalidateOnFocus: false,
  });
}
