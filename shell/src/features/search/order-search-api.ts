import { api, loadFailureText, type SearchDeclaration } from '@console/shared/core';
import type { DeclaredSearcher } from '../../remotes/remote-searchers';

/** The shortest text the API searches for (decision 108). */
export const MIN_SEARCH_LENGTH = 3;

/** One order found, as the results list shows it: everything comes from the row and its searcher's declaration. */
export interface OrderHit {
  /** Unique among the hits of one search. */
  readonly key: string;
  /** What the link says before the order id (the searcher's `label`, e.g. `VA`). */
  readonly label: string;
  readonly orderId: string;
  /** Another identifier the text matched (a VA number), when it was not the order id. */
  readonly matched: string | null;
  /** In rupiah, when the searcher's rows have an amount. */
  readonly amount: number | null;
  readonly statusLabel: string;
  /** The colour palette its remote declared for the status, if any. */
  readonly statusPalette: string | null;
  /** When the row was created (an ISO date-time), or null when the row has none. */
  readonly date: string | null;
  /** Where the hit links: the route its remote declared, filled in from the row. */
  readonly to: string;
}

/** The hits of the searchers that share a title, under that title, in the searchers' order. */
export interface HitGroup {
  readonly title: string;
  readonly hits: readonly OrderHit[];
}

/** A call that failed: the titles of the searchers it served, and why, in words (decision 133). */
export interface SearchFailure {
  readonly titles: string;
  readonly reason: string;
}

/** What a search found: the groups with hits, and what could not be searched. */
export interface SearchFindings {
  readonly groups: readonly HitGroup[];
  readonly count: number;
  readonly failures: readonly SearchFailure[];
}

type Row = Readonly<Record<string, unknown>>;

/** The site day of a UTC time (the list screens' `from` / `to`). */
export const siteDayOf = (time: string, hours: number) => new Date(Date.parse(time) + hours * 3_600_000).toISOString().slice(0, 10);

const textOf = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** The searcher's route filled in from `row`: `{field}` its value, `{field:day}` its site day; each URL-encoded. */
export function hitRoute(searcher: SearchDeclaration, row: Row, hours: number): string {
  const filled = searcher.route.replace(/\{([A-Za-z_][A-Za-z0-9_]*)(:day)?\}/g, (_, field: string, day?: string) => {
    const value = textOf(row[field]);
    return encodeURIComponent(day && value && !Number.isNaN(Date.parse(value)) ? siteDayOf(value, hours) : value);
  });
  return `/dashboard/${filled}`;
}

/** The hit a row is, as its searcher declares it; `text` is what was searched for (to tell which identifier matched). */
export function hitOf(searcher: SearchDeclaration, row: Row, text: string, hours: number): OrderHit {
  const { hit } = searcher;
  const orderId = textOf(row[hit.orderId]);
  const typed = text.toUpperCase();
  const startsWith = (value: string) => value !== '' && value.toUpperCase().startsWith(typed);
  const matchedField = startsWith(orderId) ? undefined : (hit.alsoMatches ?? []).find((field) => startsWith(textOf(row[field])));
  const matchLabel = matchedField ? hit.matchLabels?.[matchedField] : undefined;
  const matched = matchedField ? `${matchLabel ? `${matchLabel} ` : ''}${textOf(row[matchedField])}` : null;
  const status = textOf(row[hit.status.field]);
  const amount = hit.amount === undefined ? null : Number(row[hit.amount]);
  return {
    key: `${searcher.id}:${textOf(row[hit.key])}`,
    label: searcher.label,
    orderId,
    matched,
    amount: amount === null || Number.isNaN(amount) ? null : amount,
    statusLabel: hit.status.labels[status] ?? status,
    statusPalette: hit.status.palettes?.[status] ?? null,
    date: textOf(row[hit.date]) || null,
    to: hitRoute(searcher, row, hours),
  };
}

/** The rows of a reply that are the searcher's: `data.<list>` (or `data`), kept by its `where`. */
export function rowsOf(searcher: SearchDeclaration, reply: unknown): Row[] {
  const data = (reply as { data?: unknown } | null)?.data;
  const list = searcher.request.list === null ? data : (data as Record<string, unknown> | null | undefined)?.[searcher.request.list];
  if (!Array.isArray(list)) return [];
  const where = Object.entries(searcher.request.where ?? {});
  return list.filter((row): row is Row => typeof row === 'object' && row !== null && where.every(([field, value]) => (row as Row)[field] === value));
}

/**
 * Asks the searchers (those the user may read: the caller's choice) for `text`: one request per API
 * call, however many searchers share it. A call that fails leaves the others' hits listed and is
 * named in `failures` by the titles of its searchers.
 */
export async function findOrders(text: string, searchers: readonly DeclaredSearcher[], hours: number): Promise<SearchFindings> {
  const calls = new Map<string, { path: string; query: string; searchers: SearchDeclaration[] }>();
  for (const { searcher } of searchers) {
    const id = `${searcher.request.path}?${searcher.request.query}`;
    const call = calls.get(id) ?? { path: searcher.request.path, query: searcher.request.query, searchers: [] };
    call.searchers.push(searcher);
    calls.set(id, call);
  }
  const answers = await Promise.all(
    [...calls.values()].map((call) =>
      api.get<unknown>(call.path, { [call.query]: text }).then(
        (reply) => ({ call, reply, error: null }),
        (error: unknown) => ({ call, reply: null, error: loadFailureText(error) }),
      ),
    ),
  );
  const hitsBySearcher = new Map<string, OrderHit[]>();
  const failures: SearchFailure[] = [];
  for (const { call, reply, error } of answers) {
    if (error !== null) {
      failures.push({ titles: [...new Set(call.searchers.map((searcher) => searcher.title))].join(' dan '), reason: error });
      continue;
    }
    for (const searcher of call.searchers) hitsBySearcher.set(searcher.id, rowsOf(searcher, reply).map((row) => hitOf(searcher, row, text, hours)));
  }
  const groups: { title: string; hits: OrderHit[] }[] = [];
  for (const { searcher } of searchers) {
    const hits = hitsBySearcher.get(searcher.id) ?? [];
    if (hits.length === 0) continue;
    const group = groups.find((existing) => existing.title === searcher.title);
    if (group) group.hits.push(...hits);
    else groups.push({ title: searcher.title, hits: [...hits] });
  }
  return { groups, count: groups.reduce((sum, group) => sum + group.hits.length, 0), failures };
}
