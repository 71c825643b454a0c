import type { ReleaseHealthFigures } from '@console/shared/release-plane';
import { APPS, releasesDir } from '../paths';
import { readHealthFile } from '../server/release-health-store';
import { formatCanary } from './canary';
import { damagedReleases } from './damaged-release';
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

/** What `status` adds to the registry (decision 143): browsers' figures of each active release and canary, and damaged releases. */
export interface StatusExtras {
  /** app -> version -> figures (the canary's since it started, the stable release's whole). */
  health: Record<string, Record<string, ReleaseHealthFigures>>;
  /** `app@version` -> what is wrong with its files. */
  damaged: Record<string, string>;
}

export async function statusExtras(registry: RecordedRegistry, dir = releasesDir()): Promise<StatusExtras> {
  const health: StatusExtras['health'] = {};
  for (const [app, releases] of Object.entries(registry.apps)) {
    for (const version of [releases.active, releases.canary?.version]) {
      if (!version) continue;
      const figures = await readHealthFile(dir, app, version);
      if (figures) (health[app] ??= {})[version] = figures;
    }
  }
  return { health, damaged: await damagedReleases(registry, dir) };
}

/** `status --json`: the registry as written, whether each active release passed its checks, browsers' figures and damage. */
export const statusJson = (registry: RecordedRegistry, extras: StatusExtras = { health: {}, damaged: {} }) => ({
  ...registry,
  verification: activeVerification(registry),
  ...extras,
});

/** `41 pages, 2 failing (load 0, render 1, uncaught 1, API 0); last: TypeError: x`. */
export function healthLine(figures: ReleaseHealthFigures | undefined): string {
  if (!figures) return 'no reports from browsers yet';
  const kinds = figures.byKind;
  const last = figures.lastFailure ? `; last: ${figures.lastFailure}` : '';
  return `${figures.loads} pages, ${figures.failures} failing (load ${kinds['load-failed']}, render ${kinds['render-failed']}, uncaught ${kinds['uncaught-error']}, API ${kinds['api-failed']})${last}`;
}

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
export function formatStatus(registry: RecordedRegistry, extras: StatusExtras = { health: {}, damaged: {} }): string {
  const lines: string[] = [];
  const verification = activeVerification(registry);
  for (const app of APPS) {
    const releases = registry.apps[app];
    if (!releases) {
      lines.push(`${app}: no release published`, '');
      continue;
    }
    lines.push(`${app} (${releases.kind}, ${releases.federationName}): active ${releases.active ?? 'none'}`);
    if (releases.active) {
      lines.push(`  ${describeVerification(verification[app])}`);
      lines.push(`  browsers: ${healthLine(extras.health[app]?.[releases.active])}`);
      const damage = extras.damaged[`${app}@${releases.active}`];
      if (damage) lines.push(`  DAMAGED: ${damage}: users cannot load it; roll back or activate another release`);
    }
    const canary = formatCanary(releases);
    if (canary && releases.canary) {
      lines.push(canary, `    canary browsers: ${healthLine(extras.health[app]?.[releases.canary.version])}`);
      const damage = extras.damaged[`${app}@${releases.canary.version}`];
      if (damage) lines.push(`    DAMAGED: ${damage}: abort the canary`);
    }
    const entries: { at: string; order: number; line: string }[] = [];
    releases.history.forEach((event, order) => {
      const from = event.from ? `from ${event.from}` : 'first release';
      const as =
        event.via === 'automatic'
          ? ' (automatic)'
          : event.via === 'key'
            ? ' (team key)'
            : event.authenticated
              ? ' (signed in to the console)'
              : event.osUser && event.osUser !== event.by
                ? ` (as ${event.osUser})`
                : '';
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
