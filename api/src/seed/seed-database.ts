import { existsSync, rmSync } from 'node:fs';
import type { Database } from 'better-sqlite3';
import { checkpointBeside } from '../config';
import { openDatabase } from '../db/open-database';
import { seedBulkTransactions } from './bulk-transactions';
import { seedMasterData } from './demo-master-data';
import { seedDemoTransactions } from './demo-transactions';

export interface SeedOptions {
  now?: Date;
  siteUtcOffsetHours?: number;
  /** scrypt cost of the demo passwords (the test suite uses a cheap one). */
  scryptCost?: number;
  /** Extra generated transactions on top of the demo data. */
  transactions?: number;
}

/** The demo data (spec's roles, users, companies, transactions, notifications) into an empty database. */
export async function seedDemo(db: Database, options: SeedOptions = {}): Promise<void> {
  const now = options.now ?? new Date();
  await seedMasterData(db, now, options.scryptCost);
  const companyIds = db.prepare<[], { compId: number }>('SELECT compId FROM companies ORDER BY compId').all().map((row) => row.compId);
  seedDemoTransactions(db, companyIds, now, options.siteUtcOffsetHours ?? 7);
  if (options.transactions) seedBulkTransactions(db, options.transactions, companyIds, now);
  db.exec('ANALYZE');
}

/**
 * Deletes the database file (and its WAL / shared-memory files, and the audit trail's checkpoint,
 * which belongs to the trail deleted with it: beside it, or at `checkpointFile`) and builds a seeded one.
 */
export async function recreateDatabase(file: string, options: SeedOptions & { checkpointFile?: string | null } = {}): Promise<Database> {
  for (const path of [file, `${file}-wal`, `${file}-shm`, checkpointBeside(file), options.checkpointFile ?? null]) {
    if (path !== null && existsSync(path)) rmSync(path);
  }
  const db = openDatabase(file);
  await seedDemo(db, options);
  return db;
}
