import type { Query } from '../api/http-client';
import type { ColumnFilterValue } from '../table/table-types';
import type { ListState } from './list-url-state';

/** What a list's query is built from: a list screen's state (a resource has no range nor screen parameters). */
export type ListQueryState = Pick<ListState, 'table' | 'filters'> & Partial<Pick<ListState, 'range' | 'params'>>;

/**
 * How one list screen's state becomes its list call (spec 3's paging parameters, spec 7's calls):
 * the screen says which parameter each of its inputs goes to; the builder writes the query.
 */
export interface ListQuerySpec {
  /**
   * The parameter of the table's search: a name (`search`, `finds[notiOrderId]`), a name read from
   * the state (transactions' search-by: `finds[<by>]`), or `null` to keep the search on screen only.
   */
  search: string | null | ((state: ListQueryState) => string | null | undefined);
  /** The filter dialog's values by name, each to its parameter (`{ status: 'finds[trctStatus]' }`). */
  filters?: Readonly<Record<string, string>>;
  /**
   * `server` (default): `page`, `max` and the table's sort are sent. `client`: neither (the table
   * pages and sorts the rows of one call).
   */
  paging?: 'server' | 'client';
  /**
   * Fixed parameters of every call (`max=1000`, a default order): they win over the page size,
   * and the table's sort, when there is one, wins over their order.
   */
  fixed?: Query;
  /** Sends the table's column filters as `finds[col]` (contains) and `finds[col][eq]` (equal). */
  columnFilters?: boolean;
}

/** The parameter of a column filter the API understands, or null (other conditions stay on screen). */
const columnFilterParam = (filter: ColumnFilterValue): string | null =>
  filter.condition === 'contain' ? `finds[${filter.column}]` : filter.condition === 'equal' ? `finds[${filter.column}][eq]` : null;

/**
 * The one paging-query builder of the console's lists: a screen declares a `ListQuerySpec` and
 * gets the function from its state to the list call's query, in this order: `page`, `max`, the
 * fixed parameters, `orderField` / `orderValue` (upper case), `from` / `to`, the search, the
 * filters, the column filters. Texts are trimmed; empty values are left out.
 */
export function defineListQuery(spec: ListQuerySpec): (state: ListQueryState) => Query {
  const client = spec.paging === 'client';
  return (state) => {
    const { table } = state;
    const query: Query = client ? { ...spec.fixed } : { page: table.page, max: table.pageSize, ...spec.fixed };
    if (table.sort && !client) {
      query.orderField = table.sort.column;
      query.orderValue = table.sort.direction.toUpperCase();
    }
    if (state.range) {
      query.from = state.range.from;
      query.to = state.range.to;
    }
    const searchParam = typeof spec.search === 'function' ? spec.search(state) : spec.search;
    const search = table.search.trim();
    if (searchParam && search) query[searchParam] = search;
    for (const [name, param] of Object.entries(spec.filters ?? {})) {
      const value = state.filters[name]?.trim();
      if (value) query[param] = value;
    }
    if (spec.columnFilters) {
      for (const filter of table.columnFilters) {
        const param = columnFilterParam(filter);
        const value = filter.value?.trim();
        if (param && value) query[param] = value;
      }
    }
    return query;
  };
}
