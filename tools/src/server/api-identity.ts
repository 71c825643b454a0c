/** Who the API says holds a token, as far as the console server needs to know. */
export interface ConsoleUser {
  username: string;
  /** Permission group -> operations (the status reply's `access`). */
  access: Record<string, readonly string[]>;
  /** Whether the session has an active company. */
  hasCompany: boolean;
}

export type Identity =
  | { kind: 'user'; user: ConsoleUser }
  /** No token, or one the API does not take (unknown, revoked, expired). */
  | { kind: 'signed-out'; message: string }
  /** The API could not be asked (down, slow, an answer that makes no sense). */
  | { kind: 'unavailable'; message: string };

const NO_TOKEN = 'Token tidak tersedia. Silahkan login kembali.';
const EXPIRED = 'Sesi login telah habis.';
const UNAVAILABLE = 'The API could not be reached to check who you are. Try again in a moment.';
const MAX_TOKEN_LENGTH = 512;

interface StatusReply {
  access?: unknown;
  username?: unknown;
  company?: { active?: unknown };
  status?: { error?: unknown; errorCode?: unknown; message?: unknown };
}

const messageOf = (reply: StatusReply | null, fallback: string) => (typeof reply?.status?.message === 'string' && reply.status.message) || fallback;

/**
 * Asks the API who holds `token` (`GET /security/authentication/status`, server to server): the
 * same answer the console itself gets, read afresh on every call, so a permission taken away or a
 * session ended applies at once. An idle-expired session (HTTP 200 with `errorCode 411`) is signed out.
 */
export async function identify(apiUrl: string, token: string | undefined, fetchImpl: typeof fetch = fetch, timeoutMs = 5000): Promise<Identity> {
  if (!token || token.length > MAX_TOKEN_LENGTH) return { kind: 'signed-out', message: NO_TOKEN };
  let response: Response;
  let reply: StatusReply | null;
  try {
    response = await fetchImpl(`${apiUrl}/security/authentication/status`, {
      headers: { Authentication: token, Accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    reply = (await response.json().catch(() => null)) as StatusReply | null;
  } catch {
    return { kind: 'unavailable', message: UNAVAILABLE };
  }
  if (response.status === 401 || response.status === 403) return { kind: 'signed-out', message: messageOf(reply, NO_TOKEN) };
  if (!response.ok || !reply) return { kind: 'unavailable', message: UNAVAILABLE };
  if (reply.status?.errorCode === 411) return { kind: 'signed-out', message: messageOf(reply, EXPIRED) };
  if (reply.status?.error || typeof reply.username !== 'string' || typeof reply.access !== 'object' || reply.access === null) {
    return { kind: 'unavailable', message: UNAVAILABLE };
  }
  const access = Object.fromEntries(
    Object.entries(reply.access as Record<string, unknown>).map(([group, operations]) => [group, Array.isArray(operations) ? operations.filter((op) => typeof op === 'string') : []]),
  );
  return { kind: 'user', user: { username: reply.username, access, hasCompany: !!reply.company?.active } };
}
