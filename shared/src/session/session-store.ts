import { mutate } from 'swr';
import { fetchSessionStatus } from './session-api';
import type { SessionStatus } from './session-contract';
import { clearToken } from './token-storage';
import { SESSION_KEY } from './use-session';

/**
 * Asks the server for the session status now (never from cache) and puts the answer in the SWR
 * cache every `useSession()` reads, so components see it without a request of their own.
 * Rejects like `fetchSessionStatus` (ApiError, SessionExpiredError).
 */
export async function refreshSession(): Promise<SessionStatus> {
  const status = await fetchSessionStatus();
  await mutate(SESSION_KEY, status, { revalidate: false });
  return status;
}

/**
 * Ends the session in this browser: the token is removed, `isAuthenticated` set to false and the
 * whole SWR cache emptied, so nothing of this user's data is shown to the next one.
 */
export async function clearSession(): Promise<void> {
  clearToken();
  await mutate(() => true, undefined, { revalidate: false });
}

/** Whether a status grants anything at all; an empty access map means "no access" (spec 4). */
export function hasAnyAccess(status: Pick<SessionStatus, 'access'> | null | undefined): boolean {
  const access = status?.access;
  if (!access || typeof access !== 'object') return false;
  return Object.values(access).some((actions) => Array.isArray(actions) && actions.length > 0);
}
