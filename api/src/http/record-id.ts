import { badRequest, notFound } from './http-error';

/** A numeric id from the path: a positive whole number, else HTTP 400 naming the value. */
export function parseIntegerId(raw: string | undefined, label = 'id'): number {
  if (raw === undefined || !/^[1-9]\d{0,14}$/.test(raw)) {
    throw badRequest(`Invalid ${label} "${String(raw ?? '').slice(0, 60)}": a positive whole number is expected.`);
  }
  return Number(raw);
}

/** A text id from the path (a user id): non-empty and at most 50 characters. */
export function parseTextId(raw: string | undefined, label = 'id'): string {
  if (raw === undefined || raw.trim() === '' || raw.length > 50) {
    throw badRequest(`Invalid ${label}: 1 to 50 characters are expected.`);
  }
  return raw;
}

/** The record, or HTTP 404 with `<what> not found.`. */
export function found<Row>(row: Row | undefined, what: string): Row {
  if (row === undefined) throw notFound(`${what} not found.`);
  return row;
}
