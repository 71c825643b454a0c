/** Median and spread of repeated measurements. */
export interface Stats {
  runs: number;
  median: number;
  p95: number;
  min: number;
  max: number;
}

const round = (value: number) => Math.round(value * 10) / 10;

export function stats(samples: number[]): Stats {
  if (samples.length === 0) return { runs: 0, median: Number.NaN, p95: Number.NaN, min: Number.NaN, max: Number.NaN };
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? Number.NaN;
  const middle = sorted.length % 2 === 1 ? at(0.5) : ((sorted[sorted.length / 2 - 1] ?? 0) + (sorted[sorted.length / 2] ?? 0)) / 2;
  return { runs: samples.length, median: round(middle), p95: round(at(0.95)), min: round(sorted[0] ?? Number.NaN), max: round(sorted.at(-1) ?? Number.NaN) };
}
