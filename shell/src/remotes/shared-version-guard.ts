import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { satisfy } from '@module-federation/enhanced/runtime';

interface SnapshotShared {
  sharedName: string;
  version?: string;
}

interface SharedRegistration {
  version?: string;
  from?: string;
}

/**
 * What the remote was built against that is newer than what this shell provides, one line per
 * library; the remote's required range alone would accept it (`^1.0.0` takes the shell's 1.1.0
 * for a remote built on 1.2.0) and it would then call what the shell's older copy lacks.
 */
export function newerThanProvided(
  provided: Readonly<Record<string, readonly SharedRegistration[]>>,
  host: string,
  needed: readonly SnapshotShared[],
): string[] {
  const problems: string[] = [];
  for (const { sharedName, version } of needed) {
    const own = provided[sharedName]?.find((registration) => registration.from === host)?.version;
    if (own && version && !satisfy(own, `>=${version}`)) problems.push(`${sharedName} ${version} (this console provides ${own})`);
  }
  return problems;
}

/**
 * Refuses, before its code is fetched, a remote built against a newer version of a shared library
 * than the shell provides (the release CLI refuses to publish one; this covers a forced publish or
 * a developer's override). The error names the versions, so the area explains itself.
 */
export function sharedVersionGuard(): ModuleFederationRuntimePlugin {
  return {
    name: 'console-shared-version-guard',
    afterLoadSnapshot(args) {
      const snapshot = args.remoteSnapshot as { shared?: SnapshotShared[] };
      const problems = newerThanProvided(args.host.options.shared, args.host.name, snapshot.shared ?? []);
      if (problems.length > 0) {
        throw new Error(`${args.moduleInfo.name} needs a newer version of ${problems.join(', ')}`);
      }
      return args;
    },
  };
}
