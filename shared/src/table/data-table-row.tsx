import { memo, type ReactNode } from 'react';
import { renderCell } from './cell-value';
import { type ColumnFolding, priorityAttribute } from './column-priority';
import { detailsToggle, RowDetails } from './row-details';
import { readValue } from './table-model';
import type { DataTableColumn } from './table-types';

/** A table whose columns fold on a narrow screen: what each row needs for its toggle and details. */
export interface RowFolding<Row> {
  folding: ColumnFolding<Row>;
  /** Names a row for its toggle. */
  label: (row: Row) => string;
  /** Opens or closes the details of the row with this key. */
  onToggle: (rowKey: string) => void;
  /** An id unique to the table, the details rows' ids start with it. */
  idPrefix: string;
}

export interface DataTableRowProps<Row> {
  row: Row;
  /** The row's key (its id): names its details. */
  rowKey: string;
  /** The row's place on the page (the focus keeper finds the row now in a deleted row's place by it). */
  index: number;
  columns: readonly DataTableColumn<Row>[];
  rowActions?: ((row: Row) => ReactNode) | undefined;
  /** Given when the table's columns fold on a narrow screen. */
  fold?: RowFolding<Row> | null | undefined;
  /** Whether the row's details are open. */
  expanded?: boolean;
}

/**
 * One body row: plain `tr`/`td`, styled by the table's style sheet (`table-style-rules.ts`). Memoized:
 * a row whose data, place, columns and actions are unchanged is not rendered again when the table
 * around it is (a new sort direction on the same page, a search typed, a parent re-render). In a
 * table whose columns fold, the actions cell starts with the details toggle, and an open row is
 * followed by its details.
 */
function DataTableRowBase<Row>({ row, rowKey, index, columns, rowActions, fold, expanded = false }: DataTableRowProps<Row>) {
  const detailsId = fold ? `${fold.idPrefix}-${rowKey.replace(/\s/g, '_')}` : '';
  const actions = rowActions ? rowActions(row) : null;
  const cells = (
    <tr data-row-index={index}>
      {columns.map((column) => (
        <td key={column.id} data-type={column.type} data-priority={priorityAttribute(column)} data-key={column.key ? '' : undefined} style={column.align ? ALIGN_STYLES[column.align] : undefined}>
          {renderCell(column, row, readValue(column, row))}
        </td>
      ))}
      {fold ? (
        rowActions ? (
          // The toggle before the row's actions, in one line.
          <td data-actions="">
            <div data-row-controls="">
              {detailsToggle({ label: fold.label(row), expanded, detailsId, until: fold.folding.until, onToggle: () => fold.onToggle(rowKey) })}
              {actions}
            </div>
          </td>
        ) : (
          // Without row actions the cell holds only the toggle, and goes with it on a wide table.
          <td data-actions="" data-fold-until={fold.folding.until}>
            {detailsToggle({ label: fold.label(row), expanded, detailsId, until: fold.folding.until, onToggle: () => fold.onToggle(rowKey) })}
          </td>
        )
      ) : rowActions ? (
        <td data-actions="">{actions}</td>
      ) : null}
    </tr>
  );
  if (!fold || !expanded) return cells;
  return (
    <>
      {cells}
      <RowDetails id={detailsId} row={row} folding={fold.folding} columnCount={columns.length + 1} />
    </>
  );
}

/** One style object per alignment, shared by every cell (no new object per cell and render). */
const ALIGN_STYLES = { start: { textAlign: 'start' }, end: { textAlign: 'end' }, center: { textAlign: 'center' } } as const;

export const DataTableRow = memo(DataTableRowBase) as typeof DataTableRowBase;
