import { formatNumber } from '../format/number-format';

/** The value axis of a chart: its ticks from 0, the highest being the axis' top. */
export interface ValueAxis {
  ticks: number[];
  top: number;
}

/**
 * Round ticks from 0 up to at least `max`, about `count` steps of 1, 2, 2.5 or 5 times a power of
 * ten (whole steps for counts). A chart of zeros gets 0 and 1.
 */
export function valueAxis(max: number, { count = 4, whole = false }: { count?: number; whole?: boolean } = {}): ValueAxis {
  if (!(max > 0)) return { ticks: [0, 1], top: 1 };
  const rough = max / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  let step = ([1, 2, 2.5, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= rough) ?? 10 * power);
  if (whole) step = Math.max(1, Math.ceil(step));
  const top = Math.ceil(max / step - 1e-9) * step;
  const ticks: number[] = [];
  for (let tick = 0; tick <= top + step / 2; tick += step) ticks.push(Number(tick.toPrecision(12)));
  return { ticks, top };
}

const UNITS: readonly [number, string][] = [
  [1e12, 'T'],
  [1e9, 'M'],
  [1e6, 'jt'],
  [1e3, 'rb'],
];

/**
 * A number as an Indonesian axis reads it: `2500000` -> `2,5 jt`, `750000` -> `750 rb`,
 * `1500000000` -> `1,5 M` (ribu, juta, miliar, triliun); under a thousand as is.
 */
export function formatCompact(value: number): string {
  const size = Math.abs(value);
  for (const [unit, name] of UNITS) {
    if (size >= unit) {
      const scaled = Math.round((value / unit) * 10) / 10;
      return `${String(scaled).replace('.', ',')} ${name}`;
    }
  }
  return formatNumber(value);
}

/** The centre of bucket `index` of `count` across the plot, in per cent of its width. */
export const bucketCentre = (index: number, count: number) => ((index + 0.5) / Math.max(count, 1)) * 100;

/**
 * Which buckets get a label under their bar, at most about `most`: every n-th from the first,
 * n a step that reads well (hours every 2, 3, 4 or 6; days every 2, 5, 7...).
 */
export function labelledBuckets(count: number, most = 6): number[] {
  if (count <= 0) return [];
  const step = [1, 2, 3, 4, 5, 6, 7, 10, 14, 15, 20, 30].find((candidate) => Math.ceil(count / candidate) <= most) ?? Math.ceil(count / most);
  const indexes: number[] = [];
  for (let index = 0; index < count; index += step) indexes.push(index);
  return indexes;
}
