import { fetchSessionStatus, SESSION_KEY } from './session-api';
import type { SessionStatus } from './session-contract';
import { clearToken } from './token-storage';

/**
 * SWR's cache functions, fetched when first needed: the login page shows without SWR (decision
 * 160); signing in fetches it beside the status call, and every signed-in page has it already.
 */
const swr = () => import('swr');

/**
 * Asks the server for the session status now (never from cache) and puts the answer in the SWR
 * cache every `useSession()` reads, so components see it without a request of their own.
 * Rejects like `fetchSessionStatus` (ApiError, SessionExpiredError).
 */
export async function refreshSession(): Promise<SessionStatus> {
  const library = swr();
  library.catch(() => undefined);
  const status = await fetchSessionStatus();
  await (await library).mutate(SESSION_KEY, status, { revalidate: false });
  return status;
}

/** Forgets the cached session status (the next `useSession()` asks the server), keeping the token. */
export async function forgetSessionStatus(): Promise<void> {
  await (await swr()).mutate(SESSION_KEY, undefined, { revalidate: false });
}

/**
 * Ends the session in this browser: the token is removed, `isAuthenticated` set to false and the
 * whole SWR cache emptied, so nothing of this user's data is shown to the next one.
 */
export async function clearSession(): Promise<void> {
  clearToken();
  await (await swr()).mutate(() => true, undefined, { revalidate: false });
}

/** Whether a status grants anything at all; an empty access map means "no access" (spec 4). */
export function hasAnyAccess(status: Pick<SessionStatus, 'access'> | null | undefined): boolean {
  const access = status?.access;
  if (!access || typeof access !== 'object') return false;
  return Object.values(access).some((actions) => Array.isArray(actions) && actions.length > 0);
}
