import type { Query } from '../api/http-client';
import type { TableState } from '../table/table-types';
import type { ResourceConfig, ResourceRow } from './resource-config';

/**
 * The list request of a resource for a table state and filter values (spec 3 paging parameters):
 * `page`, `max`, `orderField`, `orderValue`, `search`, the filter dialog's `finds[...]`, and the
 * column filters the API understands (`contain` -> `finds[col]`, `equal` -> `finds[col][eq]`).
 * The resource's `listQuery` is added to it and overrides the paging (`max=1000`).
 */
export function toListQuery<Row extends ResourceRow>(config: ResourceConfig<Row>, table: TableState, filters: Readonly<Record<string, string>>): Query {
  // A fixed `max` of the resource (User Company's `max=1000`) wins over the page size.
  const query: Query = { page: table.page, max: table.pageSize, ...config.listQuery };
  if (table.sort) {
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
