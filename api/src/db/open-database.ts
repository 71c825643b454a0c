import { mkdirSync } from 'node:fs';
import path from 'node:path';
import BetterSqlite3, { type Database } from 'better-sqlite3';
import { migrate } from './migrate';

/** Opens (creating if needed) the database in WAL mode with foreign keys on, and brings its schema up to date. */
export function openDatabase(file: string): Database {
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
  const db = new BetterSqlite3(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db);
  return db;
}

/** True when the database holds no users yet: a new database that wants the demo data. */
export function isEmptyDatabase(db: Database): boolean {
  const row = db.prepare<[], { count: number }>('SELECT COUNT(*) AS count FROM users').get();
  return (row?.count ?? 0) === 0;
}

/**
 * A read-only connection to an existing database (a heavy-read worker's): it sees every commit of
 * the API's own connection (WAL), and cannot write, whatever runs on it.
 */
export function openReadOnlyDatabase(file: string): Database {
  const db = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  return db;
}
