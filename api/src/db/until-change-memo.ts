import type { Database } from 'better-sqlite3';

/**
 * Answers remembered until the database changes. The data version is this connection's own change
 * count (`total_changes()`) with SQLite's `data_version` (which moves when any other connection
 * commits), so a write from anywhere, including a script beside the API, forgets every answer.
 * At most `capacity` answers are kept; the oldest goes first.
 */
export class UntilChangeMemo<Value> {
  private readonly entries = new Map<string, { version: string; value: Value }>();
  private readonly ownChanges;

  constructor(
    private readonly db: Database,
    private readonly capacity = 64,
  ) {
    this.ownChanges = db.prepare('SELECT total_changes()').pluck();
  }

  /** The version of the data now: equal versions mean nothing was written in between. */
  version(): string {
    return `${String(this.db.pragma('data_version', { simple: true }))}:${String(this.ownChanges.get())}`;
  }

  /** The value remembered under `key` at this version, if any. */
  get(key: string, version = this.version()): Value | undefined {
    const entry = this.entries.get(key);
    return entry && entry.version === version ? entry.value : undefined;
  }

  set(key: string, value: Value, version = this.version()): void {
    this.entries.delete(key);
    this.entries.set(key, { version, value });
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as string);
  }
}
