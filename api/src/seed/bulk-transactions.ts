import type { Database } from 'better-sqlite3';
import { Prng } from './prng';
import { makeTransaction, prepareTransactionInsert } from './transaction-generator';

const WINDOW_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Adds `count` transactions spread over the companies, both types and the last 30 days, in one
 * transaction with one prepared statement and bulk-load pragmas (a million in well under a minute).
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
      for (let i = 0; i < count; i++) {
        const companyId = companyIds[i % companyIds.length] ?? 1;
        const type = Math.floor(i / companyIds.length) % 2 === 0 ? 'va' : 'qris';
        const createdMs = nowMs - Math.floor(prng.next() * WINDOW_MS);
        insert.run(...makeTransaction(prng, companyId, type, createdMs, nowMs, `BLK${String(i + 1).padStart(9, '0')}`));
      }
    })();
  } finally {
    db.pragma(`synchronous = ${Number(synchronous)}`);
  }
  db.pragma('analysis_limit = 1000');
  db.exec('ANALYZE');
}
