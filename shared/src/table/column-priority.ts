import { readValue } from './table-model';
import type { DataTableColumn } from './table-types';

/**
 * The narrowest table (the width of its scroll region, in px) at which a column of each priority
 * is shown; narrower, it folds into its row's details. Priority 1 (and a column without one) is
 * always shown. A phone's region is about 360 px wide, the console at 1366 px about 1,040 px with
 * the sidebar open and 1,300 px with it closed (decision 095).
 */
export const PRIORITY_MIN_WIDTHS: Readonly<Record<number, number>> = { 2: 480, 3: 640, 4: 800, 5: 1000, 6: 1240, 7: 1600 };

/** The lowest priority a column can declare. */
export const LOWEST_PRIORITY = 7;

/** A column's priority as the table uses it: 1 to 7, 1 when it declares none. */
export function priorityOf(column: Pick<DataTableColumn<unknown>, 'priority'>): number {
  const priority = Math.round(column.priority ?? 1);
  return Math.min(Math.max(priority, 1), LOWEST_PRIORITY);
}

/**
 * The columns as a table with key columns shows them (decision 131): a key column is always shown
 * (priority 1), and every other column folds on a phone's table at least (priority 2 or lower).
 * A table that names no key column is unchanged.
 */
export function withKeyColumns<Row>(columns: readonly DataTableColumn<Row>[]): readonly DataTableColumn<Row>[] {
  if (!columns.some((column) => column.key)) return columns;
  return columns.map((column) => {
    if (column.key) return priorityOf(column) === 1 ? column : { ...column, priority: 1 };
    return priorityOf(column) > 1 ? column : { ...column, priority: 2 };
  });
}

/** A table whose columns fold on a narrow screen: the columns that may fold, and up to which priority. */
export interface ColumnFolding<Row> {
  /** The columns that fold into the details, in the table's order. */
  columns: readonly DataTableColumn<Row>[];
  /** The lowest priority among them: from its width up every column is shown and there are no details. */
  until: number;
}

/** The folding of a table's columns, or null when every column is always shown. */
export function columnFolding<Row>(columns: readonly DataTableColumn<Row>[]): ColumnFolding<Row> | null {
  const folding = columns.filter((column) => priorityOf(column) > 1);
  if (folding.length === 0) return null;
  return { columns: folding, until: Math.max(...folding.map(priorityOf)) };
}

/**
 * What names a row for its details toggle and row actions (`Kolom lain VA0001`): the value of its
 * first key column, else of the first column that never folds, else of the first column.
 */
export function defaultRowLabel<Row>(columns: readonly DataTableColumn<Row>[]): (row: Row) => string {
  const column = columns.find((item) => item.key) ?? columns.find((item) => item.priority !== undefined && priorityOf(item) === 1) ?? columns[0];
  return (row) => {
    const value = column ? readValue(column, row) : undefined;
    return value === null || value === undefined ? '' : String(value);
  };
}

/** The `data-priority` attribute of a column's cells: only for columns that fold. */
export const priorityAttribute = (column: Pick<DataTableColumn<unknown>, 'priority'>): number | undefined => {
  const priority = priorityOf(column);
  return priority > 1 ? priority : undefined;
};
