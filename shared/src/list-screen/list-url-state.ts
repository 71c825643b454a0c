import { useContext } from 'react';
import { UNSAFE_DataRouterStateContext, useLocation, useSearchParams } from 'react-router';
import { isIsoDate } from '../format/date-format';
import type { DateRange } from '../inputs/date-range';
import { DEFAULT_TABLE_STATE, PAGE_SIZES } from '../table/table-state';
import type { ColumnFilterValue, FilterCondition, TableState } from '../table/table-types';
import { CONDITIONS } from '../table/filter-conditions';

/** URL parameter names of a list's state; filters are `f_<name>`, column filters `cf`. */
const PARAM = { page: 'page', size: 'size', sort: 'sort', dir: 'dir', search: 'q', columnFilter: 'cf', from: 'from', to: 'to' } as const;
const FILTER_PREFIX = 'f_';

const ALL_CONDITIONS = new Set<string>(Object.values(CONDITIONS).flat());

/** A screen parameter kept in the URL (e.g. search-by `by`): its default and, optionally, the values allowed. */
export interface ListParamSpec {
  default: string;
  /** Anything else in the URL reads as the default. */
  values?: readonly string[];
}

export interface ListUrlOptions {
  /** Columns that may be sorted by; anything else in the URL is ignored (the server would refuse it). */
  sortable: readonly string[];
  /** Names of the screen's filter fields (the filter dialog's values). */
  filterNames?: readonly string[];
  /** The sort when the URL names none (spec 9: `trctId` descending for transactions); default none. */
  defaultSort?: TableState['sort'];
  /** Makes a date range (`from`, `to`) part of the state; this is the range when the URL has none. */
  defaultRange?: DateRange;
  /** Screen parameters with their defaults, e.g. `{ by: { default: 'trctOrderId', values: [...] } }`. */
  params?: Readonly<Record<string, ListParamSpec>>;
}

/** Everything a list screen shows, as kept in the URL. */
export interface ListState {
  table: TableState;
  /** Filter dialog values by name (`''` when unset). */
  filters: Record<string, string>;
  /** The date range, or null when the screen has none. */
  range: DateRange | null;
  /** Screen parameters by name (their default when unset). */
  params: Record<string, string>;
}

function positiveInt(text: string | null, fallback: number): number {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

function readRange(params: URLSearchParams, fallback: DateRange): DateRange {
  const from = params.get(PARAM.from) ?? '';
  const to = params.get(PARAM.to) ?? '';
  return isIsoDate(from) && isIsoDate(to) && from <= to ? { from, to } : fallback;
}

/** Reads a list's state from URL parameters, ignoring anything malformed. */
export function readListParams(params: URLSearchParams, { sortable, filterNames = [], defaultSort = null, defaultRange, params: specs = {} }: ListUrlOptions): ListState {
  const size = positiveInt(params.get(PARAM.size), DEFAULT_TABLE_STATE.pageSize);
  const sortColumn = params.get(PARAM.sort);
  const direction = params.get(PARAM.dir) === 'desc' ? 'desc' : 'asc';
  const columnFilters: ColumnFilterValue[] = params.getAll(PARAM.columnFilter).flatMap((item) => {
    const [column = '', condition = '', ...rest] = item.split(':');
    if (!column || !ALL_CONDITIONS.has(condition)) return [];
    const value = rest.join(':');
    return [{ column, condition: condition as FilterCondition, ...(value ? { value } : {}) }];
  });
  const table: TableState = {
    page: positiveInt(params.get(PARAM.page), 1),
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_TABLE_STATE.pageSize,
    sort: sortColumn && sortable.includes(sortColumn) ? { column: sortColumn, direction } : defaultSort,
    search: params.get(PARAM.search) ?? '',
    columnFilters,
  };
  const filters: Record<string, string> = {};
  for (const name of filterNames) filters[name] = params.get(FILTER_PREFIX + name) ?? '';
  const screenParams: Record<string, string> = {};
  for (const [name, spec] of Object.entries(specs)) {
    const value = params.get(name);
    screenParams[name] = value !== null && value !== '' && (!spec.values || spec.values.includes(value)) ? value : spec.default;
  }
  return { table, filters, range: defaultRange ? readRange(params, defaultRange) : null, params: screenParams };
}

/** What `writeListParams` leaves out because it is the default anyway. */
export interface ListWriteExtras {
  defaultSort?: TableState['sort'];
  /** Written always (also when it is today), so a copied link shows the same days tomorrow. */
  range?: DateRange | null;
  params?: Readonly<Record<string, string>>;
  paramSpecs?: Readonly<Record<string, ListParamSpec>>;
}

const sameSort = (a: TableState['sort'], b: TableState['sort']) => a?.column === b?.column && a?.direction === b?.direction;

/** Writes a list's state as URL parameters (defaults are left out, so links stay short). */
export function writeListParams(table: TableState, filters: Readonly<Record<string, string>>, extras: ListWriteExtras = {}): URLSearchParams {
  const params = new URLSearchParams();
  if (table.page > 1) params.set(PARAM.page, String(table.page));
  if (table.pageSize !== DEFAULT_TABLE_STATE.pageSize) params.set(PARAM.size, String(table.pageSize));
  if (table.sort && !sameSort(table.sort, extras.defaultSort ?? null)) {
    params.set(PARAM.sort, table.sort.column);
    params.set(PARAM.dir, table.sort.direction);
  }
  if (table.search) params.set(PARAM.search, table.search);
  for (const filter of table.columnFilters) params.append(PARAM.columnFilter, [filter.column, filter.condition, filter.value ?? ''].join(':'));
  for (const [name, value] of Object.entries(filters)) if (value) params.set(FILTER_PREFIX + name, value);
  if (extras.range) {
    params.set(PARAM.from, extras.range.from);
    params.set(PARAM.to, extras.range.to);
  }
  for (const [name, value] of Object.entries(extras.params ?? {})) {
    if (value && value !== extras.paramSpecs?.[name]?.default) params.set(name, value);
  }
  return params;
}

/** A change of some parts of a list's state. */
export interface ListStatePatch {
  table?: Partial<TableState>;
  filters?: Readonly<Record<string, string>>;
  range?: DateRange;
  params?: Readonly<Record<string, string>>;
}

/** The defaults of a list's state for the options (page 1, size 10, the default sort, no search or filters). */
export function defaultListState(options: ListUrlOptions): ListState {
  return readListParams(new URLSearchParams(), options);
}

/**
 * The search parameters a navigation under way to this same page is taking the URL to, else the
 * committed ones. The console's router checks the session before every navigation (a server call),
 * so a list change is committed to the URL a moment after the user asked for it; meanwhile the
 * screen already shows (and the filter dialog opens with) what was asked, and a second change
 * builds on the first instead of undoing it. Outside a data router (component tests) there is no
 * navigation state and the committed parameters are used.
 */
function usePendingSearchParams(committed: URLSearchParams): URLSearchParams {
  // react-router has no public hook that works in both kinds of router; `useNavigation()` throws outside a data router.
  const routerState = useContext(UNSAFE_DataRouterStateContext);
  const { pathname } = useLocation();
  const pending = routerState?.navigation.location;
  return pending && pending.pathname === pathname ? new URLSearchParams(pending.search) : committed;
}

/**
 * A list's state (page, page size, sort, search, column filters, filter values, and optionally a
 * date range and screen parameters) kept in the URL, so a copied link reproduces the view.
 * Parameters that belong to something else are kept.
 */
export function useListUrlState(options: ListUrlOptions) {
  const [committed, setParams] = useSearchParams();
  const params = usePendingSearchParams(committed);
  const state = readListParams(params, options);
  const { table, filters } = state;
  const owned = (key: string) =>
    (Object.values(PARAM) as string[]).includes(key) || key.startsWith(FILTER_PREFIX) || key in (options.params ?? {});

  const write = (next: ListState) => {
    setParams(
      (previous) => {
        const merged = new URLSearchParams();
        for (const [key, value] of previous) if (!owned(key)) merged.append(key, value);
        const written = writeListParams(next.table, next.filters, { defaultSort: options.defaultSort ?? null, range: next.range, params: next.params, paramSpecs: options.params });
        for (const [key, value] of written) merged.append(key, value);
        return merged;
      },
      { replace: true },
    );
  };

  /** Applies a patch; anything but a page, page size or sort change goes back to page 1. */
  const update = (patch: ListStatePatch) => {
    const backToFirst = patch.filters !== undefined || patch.range !== undefined || patch.params !== undefined || (patch.table?.search !== undefined && patch.table.search !== table.search);
    write({
      table: { ...table, ...(backToFirst ? { page: 1 } : {}), ...patch.table },
      filters: patch.filters ? { ...patch.filters } : filters,
      range: state.range && patch.range ? patch.range : state.range,
      params: { ...state.params, ...patch.params },
    });
  };

  return {
    state,
    table,
    filters,
    range: state.range,
    params: state.params,
    /** Whether the URL names the range (a screen with a range writes it there once, so links keep their days). */
    hasRangeInUrl: params.has(PARAM.from) && params.has(PARAM.to),
    /** The URL's query string as it is now. */
    search: params.toString(),
    write,
    update,
    setTable: (next: TableState) => write({ ...state, table: next }),
    /** New filter values go back to page 1. */
    setFilters: (next: Readonly<Record<string, string>>) => update({ filters: next }),
    setSearch: (search: string) => write({ ...state, table: { ...table, search, page: 1 } }),
    /**
     * Back to the defaults (the default range too); `overrides` keep or set parts, e.g.
     * `reset({ table: { page: table.page } })` keeps the page.
     */
    reset: (overrides: ListStatePatch = {}) => {
      const defaults = defaultListState(options);
      write({
        table: { ...defaults.table, ...overrides.table },
        filters: { ...defaults.filters, ...overrides.filters },
        range: defaults.range && overrides.range ? overrides.range : defaults.range,
        params: { ...defaults.params, ...overrides.params },
      });
    },
  };
}
