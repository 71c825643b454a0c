import { useEffect, useRef } from 'react';
import { useSWRConfig } from 'swr';
import type { ListReply } from '../api/contract';
import type { Query } from '../api/http-client';
import { isListKeyOf, listKey, useList } from '../resource/list-request';
import { usePermission } from '../session/use-session';
import { useSiteToday } from '../session/use-site-today';
import type { DataTableSource, TableChangeEvent, TableState } from '../table/table-types';
import { type ListParamSpec, type ListState, type ListStatePatch, useListUrlState } from './list-url-state';

export interface ListControllerOptions {
  /** The list call's path, e.g. `/dashboard/transactionVa/`. */
  path: string;
  /** The screen's read permission: without it nothing is fetched. */
  readPermission: string;
  /** Columns the URL may sort by. */
  sortable: readonly string[];
  /** Names of the filter dialog's fields (`f_<name>` in the URL). */
  filterNames?: readonly string[];
  /** The sort when the URL names none (spec 9), e.g. `{ column: 'trctId', direction: 'desc' }`. */
  defaultSort?: TableState['sort'];
  /**
   * Gives the screen a date range (`from`, `to` in the URL), by default today .. today in the
   * site's calendar; `emptyFrom` moves the default start (notifications: `1970-01-01`).
   */
  dateRange?: { emptyFrom?: string };
  /** Screen parameters with defaults, e.g. search-by `{ by: { default: 'trctOrderId', values } }`. */
  params?: Readonly<Record<string, ListParamSpec>>;
  /** The list call's query for a state (page, max, sort, search, filters, range...). */
  toQuery: (state: ListState) => Query;
  /**
   * `server` (default): the reply is one page. `client`: the reply holds every row (one call, e.g.
   * `max=1000`) and the table pages, sorts and searches them; the state stays in the URL.
   */
  paging?: 'server' | 'client';
}

/** The number of a row in the whole list (spec: the `No.` column): `(page - 1) * size + index + 1`. */
export const rowNumber = (table: Pick<TableState, 'page' | 'pageSize'>, index: number) => (table.page - 1) * table.pageSize + index + 1;

const NO_ROWS: never[] = [];

/**
 * The headless controller of a server-paged list screen (react-admin's `useListController` idea):
 * the state in the URL (page, size, sort, search `q`, filters `f_*`, optional `from`/`to` and
 * screen parameters), per-screen defaults, the SWR list request built by `toQuery`, the props of
 * `DataTable`, `refresh()` and `reset()`, and the row number. It renders nothing: screens put the
 * pieces into `ListScreenLayout`, `ListToolbar` and `DataTable`.
 *
 * Without the read permission it does not fetch (the layout shows the no-access view), and a page
 * past the end (an old link, a shrunken list) moves to the last page once the reply tells the total.
 */
export function useListController<Row, Reply extends ListReply<Row> = ListReply<Row>>(options: ListControllerOptions) {
  const { path, readPermission, sortable, filterNames, defaultSort = null, dateRange, params, toQuery, paging = 'server' } = options;
  const canRead = usePermission(readPermission);
  const today = useSiteToday();
  const defaultRange = dateRange ? { from: dateRange.emptyFrom ?? today, to: today } : undefined;
  const urlOptions = { sortable, filterNames, defaultSort, defaultRange, params };
  const url = useListUrlState(urlOptions);
  const { state } = url;
  const query = canRead ? toQuery(state) : null;
  // SWR hashes the key's content, so each distinct request is cached apart.
  const reply = useList<Row>(query ? listKey(path, query) : null);
  const { mutate } = useSWRConfig();

  const data = reply.data as Reply | undefined;
  const rows: readonly Row[] = data?.data ?? NO_ROWS;
  const total = data?.pagination?.totalData ?? 0;
  const settled = canRead && !!data && !reply.isLoading && !reply.isValidating && !reply.error;
  const lastPage = Math.max(1, Math.ceil(total / state.table.pageSize));
  const pastTheEnd = settled && state.table.page > lastPage;

  // A screen with a range writes it into the URL once, so a copied link keeps its days.
  const missingRange = !!defaultRange && !url.hasRangeInUrl;
  // One write for both fixes (two writes from one render would undo each other), once per URL:
  // a router that checks the session before a navigation applies it later, and asking again
  // meanwhile would cancel it.
  const fixedFor = useRef<string | null>(null);
  const fixKey = `${url.search}|${pastTheEnd ? lastPage : ''}|${missingRange}`;
  useEffect(() => {
    if (!(pastTheEnd || missingRange) || fixedFor.current === fixKey) return;
    fixedFor.current = fixKey;
    url.write({ ...state, table: { ...state.table, page: pastTheEnd ? lastPage : state.table.page } });
  });

  const status = { isLoading: reply.isLoading || reply.isValidating || pastTheEnd, error: reply.error, onRetry: () => void reply.mutate() };
  const source: DataTableSource<Row> =
    paging === 'client' ? { mode: 'client', rows, ...status } : { mode: 'server', rows: pastTheEnd ? NO_ROWS : rows, total, ...status };

  return {
    state,
    /** Whether the user holds the read permission (nothing is fetched without it). */
    canRead,
    /** The site's day (`YYYY-MM-DD`) the default range is built from. */
    today,
    /** The query of the current list call (null without the read permission). */
    query,
    /** The list reply (the previous page stays while the next loads). */
    reply: data,
    rows,
    total,
    isLoading: reply.isLoading || reply.isValidating,
    error: reply.error as unknown,
    /** Props for `DataTable`: `<DataTable {...list.tableProps} columns=... />`. */
    tableProps: {
      source,
      state: state.table,
      onChange: (_event: TableChangeEvent, next: TableState) => url.setTable(next),
    },
    setTable: url.setTable,
    setSearch: url.setSearch,
    setFilters: url.setFilters,
    setRange: (range: NonNullable<ListState['range']>) => url.update({ range }),
    /** Changes parts of the state; anything but page, size or sort goes back to page 1. */
    update: (patch: ListStatePatch) => url.update(patch),
    /** Back to the defaults (today's range); `overrides` keep parts, e.g. `{ table: { page } }`. */
    reset: url.reset,
    /** Asks again for every list (and count) of this path that is on screen. */
    refresh: () => mutate(isListKeyOf(path)),
    /** The `No.` of the row at `index` of the current page. */
    rowNumber: (index: number) => rowNumber(state.table, index),
    /** The `No.` of a row of the current page (for a column's `cell`), or undefined. */
    rowNumberOf: (row: Row) => {
      const index = rows.indexOf(row);
      return index < 0 ? undefined : rowNumber(state.table, index);
    },
  };
}

export type ListController<Row> = ReturnType<typeof useListController<Row>>;
