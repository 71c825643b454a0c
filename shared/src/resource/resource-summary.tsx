import useSWR from 'swr';
import type { Query } from '../api/http-client';
import { SummaryCard } from '../list-screen/summary-card';
import { fetchList, type ListKey } from './list-request';
import type { ResourceConfig, ResourceRow, SummaryCount } from './resource-config';

async function fetchCounts([path, { counts }]: readonly [string, { counts: string }]): Promise<number[]> {
  const queries = JSON.parse(counts) as Query[];
  const replies = await Promise.all(queries.map((query) => fetchList<unknown>([path, { ...query, page: 1, max: 1 }] as ListKey)));
  return replies.map((reply) => reply.pagination?.totalData ?? 0);
}

/**
 * How many rows each count of a list matches: a `query` count is the list's `pagination.totalData`
 * (0 when none), asked with `max=1`; a `from` count is computed from the others by label once they
 * are in. The key starts with the path, so saves and deletes revalidate it with the list.
 */
export function useListCounts(path: string, counts: readonly SummaryCount[]): (number | undefined)[] {
  const asked = counts.filter((count) => !count.from);
  // No counts (no card): nothing to ask.
  const key = counts.length === 0 ? null : ([path, { counts: JSON.stringify(asked.map((count) => count.query ?? {})) }] as const);
  const { data, error } = useSWR(key, fetchCounts, { revalidateOnFocus: false });
  const byLabel: Record<string, number> = {};
  asked.forEach((count, index) => {
    byLabel[count.label] = error ? 0 : (data?.[index] ?? 0);
  });
  const ready = !!data || !!error;
  return counts.map((count) => (!ready ? undefined : count.from ? Math.max(0, count.from(byLabel)) : byLabel[count.label]));
}

/** The summary card of a resource that names none (spec 2.6): the count of all rows. */
const DEFAULT_SUMMARY = { title: 'Ringkasan', counts: [{ label: 'Jumlah Data' }] } as const satisfies { title: string; counts: readonly SummaryCount[] };

const NO_COUNTS: readonly SummaryCount[] = [];

/**
 * The resource's summary card: `Ringkasan` with `Jumlah Data` (the count of all rows) unless the
 * resource names its own title or counts; none with `summary: false`.
 */
export function ResourceSummary<Row extends ResourceRow>({ config }: { config: ResourceConfig<Row> }) {
  const named = config.summary === false ? null : (config.summary ?? {});
  const counts = named ? (named.counts ?? DEFAULT_SUMMARY.counts) : NO_COUNTS;
  const values = useListCounts(config.path, counts);
  if (!named) return null;
  return <SummaryCard title={named.title ?? DEFAULT_SUMMARY.title} items={counts.map((count, index) => ({ label: count.label, value: values[index] }))} />;
}
