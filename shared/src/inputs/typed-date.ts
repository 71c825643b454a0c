import type { DateRange } from './date-range';

/** The message when a typed day does not exist or is not a day at all (spec 5: every part must parse). */
export const invalidDayMessage = (text: string) => `${text} is not a valid date (DD/MM/YYYY).`;
/** The message when a typed start comes after the end (or the end before the start). */
export const START_AFTER_END_MESSAGE = 'The start date must not be after the end date.';

const TYPED_DAY = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;

/**
 * A day typed as the field shows it, `DD/MM/YYYY` (`/`, `-` or `.` between the parts, leading zeros
 * optional), as `YYYY-MM-DD`; null unless every part parses and the day exists (`31/02/2026` does
 * not: it is refused, never moved to the 28th).
 */
export function parseTypedDay(text: string): string | null {
  const parts = TYPED_DAY.exec(text.trim());
  if (!parts) return null;
  const [day, month, year] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  if (month < 1 || month > 12 || day < 1 || year < 1) return null;
  // Day 0 of the next month is the last day of this one.
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > lastDay) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** What typing into one end of a range leads to: a new range, the range cleared, or a refusal with its message. */
export type TypedRangeResult = { kind: 'range'; range: DateRange } | { kind: 'cleared' } | { kind: 'refused'; message: string };

/**
 * Typing `text` into the start (`index` 0) or end (1) of `range`: the new range when the day parses
 * and the start is not after the end; `cleared` when the text is empty (spec 5: empty resets);
 * otherwise refused with the message to show at the field, and the range stays as it was.
 */
export function applyTypedDay(range: DateRange, index: 0 | 1, text: string): TypedRangeResult {
  if (text.trim() === '') return { kind: 'cleared' };
  const day = parseTypedDay(text);
  if (!day) return { kind: 'refused', message: invalidDayMessage(text.trim()) };
  const next = index === 0 ? { from: day, to: range.to } : { from: range.from, to: day };
  if (next.from > next.to) return { kind: 'refused', message: START_AFTER_END_MESSAGE };
  return { kind: 'range', range: next };
}
