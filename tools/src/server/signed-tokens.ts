import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const MAX_TOKEN_LENGTH = 1000;

/**
 * Tokens the console server signs and later trusts (decision 140): `<purpose>.<claims>.<mac>`, the
 * claims base64url JSON with an expiry, the MAC HMAC-SHA256 over purpose and claims with the
 * server's secret. The purpose is signed too, so a token of one kind (a report token) is never
 * taken as another (a preview link).
 */
export function signedTokens<Claims extends { expires: number }>(purpose: string, secret: string | Buffer) {
  const mac = (payload: string) => createHmac('sha256', secret).update(`${purpose}.${payload}`).digest();
  return {
    sign(claims: Claims): string {
      const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
      return `${purpose}.${payload}.${mac(payload).toString('base64url')}`;
    },
    /** The claims when the token is this server's, of this purpose and unexpired; otherwise why not. */
    verify(token: unknown, now = new Date()): { ok: true; claims: Claims } | { ok: false; reason: string } {
      if (typeof token !== 'string' || token === '' || token.length > MAX_TOKEN_LENGTH) return { ok: false, reason: 'no token' };
      const [kind, payload, signature, ...extra] = token.split('.');
      if (kind !== purpose || !payload || !signature || extra.length > 0) return { ok: false, reason: 'not a token of this kind' };
      const expected = mac(payload);
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'a token this server did not sign' };
      let claims: Claims;
      try {
        claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Claims;
      } catch {
        return { ok: false, reason: 'not a token of this kind' };
      }
      if (typeof claims.expires !== 'number' || claims.expires * 1000 < now.getTime()) return { ok: false, reason: 'an expired token' };
      return { ok: true, claims };
    },
  };
}

/** The server's secret: the configured one, else a random one for this start. */
export const serverSecret = (configured: string | undefined): string | Buffer => configured ?? randomBytes(32);
