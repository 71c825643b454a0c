import { DATE_PRESETS, type DatePreset, presetRange } from '../inputs/date-presets';

/**
 * The ranges an overview panel offers: the site's today and yesterday, the last 7 and 30 days
 * (today included) and this month so far; the same presets as the lists' date pickers.
 */
export type OverviewRange = DatePreset;

export const OVERVIEW_RANGES = DATE_PRESETS;

/** The `from` / `to` days (`YYYY-MM-DD`, site time) of a range when the site's day is `today`. */
export function overviewDays(range: OverviewRange, today: string): { from: string; to: string } {
  return presetRange(range, today);
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
