import { useSearchParams } from 'react-router';
import { DEFAULT_TABLE_STATE, PAGE_SIZES } from '../table/table-state';
import type { ColumnFilterValue, FilterCondition, TableState } from '../table/table-types';
import { CONDITIONS } from '../table/filter-conditions';

/** URL parameter names of a list's state; filters are `f_<name>`, column filters `cf`. */
const PARAM = { page: 'page', size: 'size', sort: 'sort', dir: 'dir', search: 'q', columnFilter: 'cf' } as const;
const FILTER_PREFIX = 'f_';

const ALL_CONDITIONS = new Set<string>(Object.values(CONDITIONS).flat());

export interface ListUrlOptions {
  /** Columns that may be sorted by; anything else in the URL is ignored (the server would refuse it). */
  sortable: readonly string[];
  /** Names of the screen's filter fields (the filter dialog's values). */
  filterNames?: readonly string[];
}

function positiveInt(text: string | null, fallback: number): number {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/** Reads a list's state from URL parameters, ignoring anything malformed. */
export function readListParams(params: URLSearchParams, { sortable, filterNames = [] }: ListUrlOptions) {
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
    sort: sortColumn && sortable.includes(sortColumn) ? { column: sortColumn, direction } : null,
    search: params.get(PARAM.search) ?? '',
    columnFilters,
  };
  const filters: Record<string, string> = {};
  for (const name of filterNames) filters[name] = params.get(FILTER_PREFIX + name) ?? '';
  return { table, filters };
}

/** Writes a list's state as URL parameters (defaults are left out, so links stay short). */
export function writeListParams(table: TableState, filters: Readonly<Record<string, string>>): URLSearchParams {
  const params = new URLSearchParams();
  if (table.page > 1) params.set(PARAM.page, String(table.page));
  if (table.pageSize !== DEFAULT_TABLE_STATE.pageSize) params.set(PARAM.size, String(table.pageSize));
  if (table.sort) {
    params.set(PARAM.sort, table.sort.column);
    params.set(PARAM.dir, table.sort.direction);
  }
  if (table.search) params.set(PARAM.search, table.search);
  for (const filter of table.columnFilters) params.append(PARAM.columnFilter, [filter.column, filter.condition, filter.value ?? ''].join(':'));
  for (const [name, value] of Object.entries(filters)) if (value) params.set(FILTER_PREFIX + name, value);
  return params;
}

/**
 * A list's state (page, page size, sort, search, column filters, filter values) kept in the URL,
 * so a copied link reproduces the view. Parameters that belong to something else are kept.
 */
export function useListUrlState(options: ListUrlOptions) {
  const [params, setParams] = useSearchParams();
  const { table, filters } = readListParams(params, options);

  const write = (nextTable: TableState, nextFilters: Readonly<Record<string, string>>) => {
    setParams(
      (previous) => {
        const merged = new URLSearchParams();
        for (const [key, value] of previous) {
          if (!(Object.values(PARAM) as string[]).includes(key) && !key.startsWith(FILTER_PREFIX)) merged.append(key, value);
        }
        for (const [key, value] of writeListParams(nextTable, nextFilters)) merged.append(key, value);
        return merged;
      },
      { replace: true },
    );
  };

  return {
    table,
    filters,
    setTable: (next: TableState) => write(next, filters),
    /** New filter values go back to page 1. */
    setFilters: (next: Readonly<Record<string, string>>) => write({ ...table, page: 1 }, next),
    setSearch: (search: string) => write({ ...table, search, page: 1 }, filters),
    /** Back to the defaults. */
    reset: () => write(DEFAULT_TABLE_STATE, {}),
  };
}
