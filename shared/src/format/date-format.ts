/**
 * Dates in the console: the API sends ISO-8601 UTC timestamps; screens show them in site time
 * (UTC + N hours, 7 for Jakarta) with Indonesian month names, and send calendar days as
 * `YYYY-MM-DD`. Site time is computed by shifting the instant and reading UTC fields, so the
 * result never depends on the time zone of the machine running the browser or the tests.
 */

/** The site's offset from UTC in hours (Western Indonesia Time). */
export const DEFAULT_SITE_UTC_OFFSET_HOURS = 7;

const MONTHS_ID = ['Januari', 'Februari', 'Maret', 'April', 'Mei', 'Juni', 'Juli', 'Agustus', 'September', 'Oktober', 'November', 'Desember'];

const pad = (value: number) => String(value).padStart(2, '0');

function toDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? new Date(value.getTime()) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The instant shifted by `hours`: read its UTC fields to get the wall-clock time of the site. */
export function shiftToSiteTime(value: string | number | Date, hours = DEFAULT_SITE_UTC_OFFSET_HOURS): Date | null {
  const date = toDate(value);
  return date ? new Date(date.getTime() + hours * 3_600_000) : null;
}

/** `00` to `99`, by value: the two-digit fields of a date-time written without a formatter. */
const TWO_DIGITS = Array.from({ length: 100 }, (_, value) => pad(value));

const daysInMonth = (year: number, month: number) =>
  month === 2 ? (year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28) : month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;

/** The number written by `length` ASCII digits of `text` at `start`, or -1 when one is not a digit. */
function digitsAt(text: string, start: number, length: number): number {
  let value = 0;
  for (let index = start; index < start + length; index++) {
    const digit = text.charCodeAt(index) - 48;
    if (digit < 0 || digit > 9) return -1;
    value = value * 10 + digit;
  }
  return value;
}

/**
 * `formatSiteDateTime` of a timestamp in the form the API sends (`2026-11-21T03:04:05.000Z`), by
 * reading its digits and shifting the hour: a million-row export formats millions of these, and
 * parsing each into a Date and printing it again cost about 3 µs. Undefined for any other form, a
 * field out of its range (the day after the month's last, hour 24...), a shift that is not whole
 * hours, or a result outside the years 0001-9998: the caller then takes the general way, which
 * gives the same text.
 */
function siteDateTimeOfIso(value: string, hours: number): string | undefined {
  if (value.length !== 24 || value.charCodeAt(23) !== 90 || !Number.isInteger(hours) || hours <= -24 || hours >= 24) return undefined;
  if (value[4] !== '-' || value[7] !== '-' || value[10] !== 'T' || value[13] !== ':' || value[16] !== ':' || value[19] !== '.') return undefined;
  const year = digitsAt(value, 0, 4);
  const month = digitsAt(value, 5, 2);
  const day = digitsAt(value, 8, 2);
  const hour = digitsAt(value, 11, 2);
  const minute = digitsAt(value, 14, 2);
  const second = digitsAt(value, 17, 2);
  if (year < 1 || year > 9998 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  if (hour < 0 || hour > 23 || minute < 0 || minute > 59 || second < 0 || second > 59 || digitsAt(value, 20, 3) < 0) return undefined;
  const shifted = hour + hours;
  // Minutes and seconds are the same in site time; so is the day when the hour stays within it.
  const clock = value.slice(13, 19);
  if (shifted >= 0 && shifted < 24) return `${value.slice(0, 10)} ${TWO_DIGITS[shifted]}${clock}`;
  let [y, m, d] = [year, month, day];
  if (shifted >= 24) {
    d += 1;
    if (d > daysInMonth(y, m)) [d, m] = [1, m + 1];
    if (m > 12) [m, y] = [1, y + 1];
  } else {
    d -= 1;
    if (d < 1) {
      [m, y] = m === 1 ? [12, y - 1] : [m - 1, y];
      d = daysInMonth(y, m);
    }
  }
  return `${String(y).padStart(4, '0')}-${TWO_DIGITS[m]}-${TWO_DIGITS[d]} ${TWO_DIGITS[(shifted + 24) % 24]}${clock}`;
}

/** `2026-11-21T03:04:05.000Z` -> `2026-11-21 10:04:05` (site time); empty or invalid -> ``. */
export function formatSiteDateTime(value: string | number | Date | null | undefined, hours = DEFAULT_SITE_UTC_OFFSET_HOURS): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string') {
    const fast = siteDateTimeOfIso(value, hours);
    if (fast !== undefined) return fast;
  }
  // One parse and one shift: an export formats a few million of these.
  const ms = value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);
  if (Number.isNaN(ms)) return '';
  const shifted = new Date(ms + hours * 3_600_000);
  if (Number.isNaN(shifted.getTime())) return '';
  // Years 0-9999: the ISO form is `2026-11-21T10:04:05.000Z`, read the site's wall clock from it.
  const iso = shifted.toISOString();
  if (iso.length === 24) return `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
  return `${isoDateOfUtcFields(shifted)} ${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}:${pad(shifted.getUTCSeconds())}`;
}

/**
 * The site's time zone as Indonesians name it: UTC+7 `WIB`, +8 `WITA`, +9 `WIT`; any other offset
 * as `UTC+5`, `UTC-3`, `UTC+5:30`.
 */
export function siteZoneName(hours = DEFAULT_SITE_UTC_OFFSET_HOURS): string {
  const named: Record<number, string> = { 7: 'WIB', 8: 'WITA', 9: 'WIT' };
  if (named[hours]) return named[hours]!;
  const sign = hours < 0 ? '-' : '+';
  const whole = Math.floor(Math.abs(hours));
  const minutes = Math.round((Math.abs(hours) - whole) * 60);
  return `UTC${sign}${whole}${minutes ? `:${pad(minutes)}` : ''}`;
}

/** `2026-11-21T03:04:05.000Z` -> `2026-11-21 10:04:05 WIB`: site time saying its zone; empty or invalid -> ``. */
export function formatZonedDateTime(value: string | number | Date | null | undefined, hours = DEFAULT_SITE_UTC_OFFSET_HOURS): string {
  const text = formatSiteDateTime(value, hours);
  return text ? `${text} ${siteZoneName(hours)}` : '';
}

/** `2026-11-21T03:04:05.000Z` -> `21 November 2026 10:04` (Indonesian month, site time). */
export function formatDateId(value: string | number | Date | null | undefined, options: { time?: boolean; hours?: number } = {}): string {
  const shifted = value === null || value === undefined ? null : shiftToSiteTime(value, options.hours ?? DEFAULT_SITE_UTC_OFFSET_HOURS);
  if (!shifted) return '';
  const day = `${shifted.getUTCDate()} ${MONTHS_ID[shifted.getUTCMonth()]} ${shifted.getUTCFullYear()}`;
  return options.time === false ? day : `${day} ${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}`;
}

function isoDateOfUtcFields(date: Date): string {
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** The local calendar day of a date as `YYYY-MM-DD` (what date-range filters send). */
export function toIsoDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * Today's calendar day of the site (UTC + `hours`) as `YYYY-MM-DD`: what the API means by today
 * in `from` / `to`, whatever the time zone of the browser. Screens get the site's offset from the
 * session (`useSiteToday()`); the default is Western Indonesia Time.
 */
export const todayIsoDate = (now: Date = new Date(), hours = DEFAULT_SITE_UTC_OFFSET_HOURS) => isoDateOfUtcFields(new Date(now.getTime() + hours * 3_600_000));

/** Whether `text` is a real calendar day written `YYYY-MM-DD`. */
export function isIsoDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
