import type { DataTableColumn } from '../table/table-types';
import type { CsvColumn } from './build-csv';

type CsvCell = ReturnType<CsvColumn<unknown>['value']>;

function plain(value: unknown): CsvCell {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return JSON.stringify(value);
}

/**
 * The CSV columns of a table (an exporter derived from its columns): each column's header as the
 * title and its `exportValue` (default: its accessor's value, or `row[id]`) as the cell; columns
 * with `exportValue: false` are left out. The Actions column is not a column, so it is never in.
 */
export function csvColumnsOf<Row>(columns: readonly DataTableColumn<Row>[]): CsvColumn<Row>[] {
  return columns.flatMap((column): CsvColumn<Row>[] => {
    const { exportValue, accessor } = column;
    if (exportValue === false) return [];
    if (exportValue) return [{ title: column.header, value: exportValue }];
    return [{ title: column.header, value: (row) => plain(accessor ? accessor(row) : (row as Record<string, unknown>)[column.id]) }];
  });
}
