import { createHash, randomBytes } from 'node:crypto';
import { signedTokens } from './signed-tokens';

/** What a report token vouches for: a page of this browser was served this release of this app. */
export interface ReportTokenClaims {
  app: string;
  version: string;
  /** Whose page: a hash of the browser's cohort id (or, without one, of its address). */
  holder: string;
  /** Seconds since the epoch after which the token counts nothing. */
  expires: number;
  /** Unique per token: a token counts each kind of report once. */
  nonce: string;
}

/** How long a page's token counts reports; an open tab gets fresh ones with its registry checks. */
export const REPORT_TOKEN_LIFETIME_SECONDS = 60 * 60;
const PURPOSE = 'r1';

/** The holder a token is bound to: the cohort id when the browser has one, else its address (hashed: tokens name nobody). */
export function tokenHolder(cohortId: string | null, clientAddress: string): string {
  return createHash('sha256')
    .update(cohortId ? `cohort\n${cohortId}` : `address\n${clientAddress}`)
    .digest('base64url')
    .slice(0, 22);
}

/**
 * Signs and checks the report tokens the console server hands out with each browser's registry
 * (`signed-tokens.ts`). A browser's report counts only with a token of the release it reports on,
 * for this browser, unexpired and not used before for that kind (see `failure-reports.ts`).
 */
export function reportTokens(secret: string | Buffer = randomBytes(32)) {
  const tokens = signedTokens<ReportTokenClaims>(PURPOSE, secret);
  return {
    issue(app: string, version: string, holder: string, now = new Date()): string {
      return tokens.sign({ app, version, holder, expires: Math.floor(now.getTime() / 1000) + REPORT_TOKEN_LIFETIME_SECONDS, nonce: randomBytes(12).toString('base64url') });
    },
    verify(token: unknown, now = new Date()): { ok: true; claims: ReportTokenClaims } | { ok: false; reason: string } {
      const checked = tokens.verify(token, now);
      return checked.ok ? checked : { ok: false, reason: checked.reason === 'no token' ? 'no report token' : checked.reason.replace('token', 'report token') };
    },
  };
}

export type ReportTokens = ReturnType<typeof reportTokens>;

/**
 * What each token has counted already (its kinds, whether its page's load and its first failure
 * were counted), forgotten once the token has expired. Bounded: when full, reports are refused
 * rather than counted twice (fail closed).
 */
export function usedReportTokens(limit = 200_000) {
  const used = new Map<string, { kinds: Set<string>; load: boolean; failure: boolean; expires: number }>();
  const sweep = (nowSeconds: number) => {
    for (const [nonce, entry] of used) if (entry.expires < nowSeconds) used.delete(nonce);
  };
  return {
    /**
     * Counts `kind` for the token: null when it counted that kind already (or the book is full),
     * else whether this is the page's first load (`loaded` or a failed load) and its first failure.
     */
    take(claims: ReportTokenClaims, kind: string, now = new Date()): { load: boolean; failingPage: boolean } | null {
      let entry = used.get(claims.nonce);
      if (!entry) {
        if (used.size >= limit) sweep(Math.floor(now.getTime() / 1000));
        if (used.size >= limit) return null;
        entry = { kinds: new Set(), load: false, failure: false, expires: claims.expires };
        used.set(claims.nonce, entry);
      }
      if (entry.kinds.has(kind)) return null;
      entry.kinds.add(kind);
      const load = (kind === 'loaded' || kind === 'load-failed') && !entry.load;
      const failingPage = kind !== 'loaded' && !entry.failure;
      if (load) entry.load = true;
      if (failingPage) entry.failure = true;
      return { load, failingPage };
    },
    get size() {
      return used.size;
    },
  };
}
