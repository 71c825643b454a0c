import type { AuditEntry, AuditTrail } from './audit-trail';

/** How long repeats of one refusal are counted into one row (decision 120). */
export const REFUSAL_WINDOW_MS = 60_000;
/** Windows open at once at most; beyond it the oldest is closed early (its count written), so memory stays bounded. */
export const MAX_OPEN_WINDOWS = 10_000;
/** Distinct usernames a window of sign-in refusals keeps as typed (each already cut to 100 characters). */
const MAX_USERNAMES = 10;

/** One refusal as a route or the error handler describes it; always recorded with outcome `denied`. */
export interface Refusal extends Omit<AuditEntry, 'outcome' | 'details'> {
  /** Why, in the words the caller was told (e.g. `Permission master_user.create is required.`). */
  reason: string;
  details?: Record<string, unknown>;
  /**
   * Who is refused, for counting repeats: the signed-in user's id, or for a caller not signed in
   * the client's address (`client:<address>`). Defaults to the user id, else the address.
   */
  source?: string;
}

interface Window {
  first: Refusal;
  openedAt: number;
  /** Refusals after the first, not written yet. */
  more: number;
  firstRepeatAt: number;
  lastRepeatAt: number;
  companyId: number | null;
  /** Usernames typed in the repeats (sign-in refusals), at most MAX_USERNAMES. */
  usernames: Set<string>;
}

const sourceOf = (refusal: Refusal) =>
  refusal.source ?? (refusal.userId ? `user:${refusal.userId.toLowerCase()}` : `client:${refusal.clientAddress ?? 'unknown'}`);

/**
 * Every refusal goes into the audit trail, without letting a flood become a flood of rows (issue
 * 33): the first refusal of a kind (source + action + target + reason) is written at once; repeats
 * within REFUSAL_WINDOW_MS of it are only counted, and one row carrying how many more there were is
 * written when the window closes (`sweep`, run every few seconds, or the next refusal of the kind
 * after it), when too many windows are open, or when the API stops (`flush`). Nothing is dropped:
 * every refusal is in a row or in a count.
 */
export class RefusalLog {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly trail: AuditTrail,
    private readonly now: () => Date,
    private readonly windowMs = REFUSAL_WINDOW_MS,
    private readonly maxOpen = MAX_OPEN_WINDOWS,
  ) {}

  /** Records one refusal: its row id when written now, or null when counted into its window. */
  record(refusal: Refusal): number | null {
    const at = this.now();
    const key = JSON.stringify([sourceOf(refusal), refusal.action, refusal.target, refusal.reason]);
    const open = this.windows.get(key);
    if (open && at.getTime() - open.openedAt < this.windowMs) {
      if (open.more === 0) open.firstRepeatAt = at.getTime();
      open.more += 1;
      open.lastRepeatAt = at.getTime();
      open.companyId = refusal.companyId;
      if (refusal.username && open.usernames.size < MAX_USERNAMES && refusal.username !== open.first.username) open.usernames.add(refusal.username);
      return null;
    }
    if (open) this.close(key, open);
    const { reason, details, source: _source, ...entry } = refusal;
    const id = this.trail.append({ ...entry, details: { reason, ...details }, outcome: 'denied' }, at);
    this.windows.set(key, { first: refusal, openedAt: at.getTime(), more: 0, firstRepeatAt: 0, lastRepeatAt: 0, companyId: refusal.companyId, usernames: new Set() });
    while (this.windows.size > this.maxOpen) {
      const [oldestKey, oldest] = this.windows.entries().next().value as [string, Window];
      this.close(oldestKey, oldest);
    }
    return id;
  }

  /** Closes the windows that have ended, writing the count of each that had repeats. */
  sweep(): void {
    const now = this.now().getTime();
    for (const [key, open] of this.windows) if (now - open.openedAt >= this.windowMs) this.close(key, open);
  }

  /** Closes every window now (the API is stopping): no count is lost. */
  flush(): void {
    for (const [key, open] of this.windows) this.close(key, open);
  }

  /** Refusals counted and not written yet (for tests and the stop log). */
  get pending(): number {
    let count = 0;
    for (const open of this.windows.values()) count += open.more;
    return count;
  }

  private close(key: string, open: Window): void {
    this.windows.delete(key);
    if (open.more === 0) return;
    const { first } = open;
    this.trail.append(
      {
        userId: first.userId,
        username: first.username,
        clientAddress: first.clientAddress,
        companyId: open.companyId,
        action: first.action,
        target: first.target,
        details: {
          reason: first.reason,
          repeated: open.more,
          firstRepeatAt: new Date(open.firstRepeatAt).toISOString(),
          lastRepeatAt: new Date(open.lastRepeatAt).toISOString(),
          windowSeconds: Math.round(this.windowMs / 1000),
          ...(open.usernames.size > 0 ? { otherUsernames: [...open.usernames] } : {}),
        },
        outcome: 'denied',
      },
      this.now(),
    );
  }
}
