import { memo } from 'react';
import { ColumnFilter } from './column-filter';
import { priorityAttribute } from './column-priority';
import { SortHeader } from './sort-header';
import type { ColumnFilterValue, DataTableColumn } from './table-types';

export interface TableHeaderCellProps<Row> {
  column: DataTableColumn<Row>;
  /** The column's sort direction, or null when the table is sorted by another column (or none). */
  direction: 'asc' | 'desc' | null;
  /** The column's active filter, if any. */
  filter: ColumnFilterValue | undefined;
  onSort: (column: string) => void;
  onFilter: (column: string, filter: ColumnFilterValue | undefined) => void;
  /** The width (px) the column had with rows, while the table shows a status (empty, error) instead. */
  heldWidth?: number | undefined;
}

/**
 * One column header: the sort button and, for a filterable column, its filter. Memoized with
 * handlers that keep their identity, so a sort re-renders only the headers whose direction changed
 * and a page change none (each header is a handful of Chakra components, styled on every render).
 */
function TableHeaderCellBase<Row>({ column, direction, filter, onSort, onFilter, heldWidth }: TableHeaderCellProps<Row>) {
  return (
    <SortHeader
      label={column.header}
      sortable={column.sortable !== false}
      direction={direction}
      onSort={() => onSort(column.id)}
      minWidth={column.minWidth}
      align={column.align}
      priority={priorityAttribute(column)}
      keyColumn={column.key}
      heldWidth={heldWidth}
      filter={
        column.filterable ? (
          <ColumnFilter
            column={column.id}
            header={column.header}
            type={column.type ?? 'string'}
            conditions={column.conditions}
            value={filter}
            onChange={(next) => onFilter(column.id, next)}
          />
        ) : undefined
      }
    />
  );
}

export const TableHeaderCell = memo(TableHeaderCellBase) as typeof TableHeaderCellBase;
