import { Table } from '@chakra-ui/react';
import { renderCell } from '../table/cell-value';
import { type TableBodyStatus, TableStatusRow } from '../table/table-status-row';
import { TABLE_CLASSES } from '../table/table-style-rules';
import { TableStyleSheet } from '../table/table-style-sheet';
import type { DataTableColumn } from '../table/table-types';

export interface StaticTableProps<Row> {
  /** Names the table for assistive technology (e.g. `Notification History`). */
  label: string;
  /** The DataTable's column type; `sortable` and `filterable` are ignored here. */
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  isLoading?: boolean;
  /** Shows the error state (with Retry when `onRetry` is given) instead of rows. */
  error?: unknown;
  onRetry?: () => void;
  getRowId?: (row: Row, index: number) => string;
  /** Height of the scrolling body under the sticky header (default: no limit). */
  maxHeight?: string;
}

const readValue = <Row,>(column: DataTableColumn<Row>, row: Row): unknown =>
  column.accessor ? column.accessor(row) : (row as Record<string, unknown>)[column.id];

/**
 * A non-paged table of a few rows that all arrive at once (a record's history in a dialog): the
 * same columns, cells, N/A, loading, empty and error states as `DataTable`, but every row shown,
 * in the order given, with no pager, sorting or search. On a region narrower than 640 px (a
 * phone) each row stacks as a block of labelled lines; the roles are explicit, so the table stays
 * a table for assistive technology whatever its layout.
 */
export function StaticTable<Row>({ label, columns, rows, isLoading = false, error, onRetry, getRowId, maxHeight }: StaticTableProps<Row>) {
  const status: TableBodyStatus | null = error
    ? { kind: 'error', error, onRetry }
    : rows.length > 0
      ? null
      : isLoading
        ? { kind: 'loading' }
        : { kind: 'empty' };
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md" maxH={maxHeight} tabIndex={0} role="region" aria-label={`${label} table`} containerType="inline-size">
      <TableStyleSheet />
      <Table.Root size="sm" stickyHeader role="table" className={TABLE_CLASSES.staticTable} aria-label={label} aria-busy={isLoading ? true : undefined}>
        <Table.Header role="rowgroup">
          <Table.Row bg="bg.muted" role="row">
            {columns.map((column) => (
              <Table.ColumnHeader key={column.id} minW={column.minWidth} textAlign={column.align} role="columnheader">
                {column.header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body role="rowgroup">
          {status ? (
            <TableStatusRow status={status} columnCount={columns.length} />
          ) : (
            rows.map((row, index) => (
              <Table.Row key={getRowId ? getRowId(row, index) : index} role="row">
                {columns.map((column) => (
                  <Table.Cell key={column.id} textAlign={column.align} verticalAlign="top" role="cell" data-label={column.header}>
                    {renderCell(column, row, readValue(column, row))}
                  </Table.Cell>
                ))}
              </Table.Row>
            ))
          )}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
