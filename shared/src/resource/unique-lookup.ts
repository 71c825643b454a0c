import { api } from '../api/http-client';
import type { ListReply } from '../api/contract';
import { createUniqueCheck } from '../validation/unique-check';
import type { UniqueOptions } from './resource-config';

/**
 * Whether `value` is taken in `field` of the list at `path` by a record other than `ownId`:
 * `GET <path>?finds[<field>][eq]=<value>` (exact, case-insensitive on the server).
 */
export function takenLookup(path: string, field: string, primaryKey: string, ownId: unknown) {
  return async (value: string): Promise<boolean> => {
    const reply = await api.get<ListReply<Record<string, unknown>>>(path, { [`finds[${field}][eq]`]: value, max: 10 });
    return (reply.data ?? []).some((row) => ownId === undefined || ownId === null || String(row[primaryKey]) !== String(ownId));
  };
}

/**
 * One debounced, cached uniqueness check per field, for one open dialog; `cancelAll()` drops pending
 * lookups when the dialog closes. `unique(field, { path, primaryKey })` looks in another list (User's
 * username in `/master/User_Login/`, whose rows are keyed by the same user id).
 */
export function uniqueChecks(path: string, primaryKey: string, record: Record<string, unknown> | null) {
  const checks = new Map<string, ReturnType<typeof createUniqueCheck>>();
  const unique = (field: string, options: UniqueOptions = {}) => {
    const lookupPath = options.path ?? path;
    const id = `${lookupPath} ${field}`;
    let check = checks.get(id);
    if (!check) {
      const ownValue = record?.[field];
      check = createUniqueCheck({
        lookup: takenLookup(lookupPath, field, options.primaryKey ?? primaryKey, record?.[primaryKey]),
        ownValue: typeof ownValue === 'string' ? ownValue : undefined,
      });
      checks.set(id, check);
    }
    return check;
  };
  return Object.assign(unique, { cancelAll: () => checks.forEach((check) => check.cancel()) });
}
