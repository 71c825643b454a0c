import { isIsoDate } from '../format/date-format';
import type { DateRange } from './date-range';

/**
 * The ranges offered as one click, as payment dashboards offer them: the site's today and
 * yesterday, the last 7 and 30 days (today included), and this month so far.
 */
export type DatePreset = 'today' | 'yesterday' | '7d' | '30d' | 'month';

/** Each preset with its label, in the order they are offered. */
export const DATE_PRESETS: readonly { value: DatePreset; label: string }[] = [
  { value: 'today', label: 'Hari ini' },
  { value: 'yesterday', label: 'Kemarin' },
  { value: '7d', label: '7 hari' },
  { value: '30d', label: '30 hari' },
  { value: 'month', label: 'Bulan ini' },
];

const DAY_MS = 24 * 60 * 60 * 1000;

/** The `YYYY-MM-DD` day `days` after `day` (negative: before). */
export const shiftDay = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The days (`YYYY-MM-DD`, site calendar) a preset covers when the site's day is `today`. */
export function presetRange(preset: DatePreset, today: string): DateRange {
  if (!isIsoDate(today)) throw new Error(`Not a day: ${today}`);
  switch (preset) {
    case 'yesterday': {
      const day = shiftDay(today, -1);
      return { from: day, to: day };
    }
    case '7d':
      return { from: shiftDay(today, -6), to: today };
    case '30d':
      return { from: shiftDay(today, -29), to: today };
    case 'month':
      return { from: `${today.slice(0, 8)}01`, to: today };
    default:
      return { from: today, to: today };
  }
}

/** Whether `text` names a preset (a value read from a URL). */
export const isDatePreset = (text: string | null | undefined): text is DatePreset => DATE_PRESETS.some((preset) => preset.value === text);
