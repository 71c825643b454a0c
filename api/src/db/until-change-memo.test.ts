import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { UntilChangeMemo } from './until-change-memo';

describe('UntilChangeMemo', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'memo-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  function open() {
    const db = new Database(path.join(dir, 'memo.db'));
    db.pragma('journal_mode = WAL');
    return db;
  }

  test('keeps an answer until this connection writes', () => {
    const db = open();
    db.exec('CREATE TABLE t (v INTEGER)');
    const memo = new UntilChangeMemo<number>(db);
    memo.set('count', 0);
    expect(memo.get('count')).toBe(0);
    db.prepare('INSERT INTO t VALUES (1)').run();
    expect(memo.get('count')).toBeUndefined();
    db.close();
  });

  test('forgets it when another connection commits', () => {
    const db = open();
    db.exec('CREATE TABLE t (v INTEGER)');
    const memo = new UntilChangeMemo<number>(db);
    memo.set('count', 0);
    const other = open();
    other.prepare('INSERT INTO t VALUES (1)').run();
    other.close();
    expect(memo.get('count')).toBeUndefined();
    db.close();
  });

  test('holds at most its capacity, dropping the oldest', () => {
    const db = open();
    const memo = new UntilChangeMemo<string>(db, 2);
    memo.set('a', 'A');
    memo.set('b', 'B');
    memo.set('c', 'C');
    expect([memo.get('a'), memo.get('b'), memo.get('c')]).toEqual([undefined, 'B', 'C']);
    db.close();
  });
});
