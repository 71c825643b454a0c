import { createHash, randomBytes } from 'node:crypto';

/** A new session token: 32 random bytes (256 bits), base64url. */
export const newToken = () => randomBytes(32).toString('base64url');

/** Only this SHA-256 hash is stored: a leaked database does not leak usable tokens. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The token of an `Authentication` header: the raw token or `Bearer <token>`. */
export function tokenFromHeader(header: string | string[] | undefined): string | null {
  if (typeof header !== 'string') return null;
  const token = header.trim().replace(/^Bearer\s+/i, '').trim();
  return token === '' || token.length > 200 ? null : token;
}
