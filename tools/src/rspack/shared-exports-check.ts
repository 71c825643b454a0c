import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** What a remote's code imports from each tree-shaken shared library (`shared-usage.json` in its build). */
export interface SharedUsage {
  app: string;
  uses: Record<string, string[] | '*'>;
}

/** What a shell's build provides of each tree-shaken shared library (`shared-exports.json` in its build). */
export interface SharedProvision {
  app: string;
  provides: Record<string, readonly string[]>;
}

export const SHARED_USAGE_FILE = 'shared-usage.json';
export const SHARED_PROVISION_FILE = 'shared-exports.json';

/** One export a remote imports that the shell does not provide. */
export interface MissingExport {
  library: string;
  name: string;
}

/**
 * Exports in `uses` that `provides` lacks; a namespace import (`'*'`) lacks everything. A library
 * `provides` does not list at all is not judged (a shell built before its names were recorded).
 */
export function missingExports(uses: SharedUsage['uses'], provides: SharedProvision['provides']): MissingExport[] {
  const missing: MissingExport[] = [];
  for (const [library, names] of Object.entries(uses)) {
    if (!(library in provides)) continue;
    const provided = new Set(provides[library] ?? []);
    if (names === '*') {
      missing.push({ library, name: '* (a namespace import, export * or import(); import named exports instead)' });
      continue;
    }
    for (const name of names) if (!provided.has(name)) missing.push({ library, name });
  }
  return missing.sort((a, b) => a.library.localeCompare(b.library) || a.name.localeCompare(b.name));
}

const isConsoleShared = (library: string) => library === '@console/shared' || library.startsWith('@console/shared/');

/** The message a failed check prints: which exports, and what to do. */
export function describeMissing(app: string, against: string, missing: MissingExport[]): string {
  const lines = missing.map(({ library, name }) => `  - ${name} from ${library}`);
  const advice: string[] = [];
  if (missing.some(({ library }) => !isConsoleShared(library))) {
    advice.push(
      'At run time they would be undefined. Add them to SHARED_EXPORTS in shared/federation.cjs,',
      'build and release the shell first, then this remote (docs/decisions/050-tree-shaken-shared-libraries.md).',
    );
  }
  if (missing.some(({ library }) => isConsoleShared(library))) {
    advice.push(
      'At run time they would be undefined: the page runs the shell\'s copy of @console/shared, which lacks them.',
      'Release a shell built from a @console/shared that exports them first (and raise its version with the new exports), then this remote.',
    );
  }
  return [`${app} imports exports that ${against} does not provide to remotes:`, ...lines, ...advice].join('\n');
}

/**
 * The message of a shell's publish (or rollback) refused because `remote`, active, imports exports
 * this shell no longer provides: names removed from @console/shared (or from SHARED_EXPORTS). What
 * the shell team must do, not the remote's: put them back, or make the removal a major rolled out
 * with the remotes as one set.
 */
export function describeNoLongerProvided(remote: string, missing: MissingExport[]): string {
  const lines = missing.map(({ library, name }) => `  - ${name} from ${library}`);
  const advice: string[] = ['At run time they would be undefined: the active remote would fail under this shell.'];
  if (missing.some(({ library }) => isConsoleShared(library))) {
    advice.push(
      'Either release a shell whose @console/shared provides them again (keep a removed name, with its replacement beside it, until no active remote imports it: a minor version),',
      `or, if the removal is meant, make it a new major of @console/shared (decision 152): rebuild ${remote} and the other remotes without these names against it,`,
      'and publish the shell and the remotes as one set (npm run release -- publish --all, decision 115).',
    );
  }
  if (missing.some(({ library }) => !isConsoleShared(library))) {
    advice.push(
      'Keep them in SHARED_EXPORTS (shared/federation.cjs) until no active remote imports them, or publish this shell with the remotes rebuilt without them as one set (npm run release -- publish --all).',
    );
  }
  return [`${remote} imports exports that this shell no longer provides to remotes:`, ...lines, ...advice].join('\n');
}

/** The message of a remote's build that imports names the shared contract (`contract`, e.g. `@console/shared 2.1.0`) does not list. */
export function describeOutsideContract(app: string, contract: string, missing: MissingExport[]): string {
  return [
    `${app} imports names the shared contract (${contract}, shared/CONTRACT.md) does not provide:`,
    ...missing.map(({ library, name }) => `  - ${name} from ${library}`),
    'At run time they would be undefined in every console. Import a name the contract lists, or add this one to @console/shared first',
    '(a minor version: raise its version, run npm run generate:contract, release a shell built from it), then build this remote again.',
  ].join('\n');
}

/** What the names of a remote's imports come to against a shell's build. */
export interface SharedNamesComparison {
  missing: MissingExport[];
  /** Libraries the remote imports whose names the shell's build does not list (built before they were recorded). */
  unchecked: string[];
}

/**
 * Compares what the remote built into `remoteDir` imports with what the shell built (or released)
 * into `shellDir` provides, name by name; null when either build has no file to compare (builds
 * made before these files existed).
 */
export function compareSharedNames(remoteDir: string, shellDir: string): SharedNamesComparison | null {
  const usageFile = path.join(remoteDir, SHARED_USAGE_FILE);
  const provisionFile = path.join(shellDir, SHARED_PROVISION_FILE);
  if (!existsSync(usageFile) || !existsSync(provisionFile)) return null;
  const usage = JSON.parse(readFileSync(usageFile, 'utf8')) as SharedUsage;
  const provision = JSON.parse(readFileSync(provisionFile, 'utf8')) as SharedProvision;
  return {
    missing: missingExports(usage.uses, provision.provides),
    unchecked: Object.keys(usage.uses).filter((library) => !(library in provision.provides)).sort(),
  };
}

/**
 * The publish-time check: can the remote built into `remoteDir` run under the shell built (or
 * released) into `shellDir`? Returns the problem as a message, or `undefined` when it can.
 * A remote built before this check existed has no usage file and is let through (it was built
 * when every shell provided whole libraries); a shell without a provision file provides whole
 * libraries, so any remote fits it.
 */
export function checkRemoteAgainstShell(remoteDir: string, shellDir: string): string | undefined {
  const comparison = compareSharedNames(remoteDir, shellDir);
  if (!comparison || comparison.missing.length === 0) return undefined;
  const usage = JSON.parse(readFileSync(path.join(remoteDir, SHARED_USAGE_FILE), 'utf8')) as SharedUsage;
  return describeMissing(usage.app, `the shell release in ${shellDir}`, comparison.missing);
}
