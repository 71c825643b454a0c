import { createHash } from 'node:crypto';
import type { Database } from 'better-sqlite3';

/** Tables whose rows change on every authenticated call (last-seen) or failed sign-in. */
const VOLATILE = new Set(['sessions', 'login_failures', 'sqlite_sequence']);

/** A SHA-256 over every row of every data table: equal before and after means nothing changed. */
export function tablesChecksum(db: Database): string {
  const hash = createHash('sha256');
  const tables = db
    .prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
    .all()
    .map((row) => row.name)
    .filter((name) => !VOLATILE.has(name));
  for (const table of tables) {
    hash.update(`#${table}\n`);
    for (const row of db.prepare(`SELECT * FROM ${table} ORDER BY rowid`).all()) hash.update(JSON.stringify(row));
  }
  return hash.digest('hex');
}
