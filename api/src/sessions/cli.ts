import BetterSqlite3 from 'better-sqlite3';
import { existsSync } from 'node:fs';
import { readConfig } from '../config';
import { expireSessionsOf } from './expire-sessions';

const USAGE = 'Usage: npm run sessions -w api -- expire --username <username>';

/**
 * For tests of the expiry path: `expire --username staff` makes that user's live tokens
 * idle-expired in the database at API_DB, so their next call answers errorCode 411.
 */
function main(): void {
  const [command, flag, username] = process.argv.slice(2);
  if (command !== 'expire' || flag !== '--username' || !username) throw new Error(USAGE);
  const config = readConfig();
  if (!config.ok) throw new Error(`Configuration problems:\n- ${config.problems.join('\n- ')}`);
  const file = config.config.databaseFile;
  if (!existsSync(file)) throw new Error(`No database at ${file} (set API_DB).`);
  const db = new BetterSqlite3(file);
  try {
    db.pragma('busy_timeout = 5000');
    const count = expireSessionsOf(db, username);
    console.log(`Expired ${count} session(s) of ${username} in ${file}.`);
  } finally {
    db.close();
  }
}

try {
  main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
