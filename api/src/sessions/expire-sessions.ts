import type { Database } from 'better-sqlite3';
import { LoginRepository } from '../auth/login-repository';
import { SessionRepository } from '../auth/session-repository';

/** Marks the live sessions of the user with this username idle-expired (not revoked); returns how many. */
export function expireSessionsOf(db: Database, username: string): number {
  const login = new LoginRepository(db).findByUsername(username);
  if (!login) throw new Error(`No user has the username "${username}".`);
  return new SessionRepository(db).expireForUser(login.usloUserId);
}
