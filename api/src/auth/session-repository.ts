import type { Database } from 'better-sqlite3';
import { hashToken, newToken } from './tokens';

/** A session found by its token, with what every call needs to know about its user. */
export interface SessionRecord {
  sessId: number;
  sessUserId: string;
  sessCompId: number | null;
  sessCreatedTime: string;
  sessLastSeenTime: string;
  sessRevokedTime: string | null;
  userStatus: number;
  usloUserName: string | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Sessions are rows keyed by the token's SHA-256; the token itself is only ever in the client's hands. */
export class SessionRepository {
  private readonly insertStatement;
  private readonly findStatement;
  private readonly touchStatement;
  private readonly revokeStatement;
  private readonly setCompanyStatement;
  private readonly expireStatement;
  private readonly revokeUserStatement;
  private readonly purgeStatement;

  constructor(db: Database) {
    this.insertStatement = db.prepare(
      'INSERT INTO sessions (sessTokenHash, sessUserId, sessCreatedTime, sessLastSeenTime) VALUES (?, ?, ?, ?)',
    );
    this.findStatement = db.prepare<[string], SessionRecord>(`
      SELECT s.sessId, s.sessUserId, s.sessCompId, s.sessCreatedTime, s.sessLastSeenTime, s.sessRevokedTime, u.userStatus, l.usloUserName
      FROM sessions s
      JOIN users u ON u.userId = s.sessUserId
      LEFT JOIN user_logins l ON l.usloUserId = s.sessUserId
      WHERE s.sessTokenHash = ?`);
    this.touchStatement = db.prepare('UPDATE sessions SET sessLastSeenTime = ? WHERE sessId = ?');
    this.revokeStatement = db.prepare('UPDATE sessions SET sessRevokedTime = ? WHERE sessId = ? AND sessRevokedTime IS NULL');
    this.setCompanyStatement = db.prepare('UPDATE sessions SET sessCompId = ? WHERE sessId = ?');
    // The epoch is idle-expired under any idle limit, and the session is not revoked.
    this.expireStatement = db.prepare(
      "UPDATE sessions SET sessLastSeenTime = '1970-01-01T00:00:00.000Z' WHERE sessUserId = ? AND sessRevokedTime IS NULL",
    );
    this.revokeUserStatement = db.prepare(
      'UPDATE sessions SET sessRevokedTime = ? WHERE sessUserId = ? AND sessRevokedTime IS NULL AND sessId <> ?',
    );
    this.purgeStatement = db.prepare('DELETE FROM sessions WHERE sessRevokedTime IS NOT NULL OR sessCreatedTime < ?');
  }

  /** Opens a session and returns its token. */
  create(userId: string, now: string): string {
    const token = newToken();
    this.insertStatement.run(hashToken(token), userId, now, now);
    return token;
  }

  findByToken(token: string): SessionRecord | undefined {
    return this.findStatement.get(hashToken(token));
  }

  touch(sessionId: number, now: string): void {
    this.touchStatement.run(now, sessionId);
  }

  revoke(sessionId: number, now: string): void {
    this.revokeStatement.run(now, sessionId);
  }

  /**
   * Ends every live session of a user (password changed, user deactivated), except `keepSessionId`
   * (the caller's own, when users change their own password). Returns how many ended.
   */
  revokeAllOf(userId: string, now: string, keepSessionId: number | null = null): number {
    return this.revokeUserStatement.run(now, userId, keepSessionId ?? 0).changes;
  }

  /**
   * Deletes sessions that can never be used again: revoked ones, and those older than the absolute
   * lifetime plus a day (an idle-expired session stays that long, so its logout still succeeds).
   */
  purge(now: Date, maxLifetimeMs: number): number {
    return this.purgeStatement.run(new Date(now.getTime() - maxLifetimeMs - DAY_MS).toISOString()).changes;
  }

  setCompany(sessionId: number, companyId: number): void {
    this.setCompanyStatement.run(companyId, sessionId);
  }

  /** Marks a user's live sessions idle-expired (for tests of the expiry path); returns how many. */
  expireForUser(userId: string): number {
    return this.expireStatement.run(userId).changes;
  }
}
