import type { Query } from '../api/http-client';
import type { TableState } from '../table/table-types';
import type { ResourceConfig, ResourceRow } from './resource-config';

/**
 * The list request of a resource for a table state and filter values (spec 3 paging parameters):
 * `page`, `max`, `orderField`, `orderValue`, `search`, the filter dialog's `finds[...]`, and the
 * column filters the API understands (`contain` -> `finds[col]`, `equal` -> `finds[col][eq]`).
 * The resource's `listQuery` is added to it and overrides the paging (`max=1000`); a client-paged
 * resource sends neither the page nor the table's sort (its `listQuery` order stays).
 */
export function toListQuery<Row extends ResourceRow>(config: ResourceConfig<Row>, table: TableState, filters: Readonly<Record<string, string>>): Query {
  const client = config.paging === 'client';
  // A fixed `max` of the resource (User Company's `max=1000`) wins over the page size. A client-paged
  // list is one call: the table pages and sorts the rows it got.
  const query: Query = client ? { ...config.listQuery } : { page: table.page, max: table.pageSize, ...config.listQuery };
  if (table.sort && !client) {
    query.orderField = table.sort.column;
    query.orderValue = table.sort.direction.toUpperCase();
  }
  const searchParam = config.search.param === undefined ? 'search' : config.search.param;
  if (searchParam && table.search.trim()) query[searchParam] = table.search.trim();
  for (const field of config.filter?.fields ?? []) {
    const value = filters[field.name]?.trim();
    if (value) query[field.param] = value;
  }
  for (const filter of table.columnFilters) {
    const value = filter.value?.trim();
    if (!value) continue;
    if (filter.condition === 'contain') query[`finds[${filter.column}]`] = value;
    else if (filter.condition === 'equal') query[`finds[${filter.column}][eq]`] = value;
  }
  return query;
}
