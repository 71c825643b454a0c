import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { migrate, readMigrations } from './migrate';
import { openDatabase } from './open-database';

describe('migrations', () => {
  test('are numbered SQL files applied once, in order', () => {
    const names = readMigrations().map((migration) => migration.name);
    expect(names).toEqual([...names].sort());
    expect(names[0]).toMatch(/^001-/);
    const db = new BetterSqlite3(':memory:');
    expect(migrate(db)).toEqual(names);
    expect(migrate(db)).toEqual([]);
    db.close();
  });

  test('a new migration file is applied on the next start', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'migrations-'));
    try {
      writeFileSync(path.join(dir, '001-one.sql'), 'CREATE TABLE one (id INTEGER);');
      const db = new BetterSqlite3(':memory:');
      expect(migrate(db, dir)).toEqual(['001-one.sql']);
      writeFileSync(path.join(dir, '002-two.sql'), 'CREATE TABLE two (id INTEGER);');
      writeFileSync(path.join(dir, 'notes.txt'), 'not a migration');
      expect(migrate(db, dir)).toEqual(['002-two.sql']);
      db.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('the database runs in WAL mode with foreign keys enforced', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'open-'));
    try {
      const db = openDatabase(path.join(dir, 'nested', 'x.db'));
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
      expect(() => db.prepare("INSERT INTO user_roles (usroUserId, usroRoleId, usroCreatedTime) VALUES ('ghost', 1, 'x')").run()).toThrow(/FOREIGN KEY/);
      db.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
