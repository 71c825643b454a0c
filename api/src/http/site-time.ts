/**
 * Site time: the calendar the console's users live in, UTC plus a configured offset (UTC+7 by
 * default). `from` / `to` query values are calendar days in site time; the database stores UTC.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/**
 * The days `from` / `to` may name: every time the API stores and every range it derives from them
 * (the day after `to`, a summary's period before `from`) stays a four-digit year in ISO-8601, the
 * form the database compares as text.
 */
export const FIRST_DAY = '1970-01-01';
export const LAST_DAY = '9999-12-30';

/** UTC milliseconds of 00:00 site time on a `YYYY-MM-DD` day, or null when it is not a real date. */
export function siteDayStartMs(day: string, offsetHours: number): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // Not Date.UTC(year, ...): it reads the years 0-99 as 1900-1999.
  const check = new Date(0);
  check.setUTCFullYear(year, month - 1, date);
  const utc = check.getTime();
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date) return null;
  return utc - offsetHours * HOUR_MS;
}

/**
 * Why a `from` / `to` value is not a day the API reads (not a real `YYYY-MM-DD` date, or outside
 * FIRST_DAY ... LAST_DAY), or null when it is one.
 */
export function dayValueProblem(name: string, value: string): string | null {
  if (siteDayStartMs(value, 0) === null) return `${name} must be a date in YYYY-MM-DD format.`;
  if (value < FIRST_DAY || value > LAST_DAY) return `${name} must be a day from ${FIRST_DAY} to ${LAST_DAY}.`;
  return null;
}

/** The `YYYY-MM-DD` site-time day a moment falls on. */
export function siteDay(moment: Date, offsetHours: number): string {
  return new Date(moment.getTime() + offsetHours * HOUR_MS).toISOString().slice(0, 10);
}

/** The day `days` before (negative: after) the given `YYYY-MM-DD` day. */
export function shiftDay(day: string, days: number): string {
  const start = siteDayStartMs(day, 0);
  if (start === null) throw new Error(`Not a day: ${day}`);
  return new Date(start - days * DAY_MS).toISOString().slice(0, 10);
}

/** Half-open UTC range `[start, end)` covering the site-time days `from` to `to` inclusive. */
export function siteDayRange(fromDay: string, toDay: string, offsetHours: number): { start: string; end: string } | null {
  const start = siteDayStartMs(fromDay, offsetHours);
  const toStart = siteDayStartMs(toDay, offsetHours);
  if (start === null || toStart === null) return null;
  return { start: new Date(start).toISOString(), end: new Date(toStart + DAY_MS).toISOString() };
}
