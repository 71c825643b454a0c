/**
 * Clients each asking again as soon as answered (a closed loop), the way a person refreshing a
 * search or paging a long list does: `clients` of them for `seconds`, each taking the next of
 * `paths` in turn. Replies are read whole but not parsed (a 10,000-row page is megabytes of JSON,
 * which would only cost this process time); a reply other than 200 counts as an error.
 */
export interface LoopFigure {
  clients: number;
  seconds: number;
  requests: number;
  requestsPerSecond: number;
  latencyMs: { p50: number; p95: number; max: number };
  /** Average reply size. */
  replyBytes: number;
  errors: number;
  /** Replies by HTTP status. */
  statuses: Record<string, number>;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return Number((sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN).toFixed(2));
}

export async function runClosedLoop(base: string, token: string, paths: string[], clients: number, seconds: number): Promise<LoopFigure> {
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let bytes = 0;
  let errors = 0;
  let next = 0;
  const client = async () => {
    while (performance.now() < deadline) {
      const path = paths[next++ % paths.length] as string;
      const sent = performance.now();
      try {
        const response = await fetch(`${base}${path}`, { headers: { Authentication: token }, signal: AbortSignal.timeout(60_000) });
        const body = await response.arrayBuffer();
        latencies.push(performance.now() - sent);
        bytes += body.byteLength;
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
        if (response.status !== 200) errors += 1;
      } catch {
        errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    clients,
    seconds: Number(elapsed.toFixed(1)),
    requests: latencies.length,
    requestsPerSecond: Number((latencies.length / elapsed).toFixed(1)),
    latencyMs: { p50: percentile(latencies, 50), p95: percentile(latencies, 95), max: percentile(latencies, 100) },
    replyBytes: latencies.length === 0 ? 0 : Math.round(bytes / latencies.length),
    errors,
    statuses,
  };
}
