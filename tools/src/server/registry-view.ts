import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { RecordedRegistry } from '../release/release-events';
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

/**
 * The registry as one browser gets it (decision 085): each app whose canary covers the browser's
 * bucket has the canary as `active`, so the shell loads the right release without knowing about
 * canaries. A browser without a cohort (no cookie yet, or cookies refused) gets the stable
 * releases: it would otherwise change cohort on every request.
 */
export function registryForCohort(registry: RecordedRegistry, cohortId: string | null): RecordedRegistry {
  const apps = Object.fromEntries(
    Object.entries(registry.apps).map(([app, releases]) => [
      app,
      releases.canary && inCanary(registry, app, cohortId) ? { ...releases, active: releases.canary.version } : releases,
    ]),
  );
  return { ...registry, apps };
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
