import type { Database } from 'better-sqlite3';

/** Failed sign-ins of one username from one client before that pair is locked. */
export const MAX_FAILURES = 5;
/** Failed sign-ins from one client, whatever the usernames, before the client is locked (password spraying). */
export const MAX_CLIENT_FAILURES = 20;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;

export type Attempt = { locked: true; retryAfterSeconds: number } | { locked: false; attemptId: number };

/**
 * Sign-in throttling. Every attempt is recorded as a failure BEFORE its password is checked, in the
 * same synchronous step as the limit check, so concurrent guesses cannot all slip under the limit;
 * a successful sign-in removes its own record again. Limits within 15 minutes:
 * - 5 failures of one username from one client lock that username for that client only, so an
 *   attacker locking an account out does not lock out its owner signing in from elsewhere;
 * - 20 failures from one client, over any usernames, lock that client (one password tried over
 *   many usernames).
 */
export class LoginThrottle {
  private readonly pairStatement;
  private readonly clientStatement;
  private readonly recordStatement;
  private readonly forgetStatement;
  private readonly clearPairStatement;
  private readonly purgeStatement;
  private readonly attempt;

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
    this.attempt = db.transaction((username: string, client: string, now: Date): Attempt => {
      const since = new Date(now.getTime() - FAILURE_WINDOW_MS).toISOString();
      const retryAfterSeconds = Math.max(
        unlockSeconds(this.pairStatement.all(username, client, since, MAX_FAILURES), MAX_FAILURES, now),
        unlockSeconds(this.clientStatement.all(client, since, MAX_CLIENT_FAILURES), MAX_CLIENT_FAILURES, now),
      );
      if (retryAfterSeconds > 0) return { locked: true, retryAfterSeconds };
      const attemptId = Number(this.recordStatement.run(username, client, now.toISOString()).lastInsertRowid);
      return { locked: false, attemptId };
    });
  }

  /** Checks the limits and, when the attempt may go ahead, records it as a failure: one atomic step. */
  begin(username: string, client: string, now: Date): Attempt {
    return this.attempt(usernameKey(username), clientKey(client), now);
  }

  /** After a successful sign-in: the attempt was no failure, and this client's failures for the username are forgotten. */
  succeed(attemptId: number, username: string, client: string): void {
    this.forgetStatement.run(attemptId);
    this.clearPairStatement.run(usernameKey(username), clientKey(client));
  }

  /** Deletes failures that no longer count (older than the window); returns how many. */
  purge(now: Date): number {
    return this.purgeStatement.run(new Date(now.getTime() - FAILURE_WINDOW_MS).toISOString()).changes;
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
