import { applyTableChange, DEFAULT_TABLE_STATE, nextSort, pageWindow, showingText, toChangeEvent } from './table-state';
import type { TableState } from './table-types';

const onPage3: TableState = { ...DEFAULT_TABLE_STATE, page: 3 };

describe('table state rules (spec 2.13)', () => {
  it('toggles the same column and starts a new column ascending', () => {
    expect(nextSort(null, 'name')).toEqual({ column: 'name', direction: 'asc' });
    expect(nextSort({ column: 'name', direction: 'asc' }, 'name')).toEqual({ column: 'name', direction: 'desc' });
    expect(nextSort({ column: 'name', direction: 'desc' }, 'name')).toEqual({ column: 'name', direction: 'asc' });
    expect(nextSort({ column: 'name', direction: 'desc' }, 'city')).toEqual({ column: 'city', direction: 'asc' });
  });

  it('goes back to page 1 when the search, a filter or the page size changes, not on sort or page', () => {
    expect(applyTableChange(onPage3, { type: 'search', search: 'x' }).page).toBe(1);
    expect(applyTableChange(onPage3, { type: 'filter', columnFilters: [{ column: 'a', condition: 'is_null' }] }).page).toBe(1);
    expect(applyTableChange(onPage3, { type: 'page_size', pageSize: 50 })).toMatchObject({ page: 1, pageSize: 50 });
    expect(applyTableChange(onPage3, { type: 'sort', column: 'a' }).page).toBe(3);
    expect(applyTableChange(onPage3, { type: 'page', page: 5 }).page).toBe(5);
    expect(applyTableChange(onPage3, { type: 'page', page: 0 }).page).toBe(1);
  });

  it('builds the change event with the spec field names and the offset', () => {
    const state: TableState = { page: 4, pageSize: 20, sort: { column: 'grcpName', direction: 'desc' }, search: 'abc', columnFilters: [{ column: 'grcpCity', condition: 'contain', value: 'jak' }] };
    expect(toChangeEvent(state, 'page')).toEqual({
      current_page: 4,
      pagesize: 20,
      offset: 60,
      sort_column: 'grcpName',
      sort_direction: 'desc',
      search: 'abc',
      column_filters: [{ column: 'grcpCity', condition: 'contain', value: 'jak' }],
      change_type: 'page',
    });
    expect(toChangeEvent(DEFAULT_TABLE_STATE, 'sort')).toMatchObject({ sort_column: null, sort_direction: null, offset: 0 });
  });

  it('shows five page numbers around the current page, within the page count', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(6, 10)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(1, 0)).toEqual([]);
  });

  it('writes the info text', () => {
    expect(showingText(1, 10, 10, 23)).toBe('Showing 1 to 10 of 23 entries');
    expect(showingText(3, 10, 3, 23)).toBe('Showing 21 to 23 of 23 entries');
    expect(showingText(1, 10, 0, 0)).toBe('Showing 0 to 0 of 0 entries');
  });
});
