import type { Database } from 'better-sqlite3';

export const MAX_FAILURES = 5;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;

/**
 * Failed sign-ins per username: after 5 within 15 minutes the username is locked until the
 * oldest of them leaves the window, whatever password is tried.
 */
export class LoginThrottle {
  private readonly recentStatement;
  private readonly recordStatement;
  private readonly clearStatement;

  constructor(db: Database) {
    this.recentStatement = db.prepare<[string, string, number], { lofaTime: string }>(
      'SELECT lofaTime FROM login_failures WHERE lofaUsername = ? AND lofaTime > ? ORDER BY lofaTime DESC LIMIT ?',
    );
    this.recordStatement = db.prepare('INSERT INTO login_failures (lofaUsername, lofaTime) VALUES (?, ?)');
    this.clearStatement = db.prepare('DELETE FROM login_failures WHERE lofaUsername = ? OR lofaTime <= ?');
  }

  /** Seconds until the username may try again, or 0 when it may now. */
  retryAfterSeconds(username: string, now: Date): number {
    const since = new Date(now.getTime() - FAILURE_WINDOW_MS).toISOString();
    const recent = this.recentStatement.all(key(username), since, MAX_FAILURES);
    const oldest = recent[MAX_FAILURES - 1];
    if (!oldest) return 0;
    const unlocksAt = Date.parse(oldest.lofaTime) + FAILURE_WINDOW_MS;
    return Math.max(1, Math.ceil((unlocksAt - now.getTime()) / 1000));
  }

  recordFailure(username: string, now: Date): void {
    this.recordStatement.run(key(username), now.toISOString());
  }

  /** After a successful sign-in: forget this username's failures (and everyone's expired ones). */
  clear(username: string, now: Date): void {
    this.clearStatement.run(key(username), new Date(now.getTime() - FAILURE_WINDOW_MS).toISOString());
  }
}

const key = (username: string) => username.trim().toLowerCase().slice(0, 100);
