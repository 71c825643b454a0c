import { api } from '../api/http-client';
import type { ListReply } from '../api/contract';
import { createUniqueCheck } from '../validation/unique-check';

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
 * lookups when the dialog closes.
 */
export function uniqueChecks(path: string, primaryKey: string, record: Record<string, unknown> | null) {
  const checks = new Map<string, ReturnType<typeof createUniqueCheck>>();
  const unique = (field: string) => {
    let check = checks.get(field);
    if (!check) {
      const ownValue = record?.[field];
      check = createUniqueCheck({
        lookup: takenLookup(path, field, primaryKey, record?.[primaryKey]),
        ownValue: typeof ownValue === 'string' ? ownValue : undefined,
      });
      checks.set(field, check);
    }
    return check;
  };
  return Object.assign(unique, { cancelAll: () => checks.forEach((check) => check.cancel()) });
}
