/**
 * Runs full exports in a process of its own and prints their figures as JSON on stdout: parsing
 * each 10,000-row page takes the exporter's event loop tens of milliseconds, which must not delay
 * the load generator timing the other requests (bench/load/during-exports.ts).
 *
 *   node --import tsx bench/load/export-client.ts <base> <token> <from> <to> <exports> <deadline epoch ms>
 */
import { runExport } from './exports';

async function main(): Promise<void> {
  const [base, token, from, to, count, deadline] = process.argv.slice(2);
  if (!base || !token || !from || !to || !count || !deadline) throw new Error('usage: export-client <base> <token> <from> <to> <exports> <deadline>');
  const figures = await Promise.all(Array.from({ length: Number(count) }, () => runExport(base, token, from, to, Number(deadline))));
  process.stdout.write(`${JSON.stringify(figures)}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
