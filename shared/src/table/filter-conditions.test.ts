import { CONDITIONS, isActiveFilter, matchesFilter } from './filter-conditions';
import type { FilterCondition } from './table-types';

const test = (value: unknown, condition: FilterCondition, target: string | undefined, type: 'string' | 'number' | 'date' | 'bool' = 'string') =>
  matchesFilter(value, { column: 'c', condition, ...(target === undefined ? {} : { value: target }) }, type);

describe('filter conditions (spec 9)', () => {
  it('offers exactly the spec condition sets per column type', () => {
    expect(CONDITIONS.string).toEqual(['contain', 'not_contain', 'equal', 'not_equal', 'start_with', 'end_with', 'is_null', 'is_not_null']);
    expect(CONDITIONS.number).toEqual(['equal', 'not_equal', 'greater_than', 'greater_than_equal', 'less_than', 'less_than_equal', 'is_null', 'is_not_null']);
    expect(CONDITIONS.date).toEqual(['equal', 'not_equal', 'greater_than', 'less_than', 'is_null', 'is_not_null']);
    expect(CONDITIONS.bool).toEqual(['all', 'true', 'false']);
  });

  it('matches text conditions ignoring case', () => {
    expect(test('Jakarta Selatan', 'contain', 'SELAT')).toBe(true);
    expect(test('Jakarta Selatan', 'not_contain', 'selat')).toBe(false);
    expect(test('Jakarta', 'equal', 'jakarta')).toBe(true);
    expect(test('Jakarta', 'not_equal', 'jakarta')).toBe(false);
    expect(test('Jakarta', 'start_with', 'jak')).toBe(true);
    expect(test('Jakarta', 'end_with', 'ARTA')).toBe(true);
    expect(test(null, 'not_equal', 'x')).toBe(true);
    expect(test(null, 'contain', 'x')).toBe(false);
  });

  it('compares numbers as numbers', () => {
    expect(test(9, 'greater_than', '10', 'number')).toBe(false);
    expect(test(100, 'greater_than', '10', 'number')).toBe(true);
    expect(test(10, 'greater_than_equal', '10', 'number')).toBe(true);
    expect(test(10, 'less_than', '10', 'number')).toBe(false);
    expect(test(10, 'less_than_equal', '10', 'number')).toBe(true);
    expect(test('10', 'equal', '10.0', 'number')).toBe(true);
  });

  it('compares dates by calendar day', () => {
    expect(test('2026-11-21T03:04:05.000Z', 'equal', '2026-11-21', 'date')).toBe(true);
    expect(test('2026-11-21T03:04:05.000Z', 'greater_than', '2026-11-20', 'date')).toBe(true);
    expect(test('2026-11-21', 'less_than', '2026-11-21', 'date')).toBe(false);
  });

  it('handles empty checks and bool filters', () => {
    expect(test('', 'is_null', undefined)).toBe(true);
    expect(test('  ', 'is_not_null', undefined)).toBe(false);
    expect(test(1, 'true', undefined, 'bool')).toBe(true);
    expect(test(0, 'false', undefined, 'bool')).toBe(true);
    expect(test(0, 'all', undefined, 'bool')).toBe(true);
  });

  it('treats an all filter or a value-less comparison as inactive', () => {
    expect(isActiveFilter({ column: 'c', condition: 'all' })).toBe(false);
    expect(isActiveFilter({ column: 'c', condition: 'contain', value: ' ' })).toBe(false);
    expect(isActiveFilter({ column: 'c', condition: 'is_null' })).toBe(true);
  });
});
