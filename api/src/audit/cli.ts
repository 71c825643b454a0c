import { existsSync } from 'node:fs';
import { readConfig } from '../config';
import { openReadOnlyDatabase } from '../db/open-database';
import { verifyTrail } from './verify-trail';

const USAGE = 'Usage: npm run audit -w api -- verify   (the database at API_DB, its checkpoint at API_AUDIT_CHECKPOINT or beside it)';

/**
 * `verify`: walks the audit trail of the database at API_DB and says whether every row is there,
 * unchanged and in order, and its end is the one its checkpoint records (no row removed from the
 * end, nor all of them); or the first row where it breaks and why (exit code 1).
 */
function main(): number {
  const [command] = process.argv.slice(2);
  if (command !== 'verify') throw new Error(USAGE);
  const config = readConfig();
  if (!config.ok) throw new Error(`Configuration problems:\n- ${config.problems.join('\n- ')}`);
  const file = config.config.databaseFile;
  if (!existsSync(file)) throw new Error(`No database at ${file} (set API_DB).`);
  const db = openReadOnlyDatabase(file);
  try {
    const { rows, broken, checkpoint } = verifyTrail(db, config.config.auditCheckpointFile);
    if (broken) {
      console.error(`Audit trail BROKEN at row ${broken.audtId}: ${broken.reason}. ${rows} row(s) before it verified.`);
      return 1;
    }
    const end = checkpoint ? `; its end matches the checkpoint of ${checkpoint.writtenAt} (row ${checkpoint.lastId})` : '';
    console.log(`Audit trail intact: ${rows} row(s), every hash and link verified${end}.`);
    return 0;
  } finally {
    db.close();
  }
}

try {
  process.exitCode = main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 2;
}
