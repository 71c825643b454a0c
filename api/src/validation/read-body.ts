import { badRequest, type FieldError, throwIfInvalid } from '../http/http-error';
import { type FieldRule, ruleMessage, tidyText } from './rules';

export type BodySchema = Record<string, FieldRule>;
export type FieldValue = string | number | null;
export type Values = Record<string, FieldValue>;

export interface ReadBodyOptions {
  /** `create`: every required field must be there; `update`: only the fields sent are checked and changed. */
  mode: 'create' | 'update';
  /** Known properties accepted and dropped: audit fields, derived fields, the primary key. */
  ignored?: readonly string[];
  /** Fields required on update too (a user login's password, spec 5). */
  requiredOnUpdate?: readonly string[];
}

/** A JSON object body, or HTTP 400 saying what arrived instead. */
export function asObject(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw badRequest(body === undefined ? 'A JSON object body is required.' : 'The request body must be a JSON object.');
  }
  return body as Record<string, unknown>;
}

/** Rejects properties outside `allowed`, naming the first. */
export function rejectUnknown(body: Record<string, unknown>, allowed: Iterable<string>): void {
  const known = new Set(allowed);
  const unknown = Object.keys(body).filter((key) => !known.has(key));
  if (unknown.length > 0) {
    throw badRequest(`Unknown property: ${unknown[0]?.slice(0, 64)}`, {
      errors: unknown.map((field) => ({ field: field.slice(0, 64), message: `Unknown property: ${field.slice(0, 64)}` })),
    });
  }
}

/** Absent, null or blank; a verbatim value (a password) is blank only when empty: spaces are characters there. */
const isMissing = (rule: FieldRule, value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && (rule.kind === 'text' && rule.verbatim ? value === '' : value.trim() === ''));

/** Converts a present value to the rule's type, or returns a message. */
function coerce(rule: FieldRule, value: unknown): { value: string | number } | { message: string } {
  if (rule.kind === 'integer') {
    if (typeof value === 'number' && Number.isSafeInteger(value)) return { value };
    if (typeof value === 'string' && /^-?\d{1,15}$/.test(value.trim())) return { value: Number(value) };
    return { message: `${rule.label} must be a whole number.` };
  }
  if (typeof value === 'string') {
    if (rule.verbatim) return { value };
    const tidy = tidyText(value);
    return tidy === null ? { message: 'Invalid characters used.' } : { value: tidy };
  }
  if (rule.acceptsNumber && typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return { value: String(value) };
  return { message: `${rule.label} must be text.` };
}

function readField(rule: FieldRule, raw: unknown): { value: FieldValue } | { message: string } {
  if (isMissing(rule, raw)) return rule.required ? { message: rule.required } : { value: null };
  // Text is tidied here, before any check: `"  a"` is checked (and fails) as `"a"`.
  const coerced = coerce(rule, raw);
  if ('message' in coerced) return coerced;
  const value = coerced.value;
  const message = ruleMessage(rule, value);
  if (message) return { message };
  if (rule.kind === 'text' && rule.normalise && typeof value === 'string') return { value: rule.normalise(value) };
  return { value };
}

/**
 * Validates a create / update body against a schema: unknown properties, types and the spec's
 * rules. Returns the values to store, or throws HTTP 400 listing every field's first message.
 */
export function readBody(body: unknown, schema: BodySchema, options: ReadBodyOptions): Values {
  const input = asObject(body);
  const ignored = new Set(options.ignored ?? []);
  rejectUnknown(input, [...Object.keys(schema), ...ignored]);
  const values: Values = {};
  const errors: FieldError[] = [];
  for (const [field, rule] of Object.entries(schema)) {
    const present = Object.hasOwn(input, field);
    if (!present && options.mode === 'update' && !options.requiredOnUpdate?.includes(field)) continue;
    const result = readField(rule, input[field]);
    if ('message' in result) errors.push({ field, message: result.message });
    else values[field] = result.value;
  }
  throwIfInvalid(errors);
  if (options.mode === 'update' && Object.keys(values).length === 0) {
    throw badRequest('Nothing to update: send at least one field.');
  }
  return values;
}
