import { formatRupiah, formatZonedDateTime } from '@console/shared/core';
import type { SearchFindings } from './order-search-api';
import type { SearchHit } from './search-types';

/**
 * What the declared searchers found (decision 151), in the words the combobox lists (decision 135):
 * each hit under its searcher's title, its label and order id, the identifier that matched when it
 * was another, its amount, status (with the colour its remote declared) and time in site time with
 * the zone, and where its remote said it leads.
 */
export function searchHitsOf(findings: SearchFindings, hours: number): SearchHit[] {
  return findings.groups.flatMap((group) =>
    group.hits.map(
      (hit): SearchHit => ({
        id: hit.key,
        group: group.title,
        to: hit.to,
        title: `${hit.label} ${hit.orderId}`,
        ...(hit.matched ? { matched: hit.matched } : {}),
        ...(hit.amount === null ? {} : { amount: formatRupiah(hit.amount) }),
        ...(hit.statusLabel ? { status: { label: hit.statusLabel, palette: hit.statusPalette ?? 'gray' } } : {}),
        ...(hit.date ? { date: formatZonedDateTime(hit.date, hours) } : {}),
      }),
    ),
  );
}
