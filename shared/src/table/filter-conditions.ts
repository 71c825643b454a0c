import { isEmptyValue } from '../format/text-format';
import type { ColumnFilterValue, ColumnType, FilterCondition } from './table-types';

/** The condition sets of spec 9, per column type. */
export const CONDITIONS: Readonly<Record<ColumnType, readonly FilterCondition[]>> = {
  string: ['contain', 'not_contain', 'equal', 'not_equal', 'start_with', 'end_with', 'is_null', 'is_not_null'],
  number: ['equal', 'not_equal', 'greater_than', 'greater_than_equal', 'less_than', 'less_than_equal', 'is_null', 'is_not_null'],
  date: ['equal', 'not_equal', 'greater_than', 'less_than', 'is_null', 'is_not_null'],
  bool: ['all', 'true', 'false'],
};

export const CONDITION_LABELS: Readonly<Record<FilterCondition, string>> = {
  contain: 'Contains',
  not_contain: 'Does not contain',
  equal: 'Equals',
  not_equal: 'Does not equal',
  start_with: 'Starts with',
  end_with: 'Ends with',
  greater_than: 'Greater than',
  greater_than_equal: 'Greater than or equal',
  less_than: 'Less than',
  less_than_equal: 'Less than or equal',
  is_null: 'Is empty',
  is_not_null: 'Is not empty',
  all: 'All',
  true: 'True',
  false: 'False',
};

/** Whether a condition compares against a typed value. */
export const conditionNeedsValue = (condition: FilterCondition) =>
  !['is_null', 'is_not_null', 'all', 'true', 'false'].includes(condition);

/** Whether a filter restricts anything (an `all` filter or a missing value does not). */
export function isActiveFilter(filter: ColumnFilterValue): boolean {
  if (filter.condition === 'all') return false;
  return !conditionNeedsValue(filter.condition) || (filter.value ?? '').trim() !== '';
}

const asBool = (value: unknown) => value === true || value === 1 || value === '1' || (typeof value === 'string' && value.toLowerCase() === 'true');

function compare(value: unknown, target: string, type: ColumnType): number {
  if (type === 'number') return Number(value) - Number(target);
  if (type === 'date') {
    // Date filters compare calendar days: `2026-11-21T10:00:00Z` equals `2026-11-21`.
    const day = String(value).slice(0, 10);
    return day < target ? -1 : day > target ? 1 : 0;
  }
  return String(value).toLowerCase().localeCompare(target.toLowerCase());
}

/** Whether a cell value passes a filter (client mode). Text comparisons ignore case. */
export function matchesFilter(value: unknown, filter: ColumnFilterValue, type: ColumnType): boolean {
  const { condition } = filter;
  if (condition === 'is_null') return isEmptyValue(value);
  if (condition === 'is_not_null') return !isEmptyValue(value);
  if (condition === 'all') return true;
  if (condition === 'true') return asBool(value);
  if (condition === 'false') return !asBool(value);
  const target = (filter.value ?? '').trim();
  if (target === '') return true;
  if (isEmptyValue(value)) return condition === 'not_equal' || condition === 'not_contain';
  const text = String(value).toLowerCase();
  const needle = target.toLowerCase();
  switch (condition) {
    case 'contain':
      return text.includes(needle);
    case 'not_contain':
      return !text.includes(needle);
    case 'start_with':
      return text.startsWith(needle);
    case 'end_with':
      return text.endsWith(needle);
    case 'equal':
      return compare(value, target, type) === 0;
    case 'not_equal':
      return compare(value, target, type) !== 0;
    case 'greater_than':
      return compare(value, target, type) > 0;
    case 'greater_than_equal':
      return compare(value, target, type) >= 0;
    case 'less_than':
      return compare(value, target, type) < 0;
    case 'less_than_equal':
      return compare(value, target, type) <= 0;
  }
}
