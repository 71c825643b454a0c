import { APPS } from '../paths';
import { formatCanary } from './canary';
import type { BuildProvenance, RecordedAppReleases, RecordedRegistry, RecordedReleaseEvent, ReleaseVerification } from './release-events';

/** Whether an app's active release passed the checks when it was activated. */
export interface ActiveVerification {
  version: string;
  /** true: every check passed or was skipped; false: one failed or was forced; null: activated before releases were verified. */
  passed: boolean | null;
  verification: ReleaseVerification | null;
}

/** The event that made the active release active (its last activation). */
const activation = (releases: RecordedAppReleases): RecordedReleaseEvent | undefined =>
  [...releases.history].reverse().find((event) => event.version === releases.active);

/** For each app with an active release: whether that release passed its checks when it became active. */
export function activeVerification(registry: RecordedRegistry): Record<string, ActiveVerification> {
  const result: Record<string, ActiveVerification> = {};
  for (const [app, releases] of Object.entries(registry.apps)) {
    if (!releases.active) continue;
    const event = activation(releases);
    const verification = event?.verification ?? releases.releases.find((release) => release.version === releases.active)?.verification ?? null;
    result[app] = { version: releases.active, passed: verification ? verification.passed && !event?.forced : null, verification };
  }
  return result;
}

/** `status --json`: the registry as written, and whether each active release passed its checks. */
export const statusJson = (registry: RecordedRegistry) => ({ ...registry, verification: activeVerification(registry) });

function describeVerification(state: ActiveVerification | undefined): string {
  if (!state?.verification) return 'not verified (activated before releases were verified)';
  const { checks } = state.verification;
  const by = (status: string) => checks.filter((check) => check.status === status).map((check) => check.name);
  const skipped = by('skipped');
  if (state.passed) return `verified: ${by('passed').join(', ')} passed${skipped.length > 0 ? `; ${skipped.join(', ')} not run` : ''}`;
  const forced = by('forced');
  return `NOT VERIFIED: ${forced.length > 0 ? `${forced.join(', ')} forced past` : 'checks failed'}${by('passed').length > 0 ? `; ${by('passed').join(', ')} passed` : ''}`;
}

const describeBuild = (build: BuildProvenance | undefined) =>
  build?.commit ? `  commit ${build.commit.slice(0, 10)}${build.dirty ? ' (dirty)' : ''}` : '';

/**
 * A human-readable view of the registry: each app's active release and whether it passed its
 * checks, then its history and prunes in the order they took effect: what, when, from which
 * version, by whom (as claimed, and the account it ran as), why, and from which commit.
 */
export function formatStatus(registry: RecordedRegistry): string {
  const lines: string[] = [];
  const verification = activeVerification(registry);
  for (const app of APPS) {
    const releases = registry.apps[app];
    if (!releases) {
      lines.push(`${app}: no release published`, '');
      continue;
    }
    lines.push(`${app} (${releases.kind}, ${releases.federationName}): active ${releases.active ?? 'none'}`);
    if (releases.active) lines.push(`  ${describeVerification(verification[app])}`);
    const canary = formatCanary(releases);
    if (canary) lines.push(canary);
    const entries: { at: string; order: number; line: string }[] = [];
    releases.history.forEach((event, order) => {
      const from = event.from ? `from ${event.from}` : 'first release';
      const as = event.authenticated ? ' (signed in to the console)' : event.osUser && event.osUser !== event.by ? ` (as ${event.osUser})` : '';
      const by = event.by ? ` by ${event.by}${as}` : '';
      const share = event.percent ? ` for ${event.percent} %` : '';
      const forced = event.forced ? ' FORCED past its checks' : '';
      const reason = event.reason ? `  reason: ${event.reason}` : '';
      const set = event.set ? `  with set ${event.set}` : '';
      entries.push({ at: event.at, order, line: `  ${event.at}  ${event.action.padEnd(8)} ${event.version}${share}  (${from})${by}${forced}${describeBuild(event.build)}${set}${reason}` });
    });
    (releases.pruned ?? []).forEach((pruned, order) => {
      const reason = pruned.reason ? `  reason: ${pruned.reason}` : '';
      entries.push({ at: pruned.at, order: releases.history.length + order, line: `  ${pruned.at}  pruned   ${pruned.version}  by ${pruned.by}${reason}` });
    });
    entries.sort((a, b) => a.at.localeCompare(b.at) || a.order - b.order);
    lines.push(...entries.map((entry) => entry.line), '');
  }
  return lines.join('\n');
}
