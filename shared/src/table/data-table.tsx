import { Input } from '@chakra-ui/react';
import type { RowData } from '@tanstack/react-table';
import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import { columnFolding, defaultRowLabel, withKeyColumns } from './column-priority';
import { DataTableRow, type RowFolding } from './data-table-row';
import { TableHeaderCell } from './table-header-cell';
import { TablePager } from './table-pager';
import { applyTableChange, DEFAULT_TABLE_STATE, toChangeEvent } from './table-state';
import { type TableBodyStatus, TableStatusRow } from './table-status-row';
import { useTableModel } from './table-model';
import { TableContentProvider, TableFrame } from './table-frame';
import { useHeldColumnWidths } from './use-held-column-widths';
import { useRowFocusKeeper } from './use-row-focus-keeper';
import { regionMaxHeight, useRowsInFirstFrame } from './use-rows-in-first-frame';
import { useStableHandler } from './use-stable-handler';
import type { ColumnFilterValue, DataTableColumn, DataTableSource, TableChange, TableChangeEvent, TableState } from './table-types';

export interface DataTableProps<Row> {
  /** Names the table for assistive technology (e.g. `Company Group`). */
  label: string;
  columns: readonly DataTableColumn<Row>[];
  source: DataTableSource<Row>;
  /** Controlled state (server-mode screens keep it in the URL); omit to let the table keep its own. */
  state?: TableState;
  /** Initial state of an uncontrolled table. */
  defaultState?: Partial<TableState>;
  /** Every change (spec 2.13), with the state it leads to. */
  onChange?: (event: TableChangeEvent, next: TableState) => void;
  /** A last `Actions` column, e.g. Edit and Delete buttons. */
  rowActions?: (row: Row) => ReactNode;
  getRowId?: (row: Row, index: number) => string;
  /** Height of the scrolling body under the sticky header (default 500px, spec 9). */
  height?: string;
  /** Shows the table's own search box (client-mode tables without a screen search). */
  searchPlaceholder?: string;
  /**
   * Names a row for its details toggle (`Kolom lain {label}`) when columns fold on a narrow table;
   * default the value of its first key column, else of the first column that never folds.
   */
  rowLabel?: (row: Row) => string;
}

const NONE_EXPANDED: ReadonlySet<string> = new Set();

/**
 * The console's one data table (spec 2.13): server or client mode, paging (10/20/30/50/100, five
 * page numbers, First/Prev/Next/Last), sorting (`aria-sort`), search, per-column filters, the
 * info and empty texts, N/A for empty cells, loading and error (with Retry) states, and a sticky
 * header. TanStack Table does the work; this is the console's layer over it, plain elements styled by
 * the table's style sheet compiled from the theme (decision 075).
 */
export function DataTable<Row extends RowData>({ label, columns: declaredColumns, source, state, defaultState, onChange, rowActions, getRowId, height = '500px', searchPlaceholder, rowLabel }: DataTableProps<Row>) {
  // A table naming its key columns folds every other column on a phone (decision 131).
  const columns = useMemo(() => withKeyColumns(declaredColumns), [declaredColumns]);
  const [ownState, setOwnState] = useState<TableState>(() => ({ ...DEFAULT_TABLE_STATE, ...defaultState }));
  const current = state ?? ownState;
  const { rows, total } = useTableModel(columns, source, current);
  const [expanded, setExpanded] = useState(NONE_EXPANDED);
  const toggleDetails = useStableHandler((rowKey: string) =>
    setExpanded((open) => {
      const next = new Set(open);
      if (!next.delete(rowKey)) next.add(rowKey);
      return next;
    }),
  );
  const idPrefix = useId();
  const folding = useMemo(() => columnFolding(columns), [columns]);
  const fold = useMemo<RowFolding<Row> | null>(
    () => (folding ? { folding, label: rowLabel ?? defaultRowLabel(columns), onToggle: toggleDetails, idPrefix: `${idPrefix}details` } : null),
    [folding, rowLabel, columns, toggleDetails, idPrefix],
  );
  const region = useRef<HTMLDivElement>(null);
  const focusKeeper = useRowFocusKeeper(region, rows);
  const rowKeys = useMemo(() => rows.map((row) => (getRowId ? getRowId(row.original, row.index) : row.id)), [rows, getRowId]);
  const { shown, generation } = useRowsInFirstFrame(rowKeys, region, regionMaxHeight(height));

  const dispatch = (change: TableChange) => {
    const next = applyTableChange(current, change);
    if (!state) setOwnState(next);
    onChange?.(toChangeEvent(next, change.type), next);
  };
  // Handlers of the memoized header cells and pager: one identity, the latest state.
  const sortBy = useStableHandler((column: string) => dispatch({ type: 'sort', column }));
  const setColumnFilter = useStableHandler((column: string, filter: ColumnFilterValue | undefined) => {
    const others = current.columnFilters.filter((item) => item.column !== column);
    dispatch({ type: 'filter', columnFilters: filter ? [...others, filter] : others });
  });
  const goToPage = useStableHandler((page: number) => dispatch({ type: 'page', page }));
  const setPageSize = useStableHandler((pageSize: number) => dispatch({ type: 'page_size', pageSize }));

  const columnCount = columns.length + (rowActions || fold ? 1 : 0);
  const status: TableBodyStatus | null = source.error
    ? { kind: 'error', error: source.error, onRetry: source.onRetry }
    : rows.length > 0
      ? null
      : source.isLoading
        ? { kind: 'loading' }
        : { kind: 'empty' };
  // Rows gone for a status (an empty search, an error): the columns keep the widths they had.
  const held = useHeldColumnWidths(region, status !== null);

  // A client-mode page past the end (the last row of a later page deleted): show the last page.
  const lastPage = Math.max(1, Math.ceil(total / current.pageSize));
  const clientPastTheEnd = source.mode === 'client' && !source.isLoading && !source.error && current.page > lastPage;
  useEffect(() => {
    if (clientPastTheEnd) goToPage(lastPage);
  }, [clientPastTheEnd, lastPage, goToPage]);

  return (
    // A plain element: Chakra would style it again on every sort and page change.
    <div>
      {searchPlaceholder !== undefined ? (
        <Input
          mb="3"
          maxW="sm"
          type="search"
          aria-label={searchPlaceholder || 'Search'}
          placeholder={searchPlaceholder}
          value={current.search}
          onChange={(event) => dispatch({ type: 'search', search: event.target.value })}
        />
      ) : null}
      <TableContentProvider
        value={{
          headerCells: columns.map((column, index) => (
            <TableHeaderCell
              key={column.id}
              column={column}
              direction={current.sort?.column === column.id ? current.sort.direction : null}
              filter={current.columnFilters.find((filter) => filter.column === column.id)}
              onSort={sortBy}
              onFilter={setColumnFilter}
              heldWidth={held?.[index]}
            />
          )),
          body: (
            // Keyed by the page shown part by part: a new page replaces the body in one step.
            <tbody key={generation}>
              {status ? (
                <TableStatusRow status={status} columnCount={columnCount} />
              ) : (
                rows.slice(0, shown).map((row, index) => {
                  const rowKey = rowKeys[index]!;
                  return (
                    <DataTableRow
                      key={rowKey}
                      rowKey={rowKey}
                      row={row.original}
                      index={index}
                      columns={columns}
                      rowActions={rowActions}
                      fold={fold}
                      expanded={fold !== null && expanded.has(rowKey)}
                    />
                  );
                })
              )}
            </tbody>
          ),
        }}
      >
        <TableFrame
          label={label}
          height={height}
          isLoading={Boolean(source.isLoading)}
          showSpinner={Boolean(source.isLoading) && rows.length > 0}
          hasActions={Boolean(rowActions)}
          foldUntil={folding?.until ?? null}
          actionsWidth={held?.[columns.length]}
          region={region}
          onFocus={focusKeeper.onFocus}
          onBlur={focusKeeper.onBlur}
        />
      </TableContentProvider>
      <TablePager
        page={current.page}
        pageSize={current.pageSize}
        total={source.error ? 0 : total}
        shownRows={status ? 0 : rows.length}
        onPage={goToPage}
        onPageSize={setPageSize}
      />
    </div>
  );
}
