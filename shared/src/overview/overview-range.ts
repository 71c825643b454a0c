import { isIsoDate } from '../format/date-format';

/** The ranges an overview panel offers: the site's today, the last 7 days, the last 30 days (today included). */
export type OverviewRange = 'today' | '7d' | '30d';

export const OVERVIEW_RANGES: readonly { value: OverviewRange; label: string; days: number }[] = [
  { value: 'today', label: 'Today', days: 1 },
  { value: '7d', label: '7 days', days: 7 },
  { value: '30d', label: '30 days', days: 30 },
];

const DAY_MS = 24 * 60 * 60 * 1000;

/** The `from` / `to` days (`YYYY-MM-DD`, site time) of a range ending on `today`. */
export function overviewDays(range: OverviewRange, today: string): { from: string; to: string } {
  if (!isIsoDate(today)) throw new Error(`Not a day: ${today}`);
  const days = OVERVIEW_RANGES.find((option) => option.value === range)?.days ?? 1;
  const from = new Date(Date.parse(`${today}T00:00:00Z`) - (days - 1) * DAY_MS).toISOString().slice(0, 10);
  return { from, to: today };
}

/** A summary bucket's label: `2026-11-21T10` -> `10:00`, `2026-11-21` -> `21/11` (site time, as the API keys them). */
export function bucketLabel(at: string): string {
  if (at.length === 13) return `${at.slice(11, 13)}:00`;
  return `${at.slice(8, 10)}/${at.slice(5, 7)}`;
}

/** A share as Indonesian text: `0.4523` -> `45,2%`. */
export function formatShare(part: number, whole: number): string {
  const share = whole > 0 ? (part / whole) * 100 : 0;
  return `${share.toFixed(1).replace('.', ',')}%`;
}
