import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Database } from 'better-sqlite3';

export const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');

interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** The numbered `NNN-name.sql` files, in order. */
export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((file) => /^\d{3}-[a-z0-9-]+\.sql$/.test(file))
    .sort()
    .map((file) => ({ version: Number(file.slice(0, 3)), name: file, sql: readFileSync(path.join(dir, file), 'utf8') }));
}

/** Applies the migrations the database has not seen yet, each in its own transaction. Returns their names. */
export function migrate(db: Database, dir = MIGRATIONS_DIR): string[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY, name TEXT NOT NULL, appliedTime TEXT NOT NULL)`);
  const applied = new Set(
    db.prepare<[], { version: number }>('SELECT version FROM schema_migrations').all().map((row) => row.version),
  );
  const record = db.prepare('INSERT INTO schema_migrations (version, name, appliedTime) VALUES (?, ?, ?)');
  const done: string[] = [];
  for (const migration of readMigrations(dir)) {
    if (applied.has(migration.version)) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      record.run(migration.version, migration.name, new Date().toISOString());
    })();
    done.push(migration.name);
  }
  return done;
}
