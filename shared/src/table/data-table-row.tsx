import { memo, type ReactNode } from 'react';
import { renderCell } from './cell-value';
import { readValue } from './table-model';
import type { DataTableColumn } from './table-types';

export interface DataTableRowProps<Row> {
  row: Row;
  /** The row's place on the page (the focus keeper finds the row now in a deleted row's place by it). */
  index: number;
  columns: readonly DataTableColumn<Row>[];
  rowActions?: ((row: Row) => ReactNode) | undefined;
}

/**
 * One body row: plain `tr`/`td`, styled by the table's style sheet (`table-style-rules.ts`). Memoized:
 * a row whose data, place, columns and actions are unchanged is not rendered again when the table
 * around it is (a new sort direction on the same page, a search typed, a parent re-render).
 */
function DataTableRowBase<Row>({ row, index, columns, rowActions }: DataTableRowProps<Row>) {
  return (
    <tr data-row-index={index}>
      {columns.map((column) => (
        <td key={column.id} data-type={column.type} style={column.align ? ALIGN_STYLES[column.align] : undefined}>
          {renderCell(column, row, readValue(column, row))}
        </td>
      ))}
      {rowActions ? <td data-actions="">{rowActions(row)}</td> : null}
    </tr>
  );
}

/** One style object per alignment, shared by every cell (no new object per cell and render). */
const ALIGN_STYLES = { start: { textAlign: 'start' }, end: { textAlign: 'end' }, center: { textAlign: 'center' } } as const;

export const DataTableRow = memo(DataTableRowBase) as typeof DataTableRowBase;
