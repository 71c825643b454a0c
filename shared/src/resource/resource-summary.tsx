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
 * How many rows each query of a list matches (its `pagination.totalData`, 0 when none), asked
 * with `max=1`. The key starts with the path, so saves and deletes revalidate it with the list.
 */
export function useListCounts(path: string, counts: readonly SummaryCount[]) {
  const key = [path, { counts: JSON.stringify(counts.map((count) => count.query ?? {})) }] as const;
  const { data, error } = useSWR(key, fetchCounts, { revalidateOnFocus: false });
  return counts.map((_, index) => (error ? 0 : data?.[index]));
}

/** The resource's summary card, e.g. `Ringkasan` with `Jumlah Data` (the count of all rows). */
export function ResourceSummary<Row extends ResourceRow>({ config }: { config: ResourceConfig<Row> }) {
  const counts = config.summary?.counts ?? [];
  const values = useListCounts(config.path, counts);
  if (!config.summary) return null;
  return <SummaryCard title={config.summary.title} items={counts.map((count, index) => ({ label: count.label, value: values[index] }))} />;
}
