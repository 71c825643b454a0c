import * as yup from 'yup';
import { isIsoDate } from '../format/date-format';
import { parseTime } from '../inputs/time-parse';

/** A date range `{ from, to }` of `YYYY-MM-DD` days, from not after to. */
export const dateRangeRule = () =>
  yup.object({
    from: yup.string().required('Start date is required.').test('iso', 'Start date must be a date (YYYY-MM-DD).', (value) => !value || isIsoDate(value)),
    to: yup
      .string()
      .required('End date is required.')
      .test('iso', 'End date must be a date (YYYY-MM-DD).', (value) => !value || isIsoDate(value))
      .test('order', 'End date must not be before the start date.', function order(value) {
        const from: unknown = this.parent.from;
        return !value || typeof from !== 'string' || !isIsoDate(from) || !isIsoDate(value) || from <= value;
      }),
  });

/** A number field: a number, within `[min, max]`, at most `precision` decimals. */
export function numberRule(label: string, { min, max, precision = 0, required = false }: { min?: number; max?: number; precision?: number; required?: boolean } = {}) {
  let rule = yup
    .number()
    .transform((value: number, original: unknown) => (original === '' || original === null ? undefined : value))
    .typeError(`${label} must be a number.`);
  if (required) rule = rule.required(`${label} is required.`);
  if (min !== undefined) rule = rule.min(min, `${label} must be at least ${min}.`);
  if (max !== undefined) rule = rule.max(max, `${label} must be at most ${max}.`);
  return rule.test('precision', precision === 0 ? `${label} must be a whole number.` : `${label} allows at most ${precision} decimals.`, (value) =>
    value === undefined || value === null || Number.isInteger(Math.round(value * 10 ** precision * 1e6) / 1e6),
  );
}

/** A time field: `HH:MM` or `HH:MM:SS`, 24-hour or with am/pm. */
export const timeRule = (label = 'Time') =>
  yup.string().test('time', `${label} must be a time such as 13:30, 13:30:15 or 1:30 pm.`, (value) => !value || parseTime(value) !== null);
