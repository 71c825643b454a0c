import { DEFAULT_SITE_UTC_OFFSET_HOURS, todayIsoDate } from '../format/date-format';

/** A range of calendar days, both `YYYY-MM-DD`, inclusive. */
export interface DateRange {
  from: string;
  to: string;
}

/** The start day notifications fall back to (spec 4: 1970-01-01 to today). */
export const EPOCH_DATE = '1970-01-01';

/** The range a cleared picker resets to: `{ from: emptyFrom ?? today, to: today }`, today being the site's day. */
export const defaultDateRange = (emptyFrom?: string, now: Date = new Date(), hours = DEFAULT_SITE_UTC_OFFSET_HOURS): DateRange => {
  const today = todayIsoDate(now, hours);
  return { from: emptyFrom ?? today, to: today };
};

export interface DateRangePickerProps {
  label: string;
  value: DateRange;
  onChange: (range: DateRange) => void;
  /** The start day an emptied selection resets to; today by default, `EPOCH_DATE` for notifications. */
  emptyFrom?: string;
  /** Shows the label only to screen readers. */
  hideLabel?: boolean;
  /** The site's today (`useSiteToday()`, or a list controller's `today`); default today at UTC+7. */
  today?: string;
  /**
   * Shown, with the inputs left empty, while the range is what an empty selection means
   * (`emptyFrom` .. today): notifications' `Select Date Range` instead of a literal 01/01/1970.
   */
  placeholder?: string;
}

/** Whether `value` is the range an empty selection stands for (`emptyFrom` .. today), shown as the placeholder. */
export const isEmptySelection = ({ value, emptyFrom, today, placeholder }: Pick<DateRangePickerProps, 'value' | 'emptyFrom' | 'today' | 'placeholder'>) =>
  placeholder !== undefined && emptyFrom !== undefined && value.from === emptyFrom && value.to === (today ?? defaultDateRange(emptyFrom).to);
