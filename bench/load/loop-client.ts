/**
 * Runs a closed loop (closed-loop.ts) in a process of its own and prints its figure as JSON on
 * stdout, so reading its replies cannot delay the load generator timing the other requests
 * (bench/load/during-heavy-reads.ts).
 *
 *   node --import tsx bench/load/loop-client.ts <base> <token> <clients> <seconds> <paths as JSON>
 */
import { runClosedLoop } from './closed-loop';

async function main(): Promise<void> {
  const [base, token, clients, seconds, paths] = process.argv.slice(2);
  if (!base || !token || !clients || !seconds || !paths) throw new Error('usage: loop-client <base> <token> <clients> <seconds> <paths as JSON>');
  const figure = await runClosedLoop(base, token, JSON.parse(paths) as string[], Number(clients), Number(seconds));
  process.stdout.write(`${JSON.stringify(figure)}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
