import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

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
const VERSION = 'r1';
const MAX_TOKEN_LENGTH = 600;

const encode = (value: string) => Buffer.from(value).toString('base64url');

/** The holder a token is bound to: the cohort id when the browser has one, else its address (hashed: tokens name nobody). */
export function tokenHolder(cohortId: string | null, clientAddress: string): string {
  return createHash('sha256')
    .update(cohortId ? `cohort\n${cohortId}` : `address\n${clientAddress}`)
    .digest('base64url')
    .slice(0, 22);
}

/**
 * Signs and checks the report tokens the console server hands out with each browser's registry
 * (HMAC-SHA256 with the server's secret: `RELEASE_REPORT_SECRET`, else one made at start-up). A
 * browser's report counts only with a token of the release it reports on, for this browser,
 * unexpired and not used before for that kind (see `failure-reports.ts`).
 */
export function reportTokens(secret: string | Buffer = randomBytes(32)) {
  const sign = (payload: string) => createHmac('sha256', secret).update(`${VERSION}.${payload}`).digest();

  return {
    issue(app: string, version: string, holder: string, now = new Date()): string {
      const claims: ReportTokenClaims = { app, version, holder, expires: Math.floor(now.getTime() / 1000) + REPORT_TOKEN_LIFETIME_SECONDS, nonce: randomBytes(12).toString('base64url') };
      const payload = encode(JSON.stringify(claims));
      return `${VERSION}.${payload}.${sign(payload).toString('base64url')}`;
    },

    /** The token's claims when its signature is the server's and it has not expired; otherwise why not. */
    verify(token: unknown, now = new Date()): { ok: true; claims: ReportTokenClaims } | { ok: false; reason: string } {
      if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH) return { ok: false, reason: 'no report token' };
      const [version, payload, signature, ...extra] = token.split('.');
      if (version !== VERSION || !payload || !signature || extra.length > 0) return { ok: false, reason: 'not a report token' };
      const expected = sign(payload);
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'a report token this server did not sign' };
      let claims: ReportTokenClaims;
      try {
        claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as ReportTokenClaims;
      } catch {
        return { ok: false, reason: 'not a report token' };
      }
      if (typeof claims.expires !== 'number' || claims.expires * 1000 < now.getTime()) return { ok: false, reason: 'an expired report token' };
      return { ok: true, claims };
    },
  };
}

export type ReportTokens = ReturnType<typeof reportTokens>;

/**
 * The kinds each token has counted already, forgotten once the token has expired. Bounded: when
 * full, reports are refused rather than counted twice (fail closed).
 */
export function usedReportTokens(limit = 200_000) {
  const used = new Map<string, { kinds: Set<string>; expires: number }>();
  const sweep = (nowSeconds: number) => {
    for (const [nonce, entry] of used) if (entry.expires < nowSeconds) used.delete(nonce);
  };
  return {
    /** Marks `kind` used for the token; false when it was used for that kind already (or the book is full). */
    take(claims: ReportTokenClaims, kind: string, now = new Date()): boolean {
      const entry = used.get(claims.nonce);
      if (entry) {
        if (entry.kinds.has(kind)) return false;
        entry.kinds.add(kind);
        return true;
      }
      if (used.size >= limit) sweep(Math.floor(now.getTime() / 1000));
      if (used.size >= limit) return false;
      used.set(claims.nonce, { kinds: new Set([kind]), expires: claims.expires });
      return true;
    },
    get size() {
      return used.size;
    },
  };
}
