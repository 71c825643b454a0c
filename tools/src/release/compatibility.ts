import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { satisfy } from '@module-federation/enhanced/runtime';

/** A shared library as an app's `mf-manifest.json` lists it. */
export interface ManifestShared {
  name: string;
  /** The version the app was built with (what a host provides, what a remote was built against). */
  version?: string;
  /** The range the app accepts from the page's share scope. */
  requiredVersion?: string | false;
}

export async function readManifestShared(folder: string): Promise<ManifestShared[]> {
  const manifest = JSON.parse(await readFile(path.join(folder, 'mf-manifest.json'), 'utf8')) as { shared?: ManifestShared[] };
  return Array.isArray(manifest.shared) ? manifest.shared : [];
}

/**
 * Why a shell that provides `provided` cannot run a remote that needs `needed`, one line per
 * library; empty when it can. Judged with the federation runtime's own `satisfy`, the check the
 * browser makes when the remote loads:
 * - the shell's version must be in the remote's required range (a `@console/shared` of another
 *   major fails to load under `strictVersion`; other libraries would run a mismatched copy);
 * - the remote must not be built against a newer version than the shell provides: the shell's
 *   singleton would win and the remote would call what the older copy does not have.
 * A library the shell does not provide is no conflict (the remote then uses its own copy), except
 * a share key of `@console/shared`: its own copy would hold a second session, toast container and
 * theme, so a remote that imports `@console/shared/core` needs a shell that provides it (decision 072).
 */
export function compatibilityProblems(provided: readonly ManifestShared[], needed: readonly ManifestShared[]): string[] {
  const shellVersions = new Map(provided.flatMap((shared) => (shared.version ? [[shared.name, shared.version] as const] : [])));
  const problems: string[] = [];
  for (const shared of needed) {
    const available = shellVersions.get(shared.name);
    if (!available) {
      if (shared.name.startsWith('@console/shared/')) problems.push(`${shared.name}: the shell does not provide it (a shell built from @console/shared 1.3.0 or later does)`);
      continue;
    }
    if (shared.requiredVersion && !satisfy(available, shared.requiredVersion)) {
      problems.push(`${shared.name}: needs ${shared.requiredVersion}, the shell provides ${available}`);
    } else if (shared.version && !satisfy(available, `>=${shared.version}`)) {
      problems.push(`${shared.name}: built against ${shared.version}, newer than the ${available} the shell provides`);
    }
  }
  return problems;
}

