import { createHash } from 'node:crypto';
import type { Database } from 'better-sqlite3';

/** Tables whose rows change on every authenticated call (last-seen) or failed sign-in. */
const VOLATILE = new Set(['sessions', 'login_failures', 'sqlite_sequence']);

/** A SHA-256 over every row of every data table: equal before and after means nothing changed. */
export function tablesChecksum(db: Database): string {
  const hash = createHash('sha256');
  const tables = db
    .prepare<[], { name: string; withoutRowid: number }>(
      "SELECT name, sql LIKE '%WITHOUT ROWID%' AS withoutRowid FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
    )
    .all()
    .filter((row) => !VOLATILE.has(row.name));
  for (const { name, withoutRowid } of tables) {
    hash.update(`#${name}\n`);
    // A table WITHOUT ROWID (the hourly rows of migration 011) is ordered by its primary key.
    const order = withoutRowid ? '' : ' ORDER BY rowid';
    for (const row of db.prepare(`SELECT * FROM ${name}${order}`).all()) hash.update(JSON.stringify(row));
  }
  return hash.digest('hex');
}
