import useSWR from 'swr';
import { hasPermission } from './permissions';
import { fetchSessionStatus, STATUS_PATH } from './session-api';
import type { SessionStatus } from './session-contract';

/** SWR key of the session status; mutate it after login, company change or logout. */
export const SESSION_KEY = STATUS_PATH;

/**
 * The signed-in user's status, fetched once and shared by every component of every app (SWR
 * deduplicates the calls; `@console/shared` and `swr` are federated singletons).
 */
export function useSession() {
  const { data, error, isLoading, mutate } = useSWR<SessionStatus, Error>(SESSION_KEY, fetchSessionStatus, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  return { session: data ?? null, error: error ?? null, isLoading, refresh: mutate };
}

/** Whether the signed-in user holds a permission such as `master_company.create`; false while loading. */
export function usePermission(permission: string): boolean {
  const { session } = useSession();
  return hasPermission(session?.access, permission);
}
