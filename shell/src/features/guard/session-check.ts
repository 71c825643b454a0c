import { hasAnyAccess, prefetchConsoleTheme, readToken, refreshSession, SessionExpiredError, type SessionStatus } from '@console/shared';
import { createContext, type MiddlewareFunction } from 'react-router';
import { sessionEnded } from '../session/session-ended';

/** What the guard learned about the session for the navigation under way. */
export type SessionCheck =
  | { state: 'signed-in'; status: SessionStatus }
  | { state: 'no-token' }
  /** The server says the session is over (401, errorCode 411, or no access at all). */
  | { state: 'ended' }
  /** The status call failed for another reason (network, server error). */
  | { state: 'failed'; error: unknown };

/**
 * Asks the server for the session status, fresh (never from cache), and classifies the answer.
 * A status with an empty access map counts as an ended session (spec 4: the token is erased and
 * the user told to sign in again).
 */
export async function checkSession(): Promise<SessionCheck> {
  if (!readToken()) {
    lastSignedIn = null;
    return { state: 'no-token' };
  }
  // A signed-in page is on its way: the theme's recipes beyond the login page's load beside the
  // status call, and a signed-in page waits for them (never rejects), so it never shows unstyled.
  const theme = prefetchConsoleTheme();
  if (reuseNextCheck && lastSignedIn) {
    reuseNextCheck = false;
    await theme;
    return { state: 'signed-in', status: lastSignedIn };
  }
  reuseNextCheck = false;
  try {
    const [status] = await Promise.all([refreshSession(), theme]);
    if (!hasAnyAccess(status)) {
      lastSignedIn = null;
      sessionEnded.handle('expired');
      return { state: 'ended' };
    }
    sessionEnded.arm();
    lastSignedIn = status;
    return { state: 'signed-in', status };
  } catch (error) {
    lastSignedIn = null;
    // The API client has already reported a 401 / 411 to the session-ended handler.
    if (error instanceof SessionExpiredError) return { state: 'ended' };
    return { state: 'failed', error };
  }
}

/** The status of the last check that found a live session (null after any other answer). */
let lastSignedIn: SessionStatus | null = null;
let reuseNextCheck = false;

/**
 * The next navigation reuses the last live check instead of asking the server: how a user stays on
 * the page they are on when a status call hangs (that page was checked when they opened it).
 * Without a last live check, the next navigation asks the server as usual.
 */
export function reuseLastCheckOnce(): void {
  reuseNextCheck = true;
}

/**
 * Sign-in has just fetched this status (with access): the next navigation's check uses it instead
 * of asking the server again a moment later (the company selection right after sign-in).
 */
export function rememberSignedIn(status: SessionStatus): void {
  sessionEnded.arm();
  lastSignedIn = status;
  reuseNextCheck = true;
}

/** The session check of the current navigation, read by the per-route guards. */
export const sessionCheckContext = createContext<SessionCheck>({ state: 'no-token' });

/** Root middleware: one fresh status call per navigation, shared by every guard below it. */
export const sessionMiddleware: MiddlewareFunction = async ({ context }) => {
  context.set(sessionCheckContext, await checkSession());
};
