import { HttpError } from '../http/http-error';

const MINUTE_MS = 60_000;

/** An earlier answer to the same action, and when it was given. */
export interface EarlierAnswer<Reply> {
  at: number;
  reply: Reply;
}

/**
 * Makes the operator actions that reach a partner (inquiry to the bank, notification to the
 * merchant) safe to click twice (decision 106): the same user's same action on the same
 * transaction within the repeat window gets the first answer back instead of a second call, and
 * one user may ask for at most `perMinute` actions a minute (HTTP 429 beyond). The check and the
 * remembering happen on the request thread with no await between them, so concurrent requests
 * cannot both pass as "first". Kept in memory: one API process (docs/api.md).
 */
export class ActionGuard<Reply> {
  private readonly answers = new Map<string, EarlierAnswer<Reply>>();
  private readonly asked = new Map<string, number[]>();

  constructor(
    private readonly repeatMs: number,
    private readonly perMinute: number,
  ) {}

  /** Counts one request of `userId`; throws 429 (with Retry-After) when over the minute's limit. */
  admit(userId: string, now: number): void {
    const key = userId.toLowerCase();
    const recent = (this.asked.get(key) ?? []).filter((at) => now - at < MINUTE_MS);
    if (recent.length >= this.perMinute) {
      this.asked.set(key, recent);
      const seconds = Math.max(1, Math.ceil((MINUTE_MS - (now - (recent[0] ?? now))) / 1000));
      throw new HttpError(429, `Too many inquiries and notifications: at most ${this.perMinute} a minute. Try again in ${seconds} seconds.`, {
        headers: { 'Retry-After': String(seconds) },
      });
    }
    recent.push(now);
    this.asked.set(key, recent);
  }

  /** The first answer to this action if it was given within the repeat window. */
  earlier(key: string, now: number): EarlierAnswer<Reply> | undefined {
    this.forgetOld(now);
    const found = this.answers.get(key);
    return found && now - found.at < this.repeatMs ? found : undefined;
  }

  remember(key: string, reply: Reply, now: number): void {
    if (this.repeatMs > 0) this.answers.set(key, { at: now, reply });
  }

  private forgetOld(now: number): void {
    for (const [key, answer] of this.answers) {
      if (now - answer.at < this.repeatMs) break;
      this.answers.delete(key);
    }
    for (const [user, times] of this.asked) if (times.every((at) => now - at >= MINUTE_MS)) this.asked.delete(user);
  }
}

/** The key of one user's action on one transaction. */
export const actionKey = (userId: string, action: string, type: string, trctId: number) => `${userId.toLowerCase()}|${action}|${type}|${trctId}`;
