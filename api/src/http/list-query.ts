import { badRequest } from './http-error';
import { dayValueProblem, siteDayStartMs } from './site-time';

/** How a column filters: text contains / equals ignoring case; integers and codes equal exactly. */
export type FieldKind = 'text' | 'integer' | 'datetime' | 'code';

export interface ListField {
  /** SQL expression (a qualified column); never built from input. */
  expr: string;
  kind: FieldKind;
}

/** What one list may sort and filter by: the whitelist. */
export interface ListSpec {
  fields: Record<string, ListField>;
  /** `finds[alias]` filters by another field (e.g. `trctQrBank` on the VA list filters `trctBank`). */
  filterAliases?: Record<string, string>;
  /** Top-level parameters that filter like `finds[field]` (e.g. `notiStatusFilter`). */
  parameterFilters?: Record<string, string>;
  /** Fields `search` looks in (LIKE, any of them). */
  searchFields: string[];
  /** The time field `from` / `to` restrict; without it those parameters are refused. */
  dateField?: string;
  defaultOrder: { field: string; direction: 'ASC' | 'DESC' };
  /** Appended to every ORDER BY so pages are stable (the primary key). */
  tiebreak: string;
}

export interface ListQuery {
  page: number;
  max: number;
  offset: number;
  /** `WHERE` conditions (ANDed) with `?` placeholders, values in `params`. */
  where: string[];
  params: (string | number)[];
  orderBy: string;
  /** The same order in parts: the sort expression, the tiebreak (primary key) and the direction. */
  order: { expr: string; tiebreak: string; direction: 'ASC' | 'DESC' };
}

export const MAX_PAGE_SIZE = 1_000_000;
/**
 * Rows per page at most of the lists that grow with the business (transactions, notifications,
 * the audit trail): `max=1000000` answers pages of this size, `pagination.itemPerPage` and
 * `totalPage` saying so, so one reader cannot stall everyone (an export asks for this size).
 * Master lists keep MAX_PAGE_SIZE: spec 7's dropdowns ask for all their rows, and they are small.
 */
export const MAX_DATA_PAGE_SIZE = 10_000;
const DEFAULT_PAGE_SIZE = 10;
/** Accepted (the console may send them) and ignored. */
const IGNORED_PARAMETERS = new Set(['searchFields', 'column_filters', 'total']);
const FINDS = /^finds\[([A-Za-z0-9_]{1,64})\](\[eq\])?$/;

type RawQuery = Record<string, unknown>;

/**
 * `record[key]` only when the record itself has that key: never a built-in such as `constructor`,
 * `toString` or `__proto__` inherited from Object.prototype (names a query may carry).
 */
export function own<Value>(record: Record<string, Value> | undefined, key: string): Value | undefined {
  return record !== undefined && Object.hasOwn(record, key) ? record[key] : undefined;
}

function single(raw: RawQuery, name: string): string | undefined {
  const value = own(raw, name);
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw badRequest(`Query parameter "${name}" must be given once.`);
  return value;
}

function positiveInteger(raw: RawQuery, name: string, fallback: number, cap: number): number {
  const value = single(raw, name);
  if (value === undefined || value === '') return fallback;
  if (!/^\d{1,16}$/.test(value) || Number(value) < 1) throw badRequest(`${name} must be a positive whole number.`);
  return Math.min(Number(value), cap);
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

function filterCondition(name: string, field: ListField, value: string, exact: boolean): { sql: string; param: string | number } {
  if (field.kind === 'integer') {
    if (!/^-?\d{1,15}$/.test(value)) throw badRequest(`Filter ${name} must be a whole number.`);
    return { sql: `${field.expr} = ?`, param: Number(value) };
  }
  if (field.kind === 'code') return { sql: `${field.expr} = ?`, param: value };
  if (exact) return { sql: `${field.expr} = ? COLLATE NOCASE`, param: value };
  return { sql: `${field.expr} LIKE ? ESCAPE '\\'`, param: `%${escapeLike(value)}%` };
}

function resolveFilterField(spec: ListSpec, requested: string): ListField {
  const name = own(spec.filterAliases, requested) ?? requested;
  const field = own(spec.fields, name);
  if (!field) throw badRequest(`Unknown filter field: ${requested}`);
  return field;
}

function dayBound(raw: RawQuery, name: 'from' | 'to', offsetHours: number): number | undefined {
  const value = single(raw, name);
  if (value === undefined || value === '') return undefined;
  const problem = dayValueProblem(name, value);
  if (problem) throw badRequest(problem);
  return siteDayStartMs(value, offsetHours) as number;
}

function addDateRange(raw: RawQuery, spec: ListSpec, offsetHours: number, query: ListQuery): void {
  const from = dayBound(raw, 'from', offsetHours);
  const to = dayBound(raw, 'to', offsetHours);
  if (from === undefined && to === undefined) return;
  restrictToDays(query, spec, from, to);
}

/** Adds the conditions of site days starting at `from` / ending with the day starting at `to` (UTC ms). */
function restrictToDays(query: ListQuery, spec: ListSpec, from: number | undefined, to: number | undefined): void {
  const field = spec.dateField ? own(spec.fields, spec.dateField) : undefined;
  if (!field) throw badRequest(`Unknown query parameter: ${from === undefined ? 'to' : 'from'}`);
  if (from !== undefined && to !== undefined && from > to) throw badRequest('from must not be after to.');
  if (from !== undefined) {
    query.where.push(`${field.expr} >= ?`);
    query.params.push(new Date(from).toISOString());
  }
  if (to !== undefined) {
    query.where.push(`${field.expr} < ?`);
    query.params.push(new Date(to + 24 * 60 * 60 * 1000).toISOString());
  }
}

/**
 * A list query restricted to the site days `from` to `to` that the API derived itself (a summary's
 * period before the one asked for), which may lie before FIRST_DAY; days a caller sends go through
 * `parseListQuery`, which refuses those.
 */
export function withSiteDays(query: ListQuery, spec: ListSpec, from: string, to: string, offsetHours: number): ListQuery {
  const start = siteDayStartMs(from, offsetHours);
  const end = siteDayStartMs(to, offsetHours);
  if (start === null || end === null) throw new Error(`Not a day range: ${from} to ${to}`);
  const restricted = { ...query, where: [...query.where], params: [...query.params] };
  restrictToDays(restricted, spec, start, end);
  return restricted;
}

function orderOf(raw: RawQuery, spec: ListSpec): ListQuery['order'] {
  const fieldName = single(raw, 'orderField') || spec.defaultOrder.field;
  const field = own(spec.fields, fieldName);
  if (!field) throw badRequest(`Unknown sort field: ${fieldName.slice(0, 64)}`);
  const requested = single(raw, 'orderValue');
  let direction = spec.defaultOrder.direction;
  if (requested) {
    const upper = requested.toUpperCase();
    if (upper !== 'ASC' && upper !== 'DESC') throw badRequest('orderValue must be ASC or DESC.');
    direction = upper;
  }
  return { expr: field.expr, tiebreak: spec.tiebreak, direction };
}

/**
 * Reads a list request's query (`max` above `maxPageSize` is lowered to it, and the reply's
 * `pagination.itemPerPage` says so) (page, max, orderField, orderValue, search, finds[field],
 * finds[field][eq], from, to) against the list's whitelist. Anything unknown is HTTP 400 naming it;
 * values only ever travel as bound parameters.
 */
export function parseListQuery(raw: RawQuery, spec: ListSpec, offsetHours: number, maxPageSize = MAX_PAGE_SIZE): ListQuery {
  const page = positiveInteger(raw, 'page', 1, 1_000_000_000);
  const max = positiveInteger(raw, 'max', DEFAULT_PAGE_SIZE, maxPageSize);
  const order = orderOf(raw, spec);
  const orderBy = `${order.expr} ${order.direction}, ${order.tiebreak} ${order.direction}`;
  const query: ListQuery = { page, max, offset: (page - 1) * max, where: [], params: [], orderBy, order };

  for (const name of Object.keys(raw)) {
    const finds = FINDS.exec(name);
    const aliasOf = own(spec.parameterFilters, name);
    if (finds || aliasOf) {
      const requested = finds ? (finds[1] as string) : (aliasOf as string);
      const field = resolveFilterField(spec, requested);
      const value = single(raw, name);
      if (value === undefined || value === '') continue;
      const condition = filterCondition(requested, field, value, Boolean(finds?.[2]));
      query.where.push(condition.sql);
      query.params.push(condition.param);
      continue;
    }
    if (['page', 'max', 'orderField', 'orderValue', 'search', 'from', 'to'].includes(name) || IGNORED_PARAMETERS.has(name)) continue;
    if (name === 'additionalFilter') {
      if (single(raw, name)) throw badRequest('additionalFilter is not supported: filter with finds[field] instead.');
      continue;
    }
    const shown = name.slice(0, 64);
    throw badRequest(name.startsWith('finds') ? `Unknown filter field: ${shown}` : `Unknown query parameter: ${shown}`);
  }

  const search = single(raw, 'search');
  if (search && spec.searchFields.length > 0) {
    const fields = spec.searchFields.map((name) => own(spec.fields, name)).filter((field) => field !== undefined);
    query.where.push(`(${fields.map((field) => `${field.expr} LIKE ? ESCAPE '\\'`).join(' OR ')})`);
    for (let i = 0; i < fields.length; i++) query.params.push(`%${escapeLike(search)}%`);
  }
  addDateRange(raw, spec, offsetHours, query);
  return query;
}

/** `WHERE a AND b` or an empty string. */
export const whereClause = (conditions: string[]) => (conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '');
