import { defineListQuery } from '@console/shared/core';

/** The filter dialog's fields. */
export const FILTER_NAMES = ['user', 'action', 'company', 'outcome'] as const;

/**
 * `GET /audit/trail`'s query: the day range, the record key or order id (`search`), the user
 * (contains), the action and outcome (exact), the company id, paging and the sort (newest first).
 */
export const auditLogQuery = defineListQuery({
  search: 'search',
  filters: { user: 'finds[audtUserName]', action: 'finds[audtAction]', company: 'finds[audtCompId]', outcome: 'finds[audtOutcome]' },
});
