/**
 * Only the heavy-reads part of bench/load (during-heavy-reads.ts), for a quick before and after:
 * builds the export database (BENCH_TRANSACTIONS VA rows of company 1, default a million) and an
 * audit trail of BENCH_AUDIT_ROWS rows (default 200,000), starts the API (this checkout's, or
 * BENCH_API_DIR's), runs the two runs and prints their figures; writes nothing (the full
 * `npm run bench:load` writes bench/results/load.{json,md}).
 *
 *   npx tsx bench/load/heavy-reads-only.ts      (BENCH_LOAD_SECONDS, default 10)
 */
import { seedExportDatabase } from '../api/export-database';
import { type SeededApi, startApiOnNewDatabase } from '../api/server-process';
import { signedInToken } from '../support/console';
import { appendAuditRows } from './audit-rows';
import { runDuringHeavyReads } from './during-heavy-reads';

const SITE_OFFSET_HOURS = 7;
const TRANSACTIONS = Number(process.env.BENCH_TRANSACTIONS ?? 1_000_000);
const AUDIT_ROWS = Number(process.env.BENCH_AUDIT_ROWS ?? 200_000);

async function main(): Promise<void> {
  let api: SeededApi | null = null;
  try {
    api = await startApiOnNewDatabase({ siteOffsetHours: SITE_OFFSET_HOURS }, async (file) => {
      console.log(`Building a database with ${TRANSACTIONS} VA transactions of company 1 and ${AUDIT_ROWS} audit rows ...`);
      await seedExportDatabase(file, { rows: TRANSACTIONS, companyId: 1, siteOffsetHours: SITE_OFFSET_HOURS });
      appendAuditRows(file, AUDIT_ROWS);
    });
    const tokens = {
      list: await signedInToken(api.base, 'staff', 'staff123', 1),
      summaries: await signedInToken(api.base, 'superadmin', 'superadmin123', 1),
      auditor: await signedInToken(api.base, 'auditor', 'auditor123'),
    };
    const figures = await runDuringHeavyReads(api.base, tokens, SITE_OFFSET_HOURS, AUDIT_ROWS, Number(process.env.BENCH_LOAD_SECONDS ?? 10));
    console.log(JSON.stringify(figures, null, 2));
  } finally {
    await api?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
