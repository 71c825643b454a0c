import { APPS, type AppName } from '../paths';
import { compareSharedNames, describeMissing, describeNoLongerProvided } from '../rspack/shared-exports-check';
import { compatibilityProblems, readManifestShared } from './compatibility';
import { type FolderOf, keptFolder } from './release-folder';
import type { ReleaseCheck } from './release-events';
import type { MutableRegistry } from './registry-store';

/** The two checks that the shell and the remotes fit together: library versions, and names imported from shared libraries. */
export interface FitChecks {
  compatibility: ReleaseCheck;
  names: ReleaseCheck;
}

const check = (name: ReleaseCheck['name'], problems: string[], passedDetail: string, skipped?: string): ReleaseCheck =>
  problems.length > 0
    ? { name, status: 'failed', detail: problems.join('\n') }
    : skipped
      ? { name, status: 'skipped', detail: skipped }
      : { name, status: 'passed', detail: passedDetail };

/**
 * Whether `folder` can become the active release of `app` next to what is active: the console
 * must always be able to run every active remote under the active shell.
 * - compatibility: a remote is checked against the active shell's provided library versions; a
 *   shell against every active remote (a shell rolled back or rebuilt on older libraries would
 *   strand the remotes released for the newer one);
 * - names: every export a remote imports from Chakra, the router and each `@console/shared` share
 *   key must be among those the shell's build provides (decisions 050 and 080): a missing one
 *   would be undefined in the browser, whatever the versions say.
 * `releaseFolder` finds the files of the other releases `registry` names (by default their kept
 * folders; a set publish names where its other candidates are assembled).
 */
export async function fitChecks(registry: MutableRegistry, app: AppName, folder: string, releaseFolder: FolderOf = keptFolder): Promise<FitChecks> {
  const candidate = await readManifestShared(folder);
  if (app !== 'shell') {
    const shell = registry.apps.shell?.active;
    if (!shell) {
      const skipped = 'no shell is active to check against';
      return { compatibility: check('compatibility', [], '', skipped), names: check('names', [], '', skipped) };
    }
    const shellFolder = releaseFolder('shell', shell);
    const provided = await readManifestShared(shellFolder).catch((error: unknown) => {
      throw new Error(`Cannot check ${app} against the active shell ${shell}: its manifest is unreadable (${(error as Error).message}).`, { cause: error });
    });
    const versionProblems = compatibilityProblems(provided, candidate).map((problem) => `shell ${shell} cannot run it: ${problem}`);
    const names = compareSharedNames(folder, shellFolder);
    const nameProblems = names && names.missing.length > 0 ? [`shell ${shell} cannot run it: ${describeMissing(app, `shell ${shell}`, names.missing)}`] : [];
    return {
      compatibility: check('compatibility', versionProblems, `shell ${shell} provides every shared library at a version it accepts, as new as it was built against`),
      names: check(
        'names',
        nameProblems,
        `shell ${shell} provides every name it imports from shared libraries${names && names.unchecked.length > 0 ? ` (not listed by that shell, so not checked: ${names.unchecked.join(', ')})` : ''}`,
        names ? undefined : 'it or the active shell was built before imported names were recorded',
      ),
    };
  }
  const versionProblems: string[] = [];
  const nameProblems: string[] = [];
  const checked: string[] = [];
  const unchecked: string[] = [];
  for (const remote of APPS) {
    const active = remote === 'shell' ? null : registry.apps[remote]?.active;
    if (!active) continue;
    checked.push(`${remote} ${active}`);
    const needed = await readManifestShared(releaseFolder(remote, active)).catch(() => []);
    versionProblems.push(...compatibilityProblems(candidate, needed).map((problem) => `it cannot run the active ${remote} ${active}: ${problem}`));
    const names = compareSharedNames(releaseFolder(remote, active), folder);
    if (!names) unchecked.push(`${remote} ${active}`);
    else if (names.missing.length > 0) nameProblems.push(`it cannot run the active ${remote} ${active}: ${describeNoLongerProvided(remote, names.missing)}`);
  }
  const none = checked.length === 0 ? 'no remote is active to check against' : undefined;
  return {
    compatibility: check('compatibility', versionProblems, `it provides every shared library the active remotes need (${checked.join(', ')})`, none),
    names: check(
      'names',
      nameProblems,
      `it provides every name the active remotes import from shared libraries${unchecked.length > 0 ? ` (built before names were recorded, so not checked: ${unchecked.join(', ')})` : ''}`,
      none,
    ),
  };
}

/**
 * What would break if `folder` became the active release of `app`, as lines for the person
 * releasing; empty when nothing would (see `fitChecks`).
 */
export async function activationProblems(registry: MutableRegistry, app: AppName, folder: string): Promise<string[]> {
  const { compatibility, names } = await fitChecks(registry, app, folder);
  return [...(compatibility.status === 'failed' ? compatibility.detail.split('\n') : []), ...(names.status === 'failed' ? [names.detail] : [])];
}

/** Checks `--force` may override: the release is whole and the app's own, but the console may not run it as it is. */
export const FORCEABLE: ReadonlySet<ReleaseCheck['name']> = new Set(['compatibility', 'names', 'load']);

/** Each failed check as the refusals list it: `  - <check>: <what it found>`, continued lines indented. */
export const failureLines = (checks: readonly ReleaseCheck[]): string[] =>
  checks.filter((result) => result.status === 'failed').map((result) => `  - ${result.name}: ${result.detail.replaceAll('\n', '\n    ')}`);

/**
 * What to do when the shell and the remotes can only move together (a new major of a shared
 * library under `strictVersion`: neither the new shell can run the old remotes nor the old shell
 * the new ones), said by every refusal of the compatibility check (decision 115).
 */
export const SET_ADVICE =
  'If they can only move together (a new major version of @console/shared), publish the shell and the remotes built against it as one set: ' +
  'npm run release -- publish shell <remote> [<remote>...] (or --all), checked together and activated at once (docs/releasing.md).';

/** Whether a refusal's action is the shell's own (`publish shell ...`, `roll shell back ...`, `promote shell ...`). */
const SHELL_ACTION = /^\S+ shell\b/;

/**
 * The refusal text: every failed check and what to do instead (`advice`; by default, the order to
 * release in, or `--force` where it may override).
 */
/** A refusal of the release tooling, with the checks that refused (an upload answers them as its findings). */
export class ReleaseRefusal extends Error {
  constructor(
    message: string,
    readonly checks: readonly ReleaseCheck[],
  ) {
    super(message);
  }
}

export function refusal(what: string, checks: readonly ReleaseCheck[], advice?: string): ReleaseRefusal {
  const failed = checks.filter((result) => result.status === 'failed');
  const forceable = failed.every((result) => FORCEABLE.has(result.name));
  const versions = failed.some((result) => result.name === 'compatibility' || result.name === 'names');
  const lines = [`Refusing to ${what}:`, ...failureLines(checks)];
  if (advice) lines.push(advice);
  else if (versions && SHELL_ACTION.test(what)) {
    // The shell is what changes: the active remotes are fine as they are (decision 152).
    lines.push(
      'A shell must provide every shared library the active remotes need, in a version they accept, and every name they import.',
      `Release a shell that does (docs/releasing.md)${forceable ? ', or pass --force if you know why it is safe' : ''}.`,
      SET_ADVICE,
    );
  } else if (versions) {
    lines.push(
      'The shell must provide every shared library a remote needs, in a version at least as new as the one the remote was built against, and every name it imports.',
      `Release a shell built against these versions first (docs/releasing.md)${forceable ? ', or pass --force if you know why it is safe' : ''}.`,
    );
    if (failed.some((result) => result.name === 'compatibility')) lines.push(SET_ADVICE);
  } else if (forceable) lines.push('Fix the release and publish it again, or pass --force if you know why it is safe.');
  else lines.push('This cannot be forced: fix the build and publish it again (docs/releasing.md, "What publish checks").');
  return new ReleaseRefusal(lines.join('\n'), checks);
}
