import { DatePicker, IconButton, parseDate, Portal } from '@chakra-ui/react';
import { useState } from 'react';
import { isIsoDate } from '../format/date-format';
import { type DateRange, type DateRangePickerProps, defaultDateRange } from './date-range';
import { DATE_PICKER_TRANSLATIONS_ID } from './date-range-translations';

type DayValue = DatePicker.DateValue;

const toDays = (range: DateRange): DayValue[] =>
  [range.from, range.to].filter(isIsoDate).map((day) => parseDate(day));

/**
 * The date-range field itself (Chakra's DatePicker, Indonesian locale), loaded by
 * `DateRangePicker` when a screen first shows one: the calendar engine is not part of
 * `@console/shared`'s entry, so screens without a date range never download it.
 */
export function DateRangeField({ label, value, onChange, emptyFrom, hideLabel, today }: DateRangePickerProps) {
  // The first end of a range being picked: shown, not reported until the second end is picked.
  const [draft, setDraft] = useState<DayValue[] | null>(null);

  const handleValueChange = (days: DayValue[]) => {
    const [first, last] = days;
    if (!first) {
      setDraft(null);
      onChange(today ? { from: emptyFrom ?? today, to: today } : defaultDateRange(emptyFrom));
    } else if (!last) {
      setDraft(days);
    } else {
      setDraft(null);
      onChange({ from: first.toString(), to: last.toString() });
    }
  };

  // Closing with only one end picked selects that single day.
  const handleOpenChange = (open: boolean) => {
    const single = draft?.[0];
    if (!open && single) {
      setDraft(null);
      onChange({ from: single.toString(), to: single.toString() });
    }
  };

  return (
    <DatePicker.Root
      selectionMode="range"
      locale="id-ID"
      translations={DATE_PICKER_TRANSLATIONS_ID}
      value={draft ?? toDays(value)}
      onValueChange={(details) => handleValueChange(details.value)}
      onOpenChange={(details) => handleOpenChange(details.open)}
      startOfWeek={1}
      maxW="20rem"
    >
      <DatePicker.Label srOnly={hideLabel}>{label}</DatePicker.Label>
      <DatePicker.Control>
        <DatePicker.Input index={0} aria-label={`${label}: dari`} />
        <DatePicker.Input index={1} aria-label={`${label}: sampai`} />
        <DatePicker.IndicatorGroup>
          <DatePicker.ClearTrigger asChild>
            <IconButton variant="ghost" size="2xs" aria-label={DATE_PICKER_TRANSLATIONS_ID.clearTrigger}>
              <Icon path="M6 6l12 12M18 6L6 18" />
            </IconButton>
          </DatePicker.ClearTrigger>
          <DatePicker.Trigger>
            <Icon path="M7 3v3M17 3v3M4 9h16M5 5h14a1 1 0 011 1v13a1 1 0 01-1 1H5a1 1 0 01-1-1V6a1 1 0 011-1z" />
          </DatePicker.Trigger>
        </DatePicker.IndicatorGroup>
      </DatePicker.Control>
      <Portal>
        <DatePicker.Positioner>
          <DatePicker.Content>
            <DatePicker.View view="day">
              <DatePicker.Header />
              <DatePicker.DayTable />
            </DatePicker.View>
            <DatePicker.View view="month">
              <DatePicker.Header />
              <DatePicker.MonthTable />
            </DatePicker.View>
            <DatePicker.View view="year">
              <DatePicker.Header />
              <DatePicker.YearTable />
            </DatePicker.View>
          </DatePicker.Content>
        </DatePicker.Positioner>
      </Portal>
    </DatePicker.Root>
  );
}

function Icon({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d={path} />
    </svg>
  );
}
