import { formatSiteDateTime } from '../format/date-format';
import { isEmptyValue, NOT_AVAILABLE } from '../format/text-format';
import type { DataTableColumn } from './table-types';

/** A cell's content: the column's renderer, or the value as text; `N/A` when empty (spec 2.5). */
export function renderCell<Row>(column: DataTableColumn<Row>, row: Row, value: unknown) {
  if (column.cell) return column.cell(row, value);
  if (isEmptyValue(value)) return NOT_AVAILABLE;
  if (column.type === 'date') return formatSiteDateTime(String(value)) || String(value);
  if (column.type === 'bool') return value === true || value === 1 || value === '1' ? 'True' : 'False';
  return String(value);
}
