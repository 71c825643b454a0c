import { Prng } from '../../api/src/seed/prng';
import { recreateDatabase } from '../../api/src/seed/seed-database';
import { makeTransaction, prepareTransactionInsert } from '../../api/src/seed/transaction-generator';

/**
 * The database an export benchmark reads: the demo data plus `rows` VA transactions of one
 * company over the last 29 days, with ids in creation order as in production (rows are written as
 * payments arrive; random ids would make every export page a random read). Returns the seconds it took.
 */
export async function seedExportDatabase(file: string, { rows, companyId, siteOffsetHours }: { rows: number; companyId: number; siteOffsetHours: number }): Promise<number> {
  const started = Date.now();
  const db = await recreateDatabase(file, { siteUtcOffsetHours: siteOffsetHours });
  const prng = new Prng(424242);
  const nowMs = Date.now();
  const insert = prepareTransactionInsert(db);
  db.pragma('synchronous = OFF');
  const times = Float64Array.from({ length: rows }, () => nowMs - 60_000 - Math.floor(prng.next() * 29 * 24 * 3_600_000)).sort();
  db.transaction(() => {
    for (let i = 0; i < rows; i++) {
      insert.run(...makeTransaction(prng, companyId, 'va', times[i]!, nowMs, `EXP${String(i + 1).padStart(9, '0')}`));
    }
  })();
  db.exec('ANALYZE');
  db.close();
  return (Date.now() - started) / 1000;
}
