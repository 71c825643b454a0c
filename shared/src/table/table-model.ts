import {
  columnFilteringFeature,
  type ColumnDef,
  createColumnHelper,
  createFilteredRowModel,
  createPaginatedRowModel,
  createSortedRowModel,
  globalFilteringFeature,
  type Row,
  type RowData,
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import { useMemo } from 'react';
import { matchesFilter } from './filter-conditions';
import { compareText, orderedTextKey } from './text-order';
import type { ColumnFilterValue, ColumnType, DataTableColumn, DataTableSource, TableState } from './table-types';

/**
 * The features every DataTable registers once (TanStack Table v9 is headless: only sorting,
 * filtering and paging are bundled). In server mode they run manually (the server did the work).
 */
export const tableModelFeatures = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  columnFilteringFeature,
  globalFilteringFeature,
  filteredRowModel: createFilteredRowModel(),
  rowPaginationFeature,
  paginatedRowModel: createPaginatedRowModel(),
});
type Features = typeof tableModelFeatures;

/** A column's value in a row: its accessor, or `row[id]`. */
export const readValue = <Row,>(column: DataTableColumn<Row>, row: Row): unknown =>
  column.accessor ? column.accessor(row) : (row as Record<string, unknown>)[column.id];

function sortKey(value: unknown, type: ColumnType): number | string | null {
  if (value === null || value === undefined || value === '') return null;
  if (type === 'number') return Number(value);
  if (type === 'date') return new Date(String(value)).getTime();
  if (type === 'bool') return value === true || value === 1 || value === '1' ? 1 : 0;
  return String(value).toLowerCase();
}

/**
 * The sort of one column over one data array. A row's key (a parsed date, a lower-cased text) is
 * worked out once per row, not twice per comparison (sorting 1,000 rows compares ~10,000 times),
 * and kept by the row's place in the data, which a comparison reads faster than any map. A text
 * key also gets its `orderedTextKey` when it has one: two of those compare as plain strings, in
 * the collator's order (decision 162).
 */
function compareBy<TData extends RowData>(column: DataTableColumn<TData>, rowCount: number) {
  const type = column.type ?? 'string';
  const keys = new Array<number | string | null | undefined>(rowCount);
  const ordered = new Array<string | null>(rowCount);
  const keyOf = (row: Row<Features, TData>) => {
    let key = keys[row.index];
    if (key === undefined) {
      key = sortKey(readValue(column, row.original), type);
      keys[row.index] = key;
      ordered[row.index] = typeof key === 'string' ? orderedTextKey(key) : null;
    }
    return key;
  };
  return (a: Row<Features, TData>, b: Row<Features, TData>) => {
    const left = keyOf(a);
    const right = keyOf(b);
    if (left === right) return 0;
    if (left === null) return 1;
    if (right === null) return -1;
    if (typeof left === 'number' && typeof right === 'number') return left - right;
    const [leftOrdered, rightOrdered] = [ordered[a.index], ordered[b.index]];
    if (typeof leftOrdered === 'string' && typeof rightOrdered === 'string') return leftOrdered < rightOrdered ? -1 : leftOrdered > rightOrdered ? 1 : 0;
    return compareText(String(left), String(right));
  };
}

function toColumnDefs<Row extends RowData>(columns: readonly DataTableColumn<Row>[], rowCount: number): ColumnDef<Features, Row, unknown>[] {
  const helper = createColumnHelper<Features, Row>();
  return columns.map((column) => {
    const type = column.type ?? 'string';
    return helper.accessor((row: Row) => readValue(column, row), {
      id: column.id,
      header: column.header,
      enableSorting: column.sortable !== false,
      sortFn: compareBy(column, rowCount),
      sortUndefined: false,
      filterFn: (row, columnId, filter: ColumnFilterValue) => matchesFilter(row.getValue(columnId), filter, type),
    }) as ColumnDef<Features, Row, unknown>;
  });
}

const searchRow = <TData extends RowData>(row: Row<Features, TData>, columnId: string, search: string) =>
  String(row.getValue(columnId) ?? '')
    .toLowerCase()
    .includes(String(search).trim().toLowerCase());

/**
 * The TanStack table behind a DataTable: state comes from the DataTable's (controlled) state;
 * client mode runs the filter, sort and page row models, server mode trusts the page it got.
 */
export function useTableModel<Row extends RowData>(columns: readonly DataTableColumn<Row>[], source: DataTableSource<Row>, state: TableState) {
  // Made again for new data: each column's sort keeps its keys by the rows' places in the data.
  const columnDefs = useMemo(() => toColumnDefs(columns, source.rows.length), [columns, source.rows]);
  const server = source.mode === 'server';
  const searchable = useMemo(() => new Set(columns.filter((column) => column.searchable !== false).map((column) => column.id)), [columns]);
  // Each part of TanStack's state keeps its identity until it changes: a new page must not look
  // like a new sort or filter, which would run the sorted and filtered row models again.
  const sortColumn = state.sort?.column;
  const sortDirection = state.sort?.direction;
  const sorting = useMemo(() => (sortColumn ? [{ id: sortColumn, desc: sortDirection === 'desc' }] : []), [sortColumn, sortDirection]);
  const columnFilters = useMemo(() => state.columnFilters.map((filter) => ({ id: filter.column, value: filter })), [state.columnFilters]);
  const pagination = useMemo(() => ({ pageIndex: state.page - 1, pageSize: state.pageSize }), [state.page, state.pageSize]);
  const tableState = useMemo(() => ({ sorting, columnFilters, globalFilter: state.search, pagination }), [sorting, columnFilters, state.search, pagination]);
  const table = useTable({
    features: tableModelFeatures,
    columns: columnDefs,
    data: source.rows as Row[],
    state: tableState,
    manualSorting: server,
    manualFiltering: server,
    manualPagination: server,
    autoResetPageIndex: false,
    globalFilterFn: searchRow,
    getColumnCanGlobalFilter: (column) => searchable.has(column.id),
    ...(server ? { rowCount: source.total } : {}),
  });
  const total = server ? source.total : table.getFilteredRowModel().rows.length;
  return { table, rows: table.getRowModel().rows, total };
}
