import { fetchSessionStatus, SessionExpiredError, type SessionStatus } from '@console/shared';

/** Spec 8 and 9: the allowed-company list is asked for up to 3 times, 300 ms apart. */
export const COMPANY_LIST_ATTEMPTS = 3;
export const COMPANY_LIST_RETRY_MS = 300;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The session status with its allowed companies, retried on failure. An ended session is not
 * retried: the API client has already reported it and the user is on the way to /login.
 */
export async function loadStatusWithRetry(): Promise<SessionStatus> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await fetchSessionStatus();
    } catch (error) {
      if (error instanceof SessionExpiredError || attempt >= COMPANY_LIST_ATTEMPTS) throw error;
      await pause(COMPANY_LIST_RETRY_MS);
    }
  }
}
