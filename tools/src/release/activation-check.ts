import path from 'node:path';
import { APPS, type AppName, releasesDir } from '../paths';
import { checkRemoteAgainstShell } from '../rspack/shared-exports-check';
import { compatibilityProblems, readManifestShared } from './compatibility';
import type { MutableRegistry } from './registry-store';

const releaseFolder = (app: string, version: string) => path.join(releasesDir(), app, version);

/**
 * What would break if `folder` became the active release of `app`, as lines for the person
 * releasing; empty when nothing would. The console must always be able to run every active
 * remote under the active shell:
 * - a remote is checked against the active shell's provided libraries;
 * - a shell is checked against every active remote (a shell rolled back or rebuilt on older
 *   libraries would strand the remotes released for the newer one);
 * - both ways, every Chakra / router export a remote imports must be among those the shell's
 *   build shares (decision 050): a missing one would otherwise fail only in the browser.
 */
export async function activationProblems(registry: MutableRegistry, app: AppName, folder: string): Promise<string[]> {
  const candidate = await readManifestShared(folder);
  if (app !== 'shell') {
    const shell = registry.apps.shell?.active;
    if (!shell) return [];
    const provided = await readManifestShared(releaseFolder('shell', shell)).catch((error: unknown) => {
      throw new Error(`Cannot check ${app} against the active shell ${shell}: its manifest is unreadable (${(error as Error).message}).`, { cause: error });
    });
    const problems = compatibilityProblems(provided, candidate).map((problem) => `shell ${shell} cannot run it: ${problem}`);
    const missing = checkRemoteAgainstShell(folder, releaseFolder('shell', shell));
    return missing ? [...problems, `shell ${shell} cannot run it: ${missing}`] : problems;
  }
  const problems: string[] = [];
  for (const remote of APPS) {
    const active = remote === 'shell' ? null : registry.apps[remote]?.active;
    if (!active) continue;
    const needed = await readManifestShared(releaseFolder(remote, active)).catch(() => []);
    problems.push(...compatibilityProblems(candidate, needed).map((problem) => `it cannot run the active ${remote} ${active}: ${problem}`));
    const missing = checkRemoteAgainstShell(releaseFolder(remote, active), folder);
    if (missing) problems.push(`it cannot run the active ${remote} ${active}: ${missing}`);
  }
  return problems;
}

/** The refusal text, with what to do instead. */
export function refusal(what: string, problems: readonly string[]): Error {
  return new Error(
    [
      `Refusing to ${what}:`,
      ...problems.map((problem) => `  - ${problem}`),
      'The shell must provide every shared library a remote needs, in a version at least as new as the one the remote was built against.',
      'Release a shell built against these versions first (docs/releasing.md), or pass --force if you know why it is safe.',
    ].join('\n'),
  );
}
