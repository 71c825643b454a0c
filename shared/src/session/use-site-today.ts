import { DEFAULT_SITE_UTC_OFFSET_HOURS, todayIsoDate } from '../format/date-format';
import { useSession } from './use-session';

/** The site's offset from UTC in hours, from the session status (UTC+7 until it is known). */
export function useSiteUtcOffset(): number {
  const { session } = useSession();
  const hours = session?.site?.utcOffsetHours;
  return typeof hours === 'number' && Number.isFinite(hours) ? hours : DEFAULT_SITE_UTC_OFFSET_HOURS;
}

/**
 * Today's calendar day of the site as `YYYY-MM-DD` (the day the API means in `from` / `to`),
 * computed from the clock and the site's offset, never from the browser's time zone.
 */
export function useSiteToday(now?: Date): string {
  const hours = useSiteUtcOffset();
  return todayIsoDate(now ?? new Date(), hours);
}
