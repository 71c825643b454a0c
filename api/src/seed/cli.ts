import { readConfig } from '../config';
import { recreateDatabase } from './seed-database';

/**
 * `npm run seed -w api [-- --transactions 1000000]`: recreates the database at API_DB with the
 * demo data, plus that many generated transactions.
 */
function parseArguments(args: string[]): { transactions: number } {
  let transactions = 0;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '--transactions') {
      const value = Number(args[++i]);
      if (!Number.isInteger(value) || value < 0 || value > 50_000_000) throw new Error('--transactions needs a whole number from 0 to 50000000.');
      transactions = value;
    } else {
      throw new Error(`Unknown argument: ${arg}. Usage: seed [--transactions N]`);
    }
  }
  return { transactions };
}

async function main(): Promise<void> {
  const config = readConfig();
  if (!config.ok) throw new Error(`Configuration problems:\n- ${config.problems.join('\n- ')}`);
  const { transactions } = parseArguments(process.argv.slice(2));
  const started = Date.now();
  const db = await recreateDatabase(config.config.databaseFile, {
    transactions,
    siteUtcOffsetHours: config.config.siteUtcOffsetHours,
    checkpointFile: config.config.auditCheckpointFile,
  });
  const count = db.prepare<[], { count: number }>('SELECT COUNT(*) AS count FROM transactions').get()?.count ?? 0;
  db.close();
  console.log(`Seeded ${config.config.databaseFile}: demo data and ${count} transactions in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  console.log('Logins: superadmin / superadmin123, admin / admin123, staff / staff123');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
