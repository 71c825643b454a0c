import type { FieldMeta } from '../api/contract';
import { type MockApi, type MockReply, type MockRequest, reply } from './mock-api';

type Row = Record<string, unknown>;

/** The five calls of a REST resource a test can make fail. */
export type ResourceOperation = 'list' | 'get' | 'create' | 'update' | 'delete';

/** How a failing call answers: an HTTP status (default 400), the status message and field errors. */
export interface ResourceFailure {
  status?: number;
  message: string;
  errors?: readonly { field: string; message: string }[];
}

export interface MemoryResourceOptions<R extends Row> {
  /** The list path, e.g. `/master/roles`; a record is `<path>/<id>`. */
  path: string;
  /** The primary key; numeric keys of created rows count up from the highest seed key. */
  primaryKey: string;
  /** Seed rows (copied). */
  rows?: readonly R[];
  /** Fields `search` looks in (contains, ignoring case); default: every string field. */
  searchFields?: readonly string[];
  /** The order without `orderField` (the API's default: created time ascending); default: insertion order. */
  defaultOrder?: { field: string; direction: 'ASC' | 'DESC' };
  /** The field `from` / `to` (site days, `YYYY-MM-DD`, both inclusive) are matched against; without it they are ignored. */
  dateField?: string;
  /** The `data` of `GET <path>/{id}` for a stored row (e.g. with its history); default the row. */
  detail?: (row: R) => object;
  /** The reply's `fields` metadata; default: the primary key only. */
  fields?: readonly FieldMeta[];
  /** Fills what the server derives (joined names, audit fields) on every stored row. */
  derive?: (row: R, mode: 'create' | 'update') => R;
  /** Server-side checks of a create or update: any error answers 400 with `errors[]`. */
  validate?: (body: Row, id: unknown, rows: readonly R[]) => readonly { field: string; message: string }[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const lower = (value: unknown) => (value === null || value === undefined ? '' : String(value)).toLowerCase();

/** `finds[x]`: numbers equal, text contains (ignoring case); `finds[x][eq]`: equal ignoring case. */
function matches(value: unknown, wanted: string, exact: boolean): boolean {
  if (typeof value === 'number') return String(value) === wanted;
  return exact ? lower(value) === lower(wanted) : lower(value).includes(lower(wanted));
}

function compare(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (a === null || a === undefined) return b === null || b === undefined ? 0 : -1;
  if (b === null || b === undefined) return 1;
  return String(a).localeCompare(String(b));
}

const FINDS = /^finds\[([A-Za-z0-9_]+)\](\[eq\])?$/;

/**
 * An in-memory REST resource behind `mockApi`, like the reference API's master data: `GET path`
 * with `search`, `finds[x]`, `finds[x][eq]`, `page`, `max`, `orderField` / `orderValue`; `GET`,
 * `PUT`, `DELETE path/{id}` and `POST path`. One per path; several can share one `MockApi`.
 * `fail(operation, failure, times)` makes the next calls of an operation fail. `rows` is live.
 */
export function memoryResource<R extends Row>(api: MockApi, options: MemoryResourceOptions<R>) {
  const { path, primaryKey } = options;
  const rows: R[] = (options.rows ?? []).map((row) => ({ ...row }));
  const failures = new Map<ResourceOperation, { failure: ResourceFailure; left: number }>();
  const fields: FieldMeta[] = options.fields ? [...options.fields] : [{ Field: primaryKey, Type: 'int(11)', Null: 'NO', Key: 'PRI', Default: null, Extra: 'auto_increment' }];
  const recordPath = new RegExp(`^${escapeRegExp(path)}/([^/]+)$`);
  const derive = (row: R, mode: 'create' | 'update') => (options.derive ? options.derive(row, mode) : row);

  const failing = (operation: ResourceOperation): MockReply | null => {
    const planned = failures.get(operation);
    if (!planned) return null;
    planned.left -= 1;
    if (planned.left <= 0) failures.delete(operation);
    const { status = 400, message, errors } = planned.failure;
    return reply(status, { status: { error: 1, message }, ...(errors ? { errors } : {}) });
  };
  const idOf = (request: MockRequest) => decodeURIComponent(recordPath.exec(request.path)?.[1] ?? '');
  const indexOf = (id: string) => rows.findIndex((row) => String(row[primaryKey]) === id);
  const notFound = () => reply(404, { status: { error: 1, message: 'Data not found.' } });
  const invalid = (body: Row, id: unknown) => {
    const errors = options.validate?.(body, id, rows) ?? [];
    return errors.length > 0 ? reply(400, { status: { error: 1, message: errors[0]!.message }, errors }) : null;
  };

  function list(request: MockRequest) {
    const query = request.query;
    let found = [...rows];
    for (const [name, value] of query) {
      const finds = FINDS.exec(name);
      if (finds && value !== '') found = found.filter((row) => matches(row[finds[1]!], value, Boolean(finds[2])));
    }
    const search = query.get('search');
    if (search) {
      found = found.filter((row) => {
        const names = options.searchFields ?? Object.keys(row).filter((key) => typeof row[key] === 'string');
        return names.some((name) => lower(row[name]).includes(lower(search)));
      });
    }
    const from = query.get('from');
    const to = query.get('to');
    const dateField = options.dateField;
    if (dateField && (from || to)) {
      found = found.filter((row) => {
        const day = lower(row[dateField]).slice(0, 10);
        return (!from || day >= from) && (!to || day <= to);
      });
    }
    const orderField = query.get('orderField') || options.defaultOrder?.field;
    if (orderField) {
      const direction = (query.get('orderValue') || options.defaultOrder?.direction || 'ASC').toUpperCase() === 'DESC' ? -1 : 1;
      // Like the API: ties are ordered by the key, in the same direction.
      found.sort((a, b) => direction * (compare(a[orderField], b[orderField]) || compare(a[primaryKey], b[primaryKey])));
    }
    const page = Math.max(1, Number(query.get('page') ?? 1));
    const max = Math.max(1, Number(query.get('max') ?? 10));
    return {
      data: found.slice((page - 1) * max, page * max),
      pagination: { totalData: found.length, totalPage: Math.ceil(found.length / max), itemPerPage: max, page },
      fields,
      status: { error: 0, message: 'OK' },
    };
  }

  api.on('GET', path, (request) => failing('list') ?? list(request));
  api.on('GET', recordPath, (request) => {
    const index = indexOf(idOf(request));
    return failing('get') ?? (index < 0 ? notFound() : { data: options.detail ? options.detail(rows[index]!) : rows[index], status: { error: 0, message: 'OK' } });
  });
  api.on('POST', path, (request) => {
    const body = (request.body ?? {}) as Row;
    const refused = failing('create') ?? invalid(body, null);
    if (refused) return refused;
    const keys = rows.map((row) => row[primaryKey]).filter((key): key is number => typeof key === 'number');
    const given = body[primaryKey];
    const key = given !== undefined && given !== null && given !== '' ? given : Math.max(0, ...keys) + 1;
    const row = derive({ ...body, [primaryKey]: key } as R, 'create');
    rows.push(row);
    return reply(201, { data: row, status: { error: 0, message: 'Created' } });
  });
  api.on('PUT', recordPath, (request) => {
    const id = idOf(request);
    const index = indexOf(id);
    const body = (request.body ?? {}) as Row;
    const refused = failing('update') ?? (index < 0 ? notFound() : invalid(body, rows[index]![primaryKey]));
    if (refused) return refused;
    rows[index] = derive({ ...rows[index]!, ...body, [primaryKey]: rows[index]![primaryKey] }, 'update');
    return { data: rows[index], status: { error: 0, message: 'Updated' } };
  });
  api.on('DELETE', recordPath, (request) => {
    const index = indexOf(idOf(request));
    const refused = failing('delete') ?? (index < 0 ? notFound() : null);
    if (refused) return refused;
    rows.splice(index, 1);
    return { status: { error: 0, message: 'Deleted' } };
  });

  const callsOf = (method: string, record: boolean) =>
    api.calls.filter((call) => call.method === method && (record ? recordPath.test(call.path) : call.path === path));

  return {
    path,
    /** The stored rows (live: tests may read and change them). */
    rows,
    /** Makes the next `times` calls of `operation` answer with `failure` (default once). */
    fail(operation: ResourceOperation, failure: ResourceFailure, times = 1) {
      failures.set(operation, { failure, left: times });
    },
    /** The row with this key. */
    find: (id: unknown) => rows.find((row) => String(row[primaryKey]) === String(id)),
    /** List requests, without summary counts (`max=1`) and uniqueness lookups (`finds[x][eq]`). */
    listCalls: () => callsOf('GET', false).filter((call) => call.query.get('max') !== '1' && ![...call.query.keys()].some((name) => name.endsWith('[eq]'))),
    /** Uniqueness lookups of `field` (`finds[field][eq]`), in order. */
    lookups: (field: string) => callsOf('GET', false).filter((call) => call.query.has(`finds[${field}][eq]`)),
    /** Bodies of the creates, in order. */
    created: () => callsOf('POST', false).map((call) => call.body),
    /** Paths and bodies of the updates, in order. */
    updated: () => callsOf('PUT', true).map((call) => ({ id: idOf(call), body: call.body })),
    /** Keys of the deletes, in order. */
    deleted: () => callsOf('DELETE', true).map((call) => idOf(call)),
  };
}

export type MemoryResource<R extends Row = Row> = ReturnType<typeof memoryResource<R>>;
