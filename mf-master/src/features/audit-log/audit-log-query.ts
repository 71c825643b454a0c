import type { ListState, Query } from '@console/shared/core';

/** The filter dialog's fields. */
export const FILTER_NAMES = ['user', 'action', 'company', 'outcome'] as const;

/**
 * `GET /audit/trail`'s query: the day range, the record key or order id (`search`), the user
 * (contains), the action and outcome (exact), the company id, paging and the sort (newest first).
 */
export function auditLogQuery({ table, filters, range }: ListState): Query {
  return {
    page: table.page,
    max: table.pageSize,
    orderField: table.sort?.column,
    orderValue: table.sort?.direction.toUpperCase(),
    from: range?.from,
    to: range?.to,
    search: table.search.trim() || undefined,
    'finds[audtUserName]': filters.user?.trim() || undefined,
    'finds[audtAction]': filters.action || undefined,
    'finds[audtCompId]': filters.company?.trim() || undefined,
    'finds[audtOutcome]': filters.outcome || undefined,
  };
}
