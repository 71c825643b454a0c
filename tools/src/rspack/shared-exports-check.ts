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

/** Exports in `uses` that `provides` lacks; a namespace import (`'*'`) lacks everything. */
export function missingExports(uses: SharedUsage['uses'], provides: SharedProvision['provides']): MissingExport[] {
  const missing: MissingExport[] = [];
  for (const [library, names] of Object.entries(uses)) {
    const provided = new Set(provides[library] ?? []);
    if (names === '*') {
      missing.push({ library, name: '* (a namespace import, export * or import(); import named exports instead)' });
      continue;
    }
    for (const name of names) if (!provided.has(name)) missing.push({ library, name });
  }
  return missing.sort((a, b) => a.library.localeCompare(b.library) || a.name.localeCompare(b.name));
}

/** The message a failed check prints: which exports, and what to do. */
export function describeMissing(app: string, against: string, missing: MissingExport[]): string {
  const lines = missing.map(({ library, name }) => `  - ${name} from ${library}`);
  return [
    `${app} imports exports that ${against} does not provide to remotes:`,
    ...lines,
    'At run time they would be undefined. Add them to SHARED_EXPORTS in shared/federation.cjs,',
    'build and release the shell first, then this remote (docs/decisions/050-tree-shaken-shared-libraries.md).',
  ].join('\n');
}

/**
 * The publish-time check: can the remote built into `remoteDir` run under the shell built (or
 * released) into `shellDir`? Returns the problem as a message, or `undefined` when it can.
 * A remote built before this check existed has no usage file and is let through (it was built
 * when every shell provided whole libraries); a shell without a provision file provides whole
 * libraries, so any remote fits it.
 */
export function checkRemoteAgainstShell(remoteDir: string, shellDir: string): string | undefined {
  const usageFile = path.join(remoteDir, SHARED_USAGE_FILE);
  const provisionFile = path.join(shellDir, SHARED_PROVISION_FILE);
  if (!existsSync(usageFile) || !existsSync(provisionFile)) return undefined;
  const usage = JSON.parse(readFileSync(usageFile, 'utf8')) as SharedUsage;
  const provision = JSON.parse(readFileSync(provisionFile, 'utf8')) as SharedProvision;
  const missing = missingExports(usage.uses, provision.provides);
  return missing.length > 0 ? describeMissing(usage.app, `the shell release in ${shellDir}`, missing) : undefined;
}
