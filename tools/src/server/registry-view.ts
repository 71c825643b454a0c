import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserAppReleases, BrowserRegistry, BrowserReleaseRecord, ReleaseEvent } from '@console/shared/release-plane';
import type { RecordedAppReleases, RecordedRegistry } from '../release/release-events';
import { cohortBucket } from './cohort';

/** The registry file as the release tooling last wrote it, or null when there is none (or it is unreadable). */
export async function readRegistryFile(releasesDir: string): Promise<RecordedRegistry | null> {
  try {
    const parsed = JSON.parse(await readFile(path.join(releasesDir, 'registry.json'), 'utf8')) as RecordedRegistry;
    return parsed.schema === 1 && typeof parsed.apps === 'object' && parsed.apps !== null ? parsed : null;
  } catch {
    return null;
  }
}

/** Whether the browser of `cohortId` is in the share of the canary `app` runs (never without a cohort). */
export function inCanary(registry: RecordedRegistry, app: string, cohortId: string | null): boolean {
  const canary = registry.apps[app]?.canary;
  return !!canary && cohortId !== null && cohortBucket(cohortId, app) < canary.percent;
}

/** The release of `app` the browser of `cohortId` runs: the canary in its share, else the active one. */
export function releaseForCohort(registry: RecordedRegistry, app: string, cohortId: string | null): string | null {
  const releases = registry.apps[app];
  if (!releases) return null;
  return releases.canary && inCanary(registry, app, cohortId) ? releases.canary.version : releases.active;
}

const recordForBrowser = (releases: RecordedAppReleases, version: string | null): BrowserReleaseRecord[] => {
  const record = releases.releases.find((release) => release.version === version);
  if (!record) return [];
  const { entry, federationName, declaration } = record;
  return [{ version: record.version, entry, ...(federationName ? { federationName } : {}), ...(declaration ? { declaration } : {}) }];
};

/** The app's last change of what browsers run (a canary's start changes nothing until it is promoted or aborted). */
const lastChange = (releases: RecordedAppReleases): ReleaseEvent[] => {
  const last = releases.history.findLast((event) => event.action !== 'canary');
  return last ? [{ action: last.action, version: last.version, from: last.from, at: last.at }] : [];
};

/**
 * The registry as one browser gets it (decision 140): per app only what it loads, the release for
 * its cohort (a canary's, in its share; the stable one without a cohort, which would otherwise
 * change on every request) with its entry and declaration, and the app's last change for the
 * open-tab notice. Who released, from which commit, how it was checked, the history and canaries
 * stay behind `GET /api/releases`. A browser previewing a kept release (decision 142) gets it as
 * its app's release, and says so in `preview`.
 */
export function browserRegistry(registry: RecordedRegistry, cohortId: string | null, preview: { app: string; version: string; expires: number } | null = null): BrowserRegistry {
  const apps: Record<string, BrowserAppReleases> = {};
  for (const [app, releases] of Object.entries(registry.apps)) {
    const active = preview?.app === app ? preview.version : releaseForCohort(registry, app, cohortId);
    apps[app] = { kind: releases.kind, federationName: releases.federationName, active, releases: recordForBrowser(releases, active), history: lastChange(releases) };
  }
  if (!preview) return { schema: 1, apps };
  return { schema: 1, apps, preview: { app: preview.app, version: preview.version, expiresAt: new Date(preview.expires * 1000).toISOString() } };
}

/** A strong ETag of one answered body: browsers' open tabs ask again with it and get 304 while nothing changed. */
export const etagOf = (body: string): string => `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;

/** Whether an `If-None-Match` header names `etag` (one of a list, weak or strong, or `*`). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag.replace(/^W\//, '') === etag;
  });
}
