import useSWR from 'swr';
import { api, type Query } from '../api/http-client';
import type { ReplyStatus } from '../api/contract';

/** How often an overview refreshes while its tab is visible. */
export const OVERVIEW_REFRESH_MS = 60_000;

type SummaryKey = readonly [path: string, query: Query];

async function fetchSummary<Summary>([path, query]: SummaryKey): Promise<Summary> {
  const reply = await api.get<{ data: Summary; status?: ReplyStatus }>(path, query);
  if (reply.status?.error) throw new Error(reply.status.message || `Gagal mendapatkan data ${path}`);
  return reply.data;
}

/**
 * A summary read through the one HTTP client, kept live: asked again every 60 s while the tab is
 * visible (never in a hidden tab; a tab shown again asks at once) and by `refresh`. The answer
 * stays shown while the same query is asked again; another query (a new range) shows nothing until
 * its own answer, so a figure never pairs one range's value with another range's link.
 * `query` null asks nothing (no permission, no call).
 */
export function useLiveSummary<Summary>(path: string, query: Query | null) {
  const { data, error, isValidating, mutate } = useSWR<Summary, Error, SummaryKey | null>(query ? [path, query] : null, fetchSummary<Summary>, {
    refreshInterval: OVERVIEW_REFRESH_MS,
    refreshWhenHidden: false,
    refreshWhenOffline: false,
    revalidateOnFocus: true,
    shouldRetryOnError: false,
  });
  return { data, error: error ?? null, refreshing: isValidating, refresh: () => void mutate() };
}
