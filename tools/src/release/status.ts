import { APPS } from '../paths';
import { formatCanary } from './canary';
import type { RecordedRegistry } from './release-events';

/** A human-readable view of the registry: each app's active release, its history and who did what. */
export function formatStatus(registry: RecordedRegistry): string {
  const lines: string[] = [];
  for (const app of APPS) {
    const releases = registry.apps[app];
    if (!releases) {
      lines.push(`${app}: no release published`, '');
      continue;
    }
    lines.push(`${app} (${releases.kind}, ${releases.federationName}): active ${releases.active ?? 'none'}`);
    const canary = formatCanary(releases);
    if (canary) lines.push(canary);
    for (const event of releases.history) {
      const from = event.from ? `from ${event.from}` : 'first release';
      const by = event.by ? ` by ${event.by}` : '';
      const forced = event.forced ? ' FORCED past the compatibility check' : '';
      const canaryNote = `${event.authenticated ? ' (signed in to the console)' : ''}${event.percent ? ` for ${event.percent} %` : ''}${event.reason ? `: ${event.reason}` : ''}`;
      lines.push(`  ${event.at}  ${event.action.padEnd(8)} ${event.version}  (${from})${by}${forced}${canaryNote}`);
    }
    for (const pruned of releases.pruned ?? []) lines.push(`  ${pruned.at}  pruned   ${pruned.version}  by ${pruned.by}`);
    lines.push('');
  }
  return lines.join('\n');
}
