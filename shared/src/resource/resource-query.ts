import type { Query } from '../api/http-client';
import { defineListQuery } from '../list-screen/list-query';
import type { TableState } from '../table/table-types';
import type { ResourceConfig, ResourceRow } from './resource-config';

/**
 * The list request of a resource for a table state and filter values (spec 3 paging parameters),
 * built by the shared `defineListQuery` from the resource's configuration: the search goes to
 * `search.param` (default `search`), each filter dialog field to its `param`, the column filters the
 * API understands as `finds[...]`, and `listQuery` as the fixed parameters (`max=1000`, default
 * order); a client-paged resource sends neither the page nor the table's sort.
 */
export function toListQuery<Row extends ResourceRow>(config: ResourceConfig<Row>, table: TableState, filters: Readonly<Record<string, string>>): Query {
  return defineListQuery({
    search: config.search.param === undefined ? 'search' : config.search.param,
    filters: Object.fromEntries((config.filter?.fields ?? []).map((field) => [field.name, field.param])),
    paging: config.paging,
    fixed: config.listQuery,
    columnFilters: true,
  })({ table, filters: { ...filters } });
}
