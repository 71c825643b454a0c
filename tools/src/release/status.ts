import type { ReleaseRegistry } from '@console/shared';
import { APPS } from '../paths';

/** A human-readable view of the registry: each app's active release and its history. */
export function formatStatus(registry: ReleaseRegistry): string {
  const lines: string[] = [];
  for (const app of APPS) {
    const releases = registry.apps[app];
    if (!releases) {
      lines.push(`${app}: no release published`, '');
      continue;
    }
    lines.push(`${app} (${releases.kind}, ${releases.federationName}): active ${releases.active ?? 'none'}`);
    for (const event of releases.history) {
      const from = event.from ? `from ${event.from}` : 'first release';
      lines.push(`  ${event.at}  ${event.action.padEnd(8)} ${event.version}  (${from})`);
    }
    lines.push('');
  }
  return lines.join('\n');
}
