import { badRequest } from '../../http/http-error';
import { type ListQuery, type ListSpec, own, parseListQuery, withSiteDays } from '../../http/list-query';
import { dayValueProblem, shiftDay, siteDay, siteDayStartMs } from '../../http/site-time';

/** How a summary's series is cut: by site-time hour or by site-time day. */
export type SummaryBucket = 'hour' | 'day';

/** A summary request read: the range, the bucket, and the list query of this range and of the one before. */
export interface SummaryQuery {
  from: string;
  to: string;
  bucket: SummaryBucket;
  /** The list's own query for the range and every filter: the summary counts exactly the list's rows. */
  list: ListQuery;
  /** The period of the same length just before, with the same filters. */
  previous: { from: string; to: string; list: ListQuery };
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** A summary covers at most this many days (the Home page asks for 30 at most). */
export const MAX_SUMMARY_DAYS = 92;

/** Parameters of the list that a summary has no use for: refused rather than silently ignored. */
const PAGING = ['page', 'max', 'orderField', 'orderValue'];

function dayParameter(raw: Record<string, unknown>, name: 'from' | 'to', fallback: string): string {
  const value = own(raw, name);
  if (value === undefined || value === '') return fallback;
  if (typeof value !== 'string') throw badRequest(`${name} must be a date in YYYY-MM-DD format.`);
  const problem = dayValueProblem(name, value);
  if (problem) throw badRequest(problem);
  return value;
}

/**
 * Reads `GET .../summary?from&to&bucket=hour|day&<the list's filters>`: without a range, the site's
 * today; without a bucket, hours for one day and days for a longer range. Every other parameter is
 * read by the list's own parser with the list's own whitelist, so a summary and the list with the
 * same filters build the same WHERE clause (one copy of each rule).
 */
export function parseSummaryQuery(raw: Record<string, unknown>, spec: ListSpec, offsetHours: number, now: Date): SummaryQuery {
  const today = siteDay(now, offsetHours);
  const from = dayParameter(raw, 'from', today);
  const to = dayParameter(raw, 'to', from > today ? from : today);
  if (from > to) throw badRequest('from must not be after to.');
  const days = Math.round(((siteDayStartMs(to, 0) as number) - (siteDayStartMs(from, 0) as number)) / DAY_MS) + 1;
  if (days > MAX_SUMMARY_DAYS) throw badRequest(`A summary covers at most ${MAX_SUMMARY_DAYS} days.`);
  const bucketValue = own(raw, 'bucket');
  if (bucketValue !== undefined && bucketValue !== 'hour' && bucketValue !== 'day') throw badRequest('bucket must be hour or day.');
  const bucket: SummaryBucket = bucketValue ?? (days === 1 ? 'hour' : 'day');
  if (bucket === 'hour' && days > 7) throw badRequest('bucket=hour covers at most 7 days.');
  const filters: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(raw)) {
    if (PAGING.includes(name)) throw badRequest(`Unknown query parameter: ${name}`);
    if (name !== 'bucket' && name !== 'from' && name !== 'to') filters[name] = value;
  }
  const previousFrom = shiftDay(from, days);
  const previousTo = shiftDay(to, days);
  const filtered = parseListQuery(filters, spec, offsetHours);
  return {
    from,
    to,
    bucket,
    list: withSiteDays(filtered, spec, from, to, offsetHours),
    previous: { from: previousFrom, to: previousTo, list: withSiteDays(filtered, spec, previousFrom, previousTo, offsetHours) },
  };
}

/** The site-time bucket keys of a range, in order: `YYYY-MM-DDTHH` per hour or `YYYY-MM-DD` per day. */
export function bucketKeys(from: string, to: string, bucket: SummaryBucket): string[] {
  const keys: string[] = [];
  for (let day = from; day <= to; day = shiftDay(day, -1)) {
    if (bucket === 'day') keys.push(day);
    else for (let hour = 0; hour < 24; hour++) keys.push(`${day}T${String(hour).padStart(2, '0')}`);
  }
  return keys;
}

/** The site-time bucket of a stored UTC hour (`YYYY-MM-DDTHH`, the first 13 characters of an ISO time). */
export function siteBucketOf(utcHour: string, offsetHours: number, bucket: SummaryBucket): string {
  const site = new Date(Date.parse(`${utcHour}:00:00.000Z`) + offsetHours * 60 * 60 * 1000).toISOString();
  return bucket === 'day' ? site.slice(0, 10) : site.slice(0, 13);
}
