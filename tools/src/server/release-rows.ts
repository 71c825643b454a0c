import { access } from 'node:fs/promises';
import path from 'node:path';
import type { ReleaseConsoleEvent, ReleaseRow, RollbackCandidate } from '@console/shared/release-plane';
import { APPS } from '../paths';
import { activationStack, isActivation } from '../release/activation-stack';
import type { RecordedAppReleases, RecordedRegistry, RecordedReleaseEvent } from '../release/release-events';
import { type ActiveVerification, activeVerification } from '../release/status';
import type { DamageWatch } from './damage-watch';
import type { Previews } from './preview';
import type { ReleaseHealthStore } from './release-health-store';

const eventRow = (event: RecordedReleaseEvent): ReleaseConsoleEvent => ({
  action: event.action,
  version: event.version,
  from: event.from,
  at: event.at,
  by: event.by ?? null,
  authenticated: event.authenticated === true,
  via: event.via ?? null,
  forced: event.forced === true,
  percent: event.percent ?? null,
  reason: event.reason ?? null,
});

const exists = (folder: string) => access(folder).then(() => true, () => false);

/** What the rows are read from besides the registry. */
export interface ReleaseRowSources {
  releasesDir: string;
  health: ReleaseHealthStore;
  previews: Previews;
  damage: DamageWatch;
}

async function rowOf(app: string, releases: RecordedAppReleases | undefined, verification: ActiveVerification | undefined, sources: ReleaseRowSources): Promise<ReleaseRow> {
  const { releasesDir, health, previews, damage } = sources;
  if (!releases) return { app, kind: null, active: null, canary: null, previous: null, candidates: [], history: [] };
  const { active, canary } = releases;
  const record = releases.releases.find((release) => release.version === active);
  const tookEffect = [...releases.history].reverse().find((event) => isActivation(event) && event.version === active);
  const stack = activationStack(releases.history);
  const previous = stack.length > 1 ? (stack[stack.length - 2] ?? null) : null;
  const candidates: RollbackCandidate[] = [];
  const activeRecord = releases.releases.find((release) => release.version === active);
  for (const release of [...releases.releases].reverse()) {
    if (release.version === active || release.version === canary?.version) continue;
    if (!(await exists(path.join(releasesDir, app, release.version)))) continue;
    const events = releases.history.filter((event) => event.version === release.version);
    const everActive = events.some(isActivation);
    const abortedBy = everActive ? undefined : [...events].reverse().find((event) => event.action === 'abort');
    candidates.push({
      version: release.version,
      publishedAt: release.publishedAt,
      packageVersion: release.packageVersion,
      direction: activeRecord && release.publishedAt <= activeRecord.publishedAt ? 'older' : 'newer',
      source: events[0]?.action === 'upload' ? 'upload' : 'publish',
      by: release.publishedBy?.by ?? events[0]?.by ?? null,
      verified: release.verification?.passed ?? null,
      aborted: abortedBy ? { by: abortedBy.by ?? null, reason: abortedBy.reason ?? null } : null,
      previewUrl: previews.link(app, release.version),
    });
  }
  return {
    app,
    kind: releases.kind,
    active: active
      ? {
          version: active,
          since: tookEffect?.at ?? null,
          by: tookEffect?.by ?? null,
          authenticated: tookEffect?.authenticated === true,
          packageVersion: record?.packageVersion ?? null,
          commit: record?.build?.commit ?? null,
          // As `release status` says it: whether the checks passed when it last became active.
          verified: verification?.passed ?? null,
          health: await health.figures(app, active),
          damaged: damage.of(app, active),
        }
      : null,
    canary: canary
      ? {
          version: canary.version,
          percent: canary.percent,
          startedAt: canary.startedAt,
          by: canary.by ?? null,
          health: await health.figures(app, canary.version, { since: new Date(canary.startedAt) }),
          // The stable release over the canary's time: what its figures are judged against.
          stableHealth: active ? await health.figures(app, active, { since: new Date(canary.startedAt) }) : null,
          ramp: canary.ramp ?? null,
          damaged: damage.of(app, canary.version),
        }
      : null,
    previous: previous && candidates.some((candidate) => candidate.version === previous) ? previous : null,
    candidates,
    history: [...releases.history].reverse().map(eventRow),
  };
}

/** One row per app of the console, in build order: what the Releases screen shows (decision 085). */
export async function releaseRows(registry: RecordedRegistry | null, sources: ReleaseRowSources): Promise<ReleaseRow[]> {
  const verification = registry ? activeVerification(registry) : {};
  return Promise.all(APPS.map((app) => rowOf(app, registry?.apps[app], verification[app], sources)));
}
