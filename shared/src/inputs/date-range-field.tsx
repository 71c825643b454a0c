import { Button, DatePicker, HStack, IconButton, parseDate, Portal, Text } from '@chakra-ui/react';
import { type FocusEvent, type KeyboardEvent, useId, useState } from 'react';
import { isIsoDate } from '../format/date-format';
import { DATE_PRESETS, presetRange } from './date-presets';
import { type DateRange, type DateRangePickerProps, defaultDateRange, isEmptySelection } from './date-range';
import { DATE_PICKER_TRANSLATIONS_ID } from './date-range-translations';
import { applyTypedDay } from './typed-date';

type DayValue = DatePicker.DateValue;

const toDays = (range: DateRange): DayValue[] =>
  [range.from, range.to].filter(isIsoDate).map((day) => parseDate(day));

/**
 * The date-range field itself (Chakra's DatePicker, Indonesian locale), loaded by
 * `DateRangePicker` when a screen first shows one: the calendar engine is not part of
 * `@console/shared`'s entry, so screens without a date range never download it. Typed days are
 * read strictly on leaving an input or Enter: an impossible day or a start after the end is
 * refused with a message under the field, and the last valid range stays (decision 098). The
 * calendar offers Hari ini, Kemarin, 7 hari, 30 hari and Bulan ini as one click.
 */
export function DateRangeField({ label, value, onChange, emptyFrom, hideLabel, today, placeholder }: DateRangePickerProps) {
  // The first end of a range being picked: shown, not reported until the second end is picked.
  const [draft, setDraft] = useState<DayValue[] | null>(null);
  // Why typed text was refused; the range stays the last valid one meanwhile.
  const [refusal, setRefusal] = useState<string | null>(null);
  const errorId = useId();
  const empty = isEmptySelection({ value, emptyFrom, today, placeholder });
  const clear = () => onChange(today ? { from: emptyFrom ?? today, to: today } : defaultDateRange(emptyFrom));

  const handleValueChange = (days: DayValue[]) => {
    const [first, last] = days;
    setRefusal(null);
    if (!first) {
      setDraft(null);
      clear();
    } else if (!last) {
      setDraft(days);
    } else {
      setDraft(null);
      onChange({ from: first.toString(), to: last.toString() });
    }
  };

  // Typed text is read here, strictly (spec 5), not by the calendar's own parser, which moves
  // 31/02 to 28/02 and swaps a start typed after the end.
  const applyTyped = (index: 0 | 1, text: string) => {
    const result = applyTypedDay(value, index, text);
    if (result.kind === 'refused') {
      setRefusal(result.message);
      return;
    }
    setRefusal(null);
    setDraft(null);
    if (result.kind === 'cleared') clear();
    else if (result.range.from !== value.from || result.range.to !== value.to) onChange(result.range);
  };
  const typedInput = (index: 0 | 1) => ({
    fixOnBlur: false,
    onBlur: (event: FocusEvent<HTMLInputElement>) => {
      // Leaving an input untouched (empty while the placeholder shows) changes nothing.
      if (empty && event.currentTarget.value === '') return;
      applyTyped(index, event.currentTarget.value);
    },
    // Before the calendar's own Enter (which it skips for a handled key).
    onKeyDownCapture: (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.key !== 'Enter') return;
      event.preventDefault();
      applyTyped(index, event.currentTarget.value);
    },
    'aria-invalid': refusal ? true : undefined,
    'aria-describedby': refusal ? errorId : undefined,
  });

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
      value={draft ?? (empty ? [] : toDays(value))}
      onValueChange={(details) => handleValueChange(details.value)}
      onOpenChange={(details) => handleOpenChange(details.open)}
      startOfWeek={1}
      maxW="20rem"
    >
      <DatePicker.Label srOnly={hideLabel}>{label}</DatePicker.Label>
      <DatePicker.Control>
        <DatePicker.Input index={0} aria-label={`${label}: dari`} placeholder={empty ? placeholder : undefined} {...typedInput(0)} />
        <DatePicker.Input index={1} aria-label={`${label}: sampai`} placeholder={empty ? '' : undefined} {...typedInput(1)} />
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
      {refusal ? (
        <Text id={errorId} role="alert" textStyle="xs" color="fg.error" mt="1">
          {refusal}
        </Text>
      ) : null}
      <Portal>
        <DatePicker.Positioner>
          <DatePicker.Content>
            {/* One click for the ranges people ask for most, in the site's calendar (decision 134). */}
            <HStack gap="1" wrap="wrap" mb="2" role="group" aria-label="Pilihan cepat" maxW="18rem">
              {DATE_PRESETS.map((preset) => {
                const range = presetRange(preset.value, today ?? defaultDateRange().to);
                return (
                  <DatePicker.PresetTrigger key={preset.value} value={[parseDate(range.from), parseDate(range.to)]} asChild>
                    <Button size="2xs" variant="outline" aria-label={preset.label}>
                      {preset.label}
                    </Button>
                  </DatePicker.PresetTrigger>
                );
              })}
            </HStack>
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
