import { defineListQuery, type ListState, type Query } from '@console/shared/core';

/** The filter dialog's fields: bank (free text, spec 9) and status. */
export const FILTER_NAMES = ['bank', 'status'] as const;

/**
 * The list call's query (spec 7): `from`, `to`, `finds[<search-by field>]`, `finds[trctQrBank]`
 * (the bank, on both screens), `finds[trctStatus]`, `page`, `max`, `orderField`, `orderValue`.
 */
export const transactionQuery = defineListQuery({
  search: ({ params }) => (params?.by ? `finds[${params.by}]` : null),
  filters: { bank: 'finds[trctQrBank]', status: 'finds[trctStatus]' },
});

/** The export's query for one page: the same filters and range, ordered by created time, newest first (spec 7). */
export function exportQuery(state: ListState, page: number, max: number): Query {
  return { ...transactionQuery(state), page, max, orderField: 'trctCreatedTime', orderValue: 'DESC' };
}
