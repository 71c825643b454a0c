import type { Database } from 'better-sqlite3';
import type { CheckPriority, Refusal } from './password-slots';

/** Failed sign-ins of one username from one client before that pair is locked. */
export const MAX_FAILURES = 5;
/** Failed sign-ins from one client, whatever the usernames, before the client is locked (password spraying). */
export const MAX_CLIENT_FAILURES = 20;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
/** A client that signed in successfully as a username within this long is a returning user of it. */
export const RETURNING_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;
/** Clients turned away (line full) remembered at most, the oldest forgotten first. */
const MAX_REFUSED_CLIENTS = 10_000;

export type Attempt<Place> =
  | { outcome: 'locked'; retryAfterSeconds: number }
  /** Not checked now: the line for its priority is full. Recorded as no failure. */
  | { outcome: 'busy'; retryAfterSeconds: number }
  | { outcome: 'admitted'; attemptId: number; place: Place };

/**
 * Sign-in throttling. Every attempt is recorded as a failure BEFORE its password is checked, in the
 * same synchronous step as the limit check, so concurrent guesses cannot all slip under the limit;
 * a successful sign-in removes its own record again. Limits within 15 minutes:
 * - 5 failures of one username from one client lock that username for that client only, so an
 *   attacker locking an account out does not lock out its owner signing in from elsewhere;
 * - 20 failures from one client, over any usernames, lock that client (one password tried over
 *   many usernames).
 * In the same step it works out the attempt's priority for the password check (password-slots.ts)
 * and takes its place in line; a full line turns the attempt away before anything is recorded.
 */
export class LoginThrottle {
  private readonly pairStatement;
  private readonly clientStatement;
  private readonly recordStatement;
  private readonly forgetStatement;
  private readonly clearPairStatement;
  private readonly purgeStatement;
  private readonly returningStatement;
  private readonly rememberSuccessStatement;
  private readonly purgeSuccessesStatement;
  /** Clients recently turned away for a full line, by client key, with when they were told to come back (ms). */
  private readonly refused = new Map<string, number>();

  constructor(db: Database) {
    this.pairStatement = db.prepare<[string, string, string, number], { lofaTime: string }>(
      'SELECT lofaTime FROM login_failures WHERE lofaUsername = ? AND lofaClient = ? AND lofaTime > ? ORDER BY lofaTime DESC LIMIT ?',
    );
    this.clientStatement = db.prepare<[string, string, number], { lofaTime: string }>(
      'SELECT lofaTime FROM login_failures WHERE lofaClient = ? AND lofaTime > ? ORDER BY lofaTime DESC LIMIT ?',
    );
    this.recordStatement = db.prepare('INSERT INTO login_failures (lofaUsername, lofaClient, lofaTime) VALUES (?, ?, ?)');
    this.forgetStatement = db.prepare('DELETE FROM login_failures WHERE lofaId = ?');
    this.clearPairStatement = db.prepare('DELETE FROM login_failures WHERE lofaUsername = ? AND lofaClient = ?');
    this.purgeStatement = db.prepare('DELETE FROM login_failures WHERE lofaTime <= ?');
    this.returningStatement = db.prepare<[string, string, string]>(
      'SELECT 1 FROM login_successes WHERE losuUsername = ? AND losuClient = ? AND losuTime > ?',
    );
    this.rememberSuccessStatement = db.prepare(
      `INSERT INTO login_successes (losuUsername, losuClient, losuTime) VALUES (?, ?, ?)
       ON CONFLICT (losuUsername, losuClient) DO UPDATE SET losuTime = excluded.losuTime`,
    );
    this.purgeSuccessesStatement = db.prepare('DELETE FROM login_successes WHERE losuTime <= ?');
  }

  /**
   * Checks the limits, works out the priority, takes a place in line (`admit`) and, when admitted,
   * records the attempt as a failure: one synchronous step that no other request interleaves with
   * (node runs it to the end), so concurrent guesses cannot pass the limits or the line's bound.
   */
  begin<Place>(username: string, client: string, now: Date, admit: (priority: CheckPriority) => Place | Refusal): Attempt<Place> {
    const user = usernameKey(username);
    const from = clientKey(client);
    const since = new Date(now.getTime() - FAILURE_WINDOW_MS).toISOString();
    const clientFailures = this.clientStatement.all(from, since, MAX_CLIENT_FAILURES);
    const retryAfterSeconds = Math.max(
      unlockSeconds(this.pairStatement.all(user, from, since, MAX_FAILURES), MAX_FAILURES, now),
      unlockSeconds(clientFailures, MAX_CLIENT_FAILURES, now),
    );
    if (retryAfterSeconds > 0) return { outcome: 'locked', retryAfterSeconds };
    const place = admit(this.priorityOf(user, from, clientFailures.length > 0, now));
    if (typeof place === 'object' && place !== null && 'refused' in place) {
      this.rememberRefused(from, now.getTime() + place.retryAfterSeconds * 1000);
      return { outcome: 'busy', retryAfterSeconds: place.retryAfterSeconds };
    }
    const attemptId = Number(this.recordStatement.run(user, from, now.toISOString()).lastInsertRowid);
    return { outcome: 'admitted', attemptId, place };
  }

  /**
   * After a successful sign-in: the attempt was no failure, this client's failures for the username
   * are forgotten, and the client is remembered as one the username signs in from.
   */
  succeed(attemptId: number, username: string, client: string, now: Date): void {
    this.forgetStatement.run(attemptId);
    this.clearPairStatement.run(usernameKey(username), clientKey(client));
    this.rememberSuccessStatement.run(usernameKey(username), clientKey(client), now.toISOString());
  }

  /**
   * A sign-in turned away while it waited for its check (to make room for a newer one): its attempt
   * was no failure, and the client is told when to come back, as if turned away on arrival.
   */
  turnedAway(attemptId: number, client: string, retryAt: number): void {
    this.forgetStatement.run(attemptId);
    this.rememberRefused(clientKey(client), retryAt);
  }

  /** Deletes failures that no longer count and successes too old to make a returning user; returns how many. */
  purge(now: Date): number {
    for (const [client, retryAt] of this.refused) if (retryAt < now.getTime()) this.refused.delete(client);
    return (
      this.purgeStatement.run(new Date(now.getTime() - FAILURE_WINDOW_MS).toISOString()).changes +
      this.purgeSuccessesStatement.run(new Date(now.getTime() - RETURNING_WINDOW_MS).toISOString()).changes
    );
  }

  /**
   * Returning: this client signed in as this username within RETURNING_WINDOW_MS. Clean: the client
   * has no failure within the failure window and did not come back sooner than it was told to
   * (Retry-After) when turned away. Suspect: anyone else. Never whether the username exists, which
   * a guesser could then read from the wait.
   */
  private priorityOf(user: string, client: string, clientFailed: boolean, now: Date): CheckPriority {
    if (this.returningStatement.get(user, client, new Date(now.getTime() - RETURNING_WINDOW_MS).toISOString())) return 'returning';
    const retryAt = this.refused.get(client);
    const cameBackEarly = retryAt !== undefined && now.getTime() < retryAt;
    return clientFailed || cameBackEarly ? 'suspect' : 'clean';
  }

  private rememberRefused(client: string, retryAt: number): void {
    this.refused.delete(client);
    this.refused.set(client, retryAt);
    if (this.refused.size > MAX_REFUSED_CLIENTS) this.refused.delete(this.refused.keys().next().value as string);
  }
}

/** Seconds until the oldest of the last `limit` failures leaves the window, or 0 when fewer than `limit`. */
function unlockSeconds(recent: { lofaTime: string }[], limit: number, now: Date): number {
  const oldest = recent[limit - 1];
  if (!oldest) return 0;
  const unlocksAt = Date.parse(oldest.lofaTime) + FAILURE_WINDOW_MS;
  return Math.max(1, Math.ceil((unlocksAt - now.getTime()) / 1000));
}

const usernameKey = (username: string) => username.trim().toLowerCase().slice(0, 100);
const clientKey = (client: string) => client.slice(0, 100);
