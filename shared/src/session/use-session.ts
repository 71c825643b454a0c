import useSWR from 'swr';
import { hasPermission } from './permissions';
import { fetchSessionStatus, SESSION_KEY } from './session-api';
import type { SessionStatus } from './session-contract';

/**
 * The signed-in user's status, shared by every component of every app: one SWR key, so
 * components mounting together make one request (`@console/shared` and `swr` are federated
 * singletons). The shell's route guard refreshes it before every navigation, so a component that
 * mounts finds it fresh and does not ask again; it fetches only when nothing is cached yet.
 */
export function useSession() {
  const { data, error, isLoading, mutate } = useSWR<SessionStatus, Error>(SESSION_KEY, fetchSessionStatus, {
    revalidateOnFocus: false,
    revalidateIfStale: false,
    shouldRetryOnError: false,
  });
  return { session: data ?? null, error: error ?? null, isLoading, refresh: mutate };
}

/** Whether the signed-in user holds a permission such as `master_company.create`; false while loading. */
export function usePermission(permission: string): boolean {
  const { session } = useSession();
  return hasPermission(session?.access, permission);
}
