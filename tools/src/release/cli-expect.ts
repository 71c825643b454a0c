import { createInterface } from 'node:readline/promises';

/** A refusal of the command line that is not the release tooling's (shown with the usage). */
export class UsageError extends Error {}

/**
 * The state a CLI change expects (decision 140): every registry change names it, so a change made
 * meanwhile by someone else (a rollback on the Releases screen 150 ms earlier) is refused instead
 * of silently overwritten. `--expect <version>` names it; at a terminal without it, the state read
 * now is shown and confirmed, and becomes the expectation; anywhere else (CI, scripts) it is required.
 */
export async function expectedState({ given, current, what, flag = '--expect' }: { given: string | undefined; current: string | null; what: string; flag?: string }): Promise<string> {
  if (given !== undefined) return given;
  if (!current) throw new UsageError(`Nothing to ${what}.`);
  if (!process.stdin.isTTY || !process.stdout.isTTY) {
    throw new UsageError(`${what} changes what browsers run: name the release you expect with ${flag} <version> (now ${current}), so that a change someone made meanwhile is refused rather than overwritten.`);
  }
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  try {
    const answer = await prompt.question(`${what}: it is ${current} now. Go on? Type yes: `);
    if (answer.trim().toLowerCase() !== 'yes') throw new UsageError('Nothing was changed.');
    return current;
  } finally {
    prompt.close();
  }
}
