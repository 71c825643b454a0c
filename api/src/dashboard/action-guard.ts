import type { Database } from 'better-sqlite3';
import { HttpError } from '../http/http-error';

const MINUTE_MS = 60_000;
/** Old windows and counts are deleted at most this often. */
const PURGE_EVERY_MS = 60_000;

/** An earlier answer to the same action on the same transaction, when it was given and to whom. */
export interface EarlierAnswer<Reply> {
  at: number;
  by: string;
  reply: Reply;
}

/**
 * Makes the operator actions that reach a partner (inquiry to the bank, notification to the
 * merchant) safe to click twice (decisions 106, 123): the same action on the same transaction
 * within the repeat window, whoever asks, gets the first answer back instead of a second call; and
 * one user may ask for at most `perMinute` actions a minute (HTTP 429 beyond). Both live in the
 * database (migration 013), so they hold across a restart and for every process on it; the route
 * checks, calls the partner and remembers in one immediate transaction, so of concurrent requests
 * exactly one is first.
 */
export class ActionGuard<Reply> {
  private readonly findWindow;
  private readonly saveWindow;
  private readonly purgeWindows;
  private readonly countRecent;
  private readonly oldestRecent;
  private readonly countOne;
  private readonly purgeCounts;
  private lastPurge = Number.NEGATIVE_INFINITY;

  constructor(
    db: Database,
    private readonly repeatMs: number,
    readonly perMinute: number,
  ) {
    this.findWindow = db.prepare<[string], { acwiAt: number; acwiBy: string; acwiReply: string }>('SELECT acwiAt, acwiBy, acwiReply FROM action_windows WHERE acwiKey = ?');
    this.saveWindow = db.prepare('INSERT OR REPLACE INTO action_windows (acwiKey, acwiAt, acwiBy, acwiReply) VALUES (?, ?, ?, ?)');
    this.purgeWindows = db.prepare('DELETE FROM action_windows WHERE acwiAt <= ?');
    this.countRecent = db.prepare<[string, number], { n: number | null }>('SELECT SUM(accoCount) AS n FROM action_counts WHERE accoUser = ? AND accoSecond > ?');
    this.oldestRecent = db.prepare<[string, number], { second: number | null }>('SELECT MIN(accoSecond) AS second FROM action_counts WHERE accoUser = ? AND accoSecond > ?');
    this.countOne = db.prepare(
      'INSERT INTO action_counts (accoUser, accoSecond, accoCount) VALUES (?, ?, 1) ON CONFLICT (accoUser, accoSecond) DO UPDATE SET accoCount = accoCount + 1',
    );
    this.purgeCounts = db.prepare('DELETE FROM action_counts WHERE accoSecond <= ?');
  }

  /** Counts one request of `userId` over the last minute (by the second); throws 429 (with Retry-After) beyond the limit. */
  admit(userId: string, now: number): void {
    this.purge(now);
    const user = userId.toLowerCase();
    const second = Math.floor(now / 1000);
    const since = second - 60;
    if ((this.countRecent.get(user, since)?.n ?? 0) >= this.perMinute) {
      const oldest = this.oldestRecent.get(user, since)?.second ?? second;
      const seconds = Math.max(1, Math.ceil(((oldest + 60) * 1000 - now) / 1000));
      throw new HttpError(429, `Too many inquiries and notifications: at most ${this.perMinute} a minute. Try again in ${seconds} seconds.`, {
        headers: { 'Retry-After': String(seconds) },
      });
    }
    this.countOne.run(user, second);
  }

  /** The first answer to this action on this transaction, if it was given within the repeat window. */
  earlier(key: string, now: number): EarlierAnswer<Reply> | undefined {
    const found = this.findWindow.get(key);
    if (!found || now - found.acwiAt >= this.repeatMs) return undefined;
    return { at: found.acwiAt, by: found.acwiBy, reply: JSON.parse(found.acwiReply) as Reply };
  }

  /** Keeps the answer that reached the partner, given to `by`, for the repeat window. */
  remember(key: string, by: string, reply: Reply, now: number): void {
    if (this.repeatMs > 0) this.saveWindow.run(key, now, by, JSON.stringify(reply));
  }

  private purge(now: number): void {
    if (now - this.lastPurge < PURGE_EVERY_MS) return;
    this.lastPurge = now;
    this.purgeWindows.run(now - Math.max(this.repeatMs, 1));
    this.purgeCounts.run(Math.floor((now - MINUTE_MS) / 1000));
  }
}

/** The key of one action on one transaction, whoever asks. */
export const actionKey = (action: string, type: string, trctId: number) => `${action}|${type}|${trctId}`;
