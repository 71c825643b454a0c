import { createHash, randomBytes } from 'node:crypto';

/** The cookie that keeps a browser in its cohort across reloads (decision 085). */
export const COHORT_COOKIE = 'console_cohort';
/** 400 days: the longest a browser keeps a cookie (Chrome caps Max-Age there). */
const COHORT_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;
const COHORT_ID = /^[A-Za-z0-9_-]{22}$/;

/** A new random cohort id: 16 bytes, base64url (22 characters). It names no one. */
export const newCohortId = (): string => randomBytes(16).toString('base64url');

/** The browser's cohort id from a `Cookie` header, or null when it has none (or a malformed one). */
export function readCohortId(cookieHeader: string | undefined): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === COHORT_COOKIE) {
      const id = value.join('=');
      return COHORT_ID.test(id) ? id : null;
    }
  }
  return null;
}

/**
 * The browser's bucket, 0-99, for one app: a hash of the app and the cohort id, so the same
 * browser always lands in the same bucket of an app (sticky across reloads) and the buckets of
 * different apps are independent (the same tenth of the staff does not get every canary). A
 * canary of `percent` % runs in the buckets below `percent`.
 */
export function cohortBucket(cohortId: string, app: string): number {
  return createHash('sha256').update(`${app}\n${cohortId}`).digest().readUInt32BE(0) % 100;
}

/** `Set-Cookie` value keeping `id`: HttpOnly (no script reads it), SameSite=Lax, long-lived, Secure over HTTPS. */
export function cohortCookie(id: string, secure: boolean): string {
  return [`${COHORT_COOKIE}=${id}`, 'Path=/', `Max-Age=${COHORT_MAX_AGE_SECONDS}`, 'HttpOnly', 'SameSite=Lax', ...(secure ? ['Secure'] : [])].join('; ');
}
