import type { Database } from 'better-sqlite3';

export interface LoginRecord {
  usloUserId: string;
  usloUserName: string;
  usloPassword: string;
  userStatus: number;
}

/** Sign-in credentials and a user's own account changes. */
export class LoginRepository {
  private readonly byUsername;
  private readonly byUserId;
  private readonly takenByOther;
  private readonly updateName;
  private readonly updateNameAndPassword;
  private readonly replaceHashStatement;

  constructor(db: Database) {
    const select = `SELECT l.usloUserId, l.usloUserName, l.usloPassword, u.userStatus
      FROM user_logins l JOIN users u ON u.userId = l.usloUserId`;
    this.byUsername = db.prepare<[string], LoginRecord>(`${select} WHERE l.usloUserName = ?`);
    this.byUserId = db.prepare<[string], LoginRecord>(`${select} WHERE l.usloUserId = ?`);
    this.takenByOther = db.prepare('SELECT 1 FROM user_logins WHERE usloUserName = ? AND usloUserId <> ?');
    this.updateName = db.prepare(
      'UPDATE user_logins SET usloUserName = ?, usloUpdatedTime = ?, usloUpdatedUserId = usloUserId WHERE usloUserId = ?',
    );
    this.updateNameAndPassword = db.prepare(
      'UPDATE user_logins SET usloUserName = ?, usloPassword = ?, usloUpdatedTime = ?, usloUpdatedUserId = usloUserId WHERE usloUserId = ?',
    );
    this.replaceHashStatement = db.prepare('UPDATE user_logins SET usloPassword = ? WHERE usloUserId = ? AND usloPassword = ?');
  }

  /** Usernames are unique ignoring case, and found ignoring case. */
  findByUsername(username: string): LoginRecord | undefined {
    return this.byUsername.get(username);
  }

  findByUserId(userId: string): LoginRecord | undefined {
    return this.byUserId.get(userId);
  }

  isTakenByOther(username: string, userId: string): boolean {
    return this.takenByOther.get(username, userId) !== undefined;
  }

  /** A stronger hash of the same password (after a sign-in); skipped if the password changed meanwhile. */
  replaceHash(userId: string, previousHash: string, newHash: string): void {
    this.replaceHashStatement.run(newHash, userId, previousHash);
  }

  updateOwn(userId: string, username: string, passwordHash: string | null, now: string): void {
    if (passwordHash === null) this.updateName.run(username, now, userId);
    else this.updateNameAndPassword.run(username, passwordHash, now, userId);
  }
}
