import type { Database } from 'better-sqlite3';
import { Prng } from './prng';
import { makeTransaction, prepareTransactionInsert } from './transaction-generator';

const WINDOW_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Adds `count` transactions spread over the companies, both types and the last 30 days, in one
 * transaction with one prepared statement and bulk-load pragmas (a million in well under a minute).
 * The rows come in random time order, so the table's indexes are dropped first and built again
 * from their own definitions after (one sort each instead of a million random b-tree inserts);
 * the triggers keep the hourly rows as for any write.
 */
export function seedBulkTransactions(db: Database, count: number, companyIds: number[], now: Date): void {
  const prng = new Prng(1_000_003);
  const nowMs = now.getTime();
  const insert = prepareTransactionInsert(db);
  const synchronous = db.pragma('synchronous', { simple: true });
  db.pragma('synchronous = OFF');
  db.pragma('cache_size = -262144');
  db.pragma('temp_store = MEMORY');
  try {
    db.transaction(() => {
      const indexes = db
        .prepare<[], { name: string; sql: string }>("SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = 'transactions' AND sql IS NOT NULL ORDER BY name")
        .all();
      for (const { name } of indexes) db.exec(`DROP INDEX ${name}`);
      for (let i = 0; i < count; i++) {
        const companyId = companyIds[i % companyIds.length] ?? 1;
        const type = Math.floor(i / companyIds.length) % 2 === 0 ? 'va' : 'qris';
        const createdMs = nowMs - Math.floor(prng.next() * WINDOW_MS);
        insert.run(...makeTransaction(prng, companyId, type, createdMs, nowMs, `BLK${String(i + 1).padStart(9, '0')}`));
      }
      for (const { sql } of indexes) db.exec(sql);
    })();
  } finally {
    db.pragma(`synchronous = ${Number(synchronous)}`);
  }
  db.pragma('analysis_limit = 1000');
  db.exec('ANALYZE');
}
