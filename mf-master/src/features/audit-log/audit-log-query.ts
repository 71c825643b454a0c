import { defineListQuery } from '@console/shared/core';

/** The filter dialog's fields. */
export const FILTER_NAMES = ['user', 'action', 'company', 'outcome'] as const;

/**
 * `GET /audit/trail`'s query: the day range, the record key or order id (`search`), the username
 * (exact, ignoring case: `admin` is not `superadmin`), the action and outcome (exact), the company
 * id, paging and the sort (newest first).
 */
export const auditLogQuery = defineListQuery({
  search: 'search',
  filters: { user: 'finds[audtUserName][eq]', action: 'finds[audtAction]', company: 'finds[audtCompId]', outcome: 'finds[audtOutcome]' },
});
