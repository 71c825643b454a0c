import { access } from 'node:fs/promises';
import path from 'node:path';
import type { ReleaseConsoleEvent, ReleaseRow, RollbackCandidate } from '@console/shared/release-plane';
import { APPS } from '../paths';
import { activationStack, isActivation } from '../release/activation-stack';
import type { RecordedAppReleases, RecordedRegistry, RecordedReleaseEvent } from '../release/release-events';
import { type ActiveVerification, activeVerification } from '../release/status';
import type { ReleaseHealthStore } from './release-health-store';

const eventRow = (event: RecordedReleaseEvent): ReleaseConsoleEvent => ({
  action: event.action,
  version: event.version,
  from: event.from,
  at: event.at,
  by: event.by ?? null,
  authenticated: event.authenticated === true,
  forced: event.forced === true,
  percent: event.percent ?? null,
  reason: event.reason ?? null,
});

const exists = (folder: string) => access(folder).then(() => true, () => false);

async function rowOf(
  app: string,
  releases: RecordedAppReleases | undefined,
  verification: ActiveVerification | undefined,
  releasesDir: string,
  health: ReleaseHealthStore,
): Promise<ReleaseRow> {
  if (!releases) return { app, kind: null, active: null, canary: null, previous: null, candidates: [], history: [] };
  const { active, canary } = releases;
  const record = releases.releases.find((release) => release.version === active);
  const tookEffect = [...releases.history].reverse().find((event) => isActivation(event) && event.version === active);
  const stack = activationStack(releases.history);
  const previous = stack.length > 1 ? (stack[stack.length - 2] ?? null) : null;
  const candidates: RollbackCandidate[] = [];
  for (const release of [...releases.releases].reverse()) {
    if (release.version === active || release.version === canary?.version) continue;
    if (!(await exists(path.join(releasesDir, app, release.version)))) continue;
    candidates.push({ version: release.version, publishedAt: release.publishedAt, packageVersion: release.packageVersion });
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
        }
      : null,
    canary: canary
      ? { version: canary.version, percent: canary.percent, startedAt: canary.startedAt, by: canary.by ?? null, health: await health.figures(app, canary.version) }
      : null,
    previous: previous && candidates.some((candidate) => candidate.version === previous) ? previous : null,
    candidates,
    history: [...releases.history].reverse().map(eventRow),
  };
}

/** One row per app of the console, in build order: what the Releases screen shows (decision 085). */
export async function releaseRows(registry: RecordedRegistry | null, releasesDir: string, health: ReleaseHealthStore): Promise<ReleaseRow[]> {
  const verification = registry ? activeVerification(registry) : {};
  return Promise.all(APPS.map((app) => rowOf(app, registry?.apps[app], verification[app], releasesDir, health)));
}
