/**
 * Heap samples of a soak session and the verdict on them: after a forced garbage collection (CDP
 * `HeapProfiler.collectGarbage`), the JS heap in use (`Runtime.getHeapUsage`) and the DOM counters
 * (`Memory.getDOMCounters`: documents, nodes, event listeners).
 */
import type { CDPSession } from '@playwright/test';

export interface HeapSample {
  /** Minutes since the session signed in. */
  minute: number;
  usedMb: number;
  totalMb: number;
  domNodes: number;
  jsEventListeners: number;
  documents: number;
  /** Screens visited so far. */
  visits: number;
}

const mb = (bytes: number) => Number((bytes / 1024 / 1024).toFixed(2));

export async function sampleHeap(session: CDPSession, startedAt: number, visits: number): Promise<HeapSample> {
  // Twice: the first collection can leave objects only the second frees (weak maps, finalizers).
  await session.send('HeapProfiler.collectGarbage');
  await session.send('HeapProfiler.collectGarbage');
  const heap = await session.send('Runtime.getHeapUsage');
  const dom = await session.send('Memory.getDOMCounters');
  return {
    minute: Number(((Date.now() - startedAt) / 60_000).toFixed(2)),
    usedMb: mb(heap.usedSize),
    totalMb: mb(heap.totalSize),
    domNodes: dom.nodes,
    jsEventListeners: dom.jsEventListeners,
    documents: dom.documents,
    visits,
  };
}

export interface Verdict {
  /** Samples before this minute are warm-up (first loads of every remote, caches filling). */
  warmupMinutes: number;
  /** The first sample after warm-up. */
  baselineMb: number;
  /** The last samples compared with the baseline. */
  lastMb: number[];
  /** Allowed growth over the baseline: the larger of `marginPercent` of it and `marginFloorMb`. */
  marginPercent: number;
  marginFloorMb: number;
  allowedMb: number;
  /** Least-squares slope of the used heap over the samples after warm-up, MB per minute. */
  slopeMbPerMinute: number;
  flat: boolean;
}

function slope(points: { x: number; y: number }[]): number {
  if (points.length < 2) return 0;
  const meanX = points.reduce((sum, p) => sum + p.x, 0) / points.length;
  const meanY = points.reduce((sum, p) => sum + p.y, 0) / points.length;
  const num = points.reduce((sum, p) => sum + (p.x - meanX) * (p.y - meanY), 0);
  const den = points.reduce((sum, p) => sum + (p.x - meanX) ** 2, 0);
  return den === 0 ? 0 : num / den;
}

/**
 * Flat when each of the last `lastCount` samples is within the margin of the first sample after
 * warm-up (the heap may go down freely). Needs at least one sample after the baseline.
 */
export function judge(samples: HeapSample[], warmupMinutes: number, marginPercent = 10, marginFloorMb = 2, lastCount = 3): Verdict {
  const settled = samples.filter((sample) => sample.minute >= warmupMinutes);
  const baseline = settled[0];
  const last = settled.slice(1).slice(-lastCount);
  const baselineMb = baseline?.usedMb ?? Number.NaN;
  const allowedMb = Number(Math.max((baselineMb * marginPercent) / 100, marginFloorMb).toFixed(2));
  return {
    warmupMinutes,
    baselineMb,
    lastMb: last.map((sample) => sample.usedMb),
    marginPercent,
    marginFloorMb,
    allowedMb,
    slopeMbPerMinute: Number(slope(settled.map((sample) => ({ x: sample.minute, y: sample.usedMb }))).toFixed(3)),
    flat: baseline !== undefined && last.length > 0 && last.every((sample) => sample.usedMb <= baselineMb + allowedMb),
  };
}
