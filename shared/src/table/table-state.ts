import { formatNumber } from '../format/number-format';
import type { TableChange, TableChangeEvent, TableState } from './table-types';

/** Page sizes offered (spec 9); 10 is the default. */
export const PAGE_SIZES = [10, 20, 30, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;
/** How many page numbers the pager shows (spec 9). */
export const PAGE_NUMBERS_SHOWN = 5;

export const DEFAULT_TABLE_STATE: TableState = { page: 1, pageSize: DEFAULT_PAGE_SIZE, sort: null, search: '', columnFilters: [] };

/** The next sort for a header click: the same column toggles asc/desc, another column starts asc. */
export function nextSort(current: TableState['sort'], column: string): NonNullable<TableState['sort']> {
  if (current?.column === column) return { column, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { column, direction: 'asc' };
}

/** Applies a change; a new search, filter or page size goes back to page 1 (spec 2.13). */
export function applyTableChange(state: TableState, change: TableChange): TableState {
  switch (change.type) {
    case 'page':
      return { ...state, page: Math.max(1, Math.floor(change.page)) };
    case 'page_size':
      return { ...state, pageSize: change.pageSize, page: 1 };
    case 'sort':
      return { ...state, sort: nextSort(state.sort, change.column) };
    case 'search':
      return { ...state, search: change.search, page: 1 };
    case 'filter':
      return { ...state, columnFilters: change.columnFilters, page: 1 };
  }
}

/** The change event of spec 2.13 for a state reached by a change of `type`. */
export function toChangeEvent(state: TableState, type: TableChange['type']): TableChangeEvent {
  return {
    current_page: state.page,
    pagesize: state.pageSize,
    offset: (state.page - 1) * state.pageSize,
    sort_column: state.sort?.column ?? null,
    sort_direction: state.sort?.direction ?? null,
    search: state.search,
    column_filters: state.columnFilters,
    change_type: type,
  };
}

/** Up to five page numbers around the current page, shifted to stay within 1..pageCount. */
export function pageWindow(page: number, pageCount: number, size = PAGE_NUMBERS_SHOWN): number[] {
  if (pageCount <= 0) return [];
  const count = Math.min(size, pageCount);
  const start = Math.min(Math.max(1, page - Math.floor(size / 2)), pageCount - count + 1);
  return Array.from({ length: count }, (_, index) => start + index);
}

/** The info text of spec 2.13, numbers in the Indonesian way: `Showing 1 to 10 of 1.234.567 entries`. */
export function showingText(page: number, pageSize: number, shownRows: number, total: number): string {
  if (total === 0 || shownRows === 0) return `Showing 0 to 0 of ${formatNumber(total)} entries`;
  const first = (page - 1) * pageSize + 1;
  return `Showing ${formatNumber(first)} to ${formatNumber(first + shownRows - 1)} of ${formatNumber(total)} entries`;
}
