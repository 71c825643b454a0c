import { Box, Text } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { isIsoDate } from '../format/date-format';
import { type DateRangePickerProps, isEmptySelection } from './date-range';

const DateRangeField = lazy(() => import('./date-range-field').then((module) => ({ default: module.DateRangeField })));

/** `YYYY-MM-DD` as the field shows it (`DD/MM/YYYY`, Indonesian). */
const asShown = (day: string) => (isIsoDate(day) ? day.split('-').reverse().join('/') : '');

/**
 * The clearable date-range picker of the transaction and notification screens (Chakra's
 * DatePicker, Indonesian locale). It reports `{ from, to }` as `YYYY-MM-DD` once both ends are
 * picked; clearing resets the range to `emptyFrom` (default today) .. today, in the site's calendar,
 * shown as `placeholder` when one is given. Typed days are taken only when they exist and the start
 * is not after the end; otherwise a message shows under the field and the range stays.
 * The calendar engine loads with the first picker shown; until then the range shows, read-only,
 * in a box of the field's size, so nothing moves when the field arrives.
 */
export function DateRangePicker(props: DateRangePickerProps) {
  return (
    <Suspense fallback={<DateRangeShown {...props} />}>
      <DateRangeField {...props} />
    </Suspense>
  );
}

function DateRangeShown(props: DateRangePickerProps) {
  const { label, value, hideLabel, placeholder } = props;
  return (
    <Box maxW="20rem" aria-busy="true">
      <Text as="span" display="block" textStyle="sm" fontWeight="medium" mb="1.5" srOnly={hideLabel}>
        {label}
      </Text>
      <Box h="10" px="3" display="flex" alignItems="center" gap="2" borderWidth="1px" borderRadius="l2" color="fg.muted" textStyle="sm">
        {isEmptySelection(props) ? placeholder : `${asShown(value.from)} – ${asShown(value.to)}`}
      </Box>
    </Box>
  );
}
