import { existsSync } from 'node:fs';
import { readConfig } from '../config';
import { openReadOnlyDatabase } from '../db/open-database';
import { verifyChain } from './audit-trail';

const USAGE = 'Usage: npm run audit -w api -- verify   (the database at API_DB)';

/**
 * `verify`: walks the audit trail of the database at API_DB and says whether every row is there,
 * unchanged and in order, or the first row where the chain breaks and why (exit code 1).
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
    const { rows, broken } = verifyChain(db);
    if (broken) {
      console.error(`Audit trail BROKEN at row ${broken.audtId}: ${broken.reason}. ${rows - 1} row(s) before it verified.`);
      return 1;
    }
    console.log(`Audit trail intact: ${rows} row(s), every hash and link verified.`);
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
