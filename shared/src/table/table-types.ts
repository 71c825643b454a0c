import type { ReactNode } from 'react';

/** Column types of spec 2.13; each has its own filter conditions. */
export type ColumnType = 'string' | 'number' | 'date' | 'bool';

/** Filter conditions of spec 9 (bool columns use `all`, `true`, `false`). */
export type FilterCondition =
  | 'contain'
  | 'not_contain'
  | 'equal'
  | 'not_equal'
  | 'start_with'
  | 'end_with'
  | 'greater_than'
  | 'greater_than_equal'
  | 'less_than'
  | 'less_than_equal'
  | 'is_null'
  | 'is_not_null'
  | 'all'
  | 'true'
  | 'false';

/** One active column filter. `value` is unused by `is_null`, `is_not_null` and the bool conditions. */
export interface ColumnFilterValue {
  column: string;
  condition: FilterCondition;
  value?: string;
}

/** One column of a DataTable. */
export interface DataTableColumn<Row> {
  /** The field the column shows; also the `sort_column` of change events (the API's `orderField`). */
  id: string;
  header: string;
  /** Default `string`. */
  type?: ColumnType;
  /** Reads the value (sorting, filtering, default cell); default `row[id]`. */
  accessor?: (row: Row) => unknown;
  /** Renders the cell; default the value as text, or `N/A` when empty. */
  cell?: (row: Row, value: unknown) => ReactNode;
  /** Default true. */
  sortable?: boolean;
  /** Offers a per-column filter in the header; default false. */
  filterable?: boolean;
  /** Limits the filter to these conditions (e.g. what a server supports); default all of the type. */
  conditions?: readonly FilterCondition[];
  /** Minimum width, e.g. `12rem`. */
  minWidth?: string;
  /**
   * How long the column stays on a narrow table: 1 (and no priority) always; 2 to 7 from the table
   * widths of `PRIORITY_MIN_WIDTHS` (480 px to 1,600 px) up. Narrower, the column's header and
   * cells are hidden and its value shows in the row's details, opened by the row's toggle
   * (decision 095). Only CSS decides (container queries), so nothing renders again on a resize.
   */
  priority?: number;
  /**
   * A key column of the row (its order id, its status, the action of an audit row): shown at every
   * width and never cut. Once a table names its key columns, a phone's table (under 480 px) shows
   * only them and the actions, every other column folding into the row's details, and their text
   * wraps there rather than running under the actions column (decision 131).
   */
  key?: boolean;
  /** Whether a client-mode table's search looks in this column; default true. */
  searchable?: boolean;
  align?: 'start' | 'end' | 'center';
  /**
   * The column's CSV cell (`csvColumnsOf`): `index` is the row's index in the whole file. Default:
   * the accessor's value (`row[id]`); `false` leaves the column out of exports.
   */
  exportValue?: false | ((row: Row, index: number) => string | number | boolean | null | undefined);
}

/** The state of a table: what to show. Server-mode screens keep it in the URL. */
export interface TableState {
  /** 1-based. */
  page: number;
  pageSize: number;
  sort: { column: string; direction: 'asc' | 'desc' } | null;
  search: string;
  columnFilters: readonly ColumnFilterValue[];
}

export type ChangeType = 'page' | 'page_size' | 'sort' | 'search' | 'filter';

/** What a DataTable reports on every change (spec 2.13), with the field names of the spec. */
export interface TableChangeEvent {
  current_page: number;
  pagesize: number;
  /** Rows before the current page: `(current_page - 1) * pagesize`. */
  offset: number;
  sort_column: string | null;
  sort_direction: 'asc' | 'desc' | null;
  search: string;
  column_filters: readonly ColumnFilterValue[];
  change_type: ChangeType;
}

/** A requested change of the table state. */
export type TableChange =
  | { type: 'page'; page: number }
  | { type: 'page_size'; pageSize: number }
  | { type: 'sort'; column: string }
  | { type: 'search'; search: string }
  | { type: 'filter'; columnFilters: readonly ColumnFilterValue[] };

interface SourceStatus {
  isLoading?: boolean;
  /** Shows the error state with a Retry button (when `onRetry` is given). */
  error?: unknown;
  onRetry?: () => void;
}

/**
 * Where rows come from. `client`: every row; the table searches, filters, sorts and pages them.
 * `server`: one page already searched, filtered, sorted and paged by the server, plus the total.
 */
export type DataTableSource<Row> =
  | ({ mode: 'client'; rows: readonly Row[] } & SourceStatus)
  | ({ mode: 'server'; rows: readonly Row[]; total: number } & SourceStatus);
