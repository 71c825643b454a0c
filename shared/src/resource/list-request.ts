import useSWR from 'swr';
import { type Query, request } from '../api/http-client';
import { exportSignal } from '../csv/export-signals';
import type { ListReply } from '../api/contract';

/** Bulk lookups and option lists ask for everything (spec 7: max 1,000,000). */
export const ALL_ROWS = 1_000_000;

/** SWR key of a list request: the path and its query, so every distinct request is cached apart. */
export type ListKey = readonly [path: string, query: Query];

export const listKey = (path: string, query: Query = {}): ListKey => [path, query] as const;

/**
 * The header the CSV exporter marks an export's page requests with (the same id on each page), so
 * the server records the export once in its audit trail.
 */
export const EXPORT_ID_HEADER = 'X-Console-Export';

/**
 * Fetches one list reply; a reply with `status.error` set is a failure. `exportId`: the page belongs
 * to that export; while the export runs, its Cancel aborts the request (`exportSignal`).
 */
export async function fetchList<Row>([path, query]: ListKey, options: { exportId?: string } = {}): Promise<ListReply<Row>> {
  const { exportId } = options;
  const signal = exportId ? exportSignal(exportId) : undefined;
  const reply = await request<ListReply<Row>>('GET', path, { query, ...(exportId ? { headers: { [EXPORT_ID_HEADER]: exportId } } : {}), ...(signal ? { signal } : {}) });
  if (reply.status && reply.status.error) throw new Error(reply.status.message || `Gagal mendapatkan data ${path}`);
  return reply;
}

/**
 * A list read through SWR, keyed by path and query; `null` skips the request. The previous page
 * stays on screen while the next one loads.
 */
export function useList<Row>(key: ListKey | null) {
  return useSWR<ListReply<Row>, Error, ListKey | null>(key, (listKey: ListKey) => fetchList<Row>(listKey), { keepPreviousData: true, revalidateOnFocus: false });
}

/** Whether an SWR key is a list request of `path` (to revalidate every page after a change). */
export const isListKeyOf = (path: string) => (key: unknown) => Array.isArray(key) && key[0] === path;
