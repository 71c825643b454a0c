export { formatDuration, formatNumber, formatPrice, formatRupiah } from './number-format';
export {
  DEFAULT_SITE_UTC_OFFSET_HOURS,
  formatDateId,
  formatSiteDateTime,
  isIsoDate,
  shiftToSiteTime,
  toIsoDate,
  todayIsoDate,
} from './date-format';
export { isEmptyValue, normalizeCity, NOT_AVAILABLE, orNotAvailable } from './text-format';
