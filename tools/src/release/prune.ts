import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { APPS, type AppName, releasesDir } from '../paths';
import { planPrune, type PrunePlan } from './prune-plan';
import { STAGING_DIR_NAME } from './publish';
import { releaseActor } from './release-actor';
import { readRegistry, REGISTRY_TEMP_PREFIX, updateRegistry } from './registry-store';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

export interface PruneOptions {
  keep: number;
  /** Apps to prune (default: all). */
  apps?: readonly AppName[];
  /** Show what would go, change nothing. */
  dryRun?: boolean;
  by?: string;
  now?: Date;
  /** A release active less than this long ago is kept (default one day). */
  recentlyActiveMs?: number;
  /** Leftovers of killed publishes younger than this may be a publish in progress (default one hour). */
  orphanGraceMs?: number;
}

export interface PruneResult {
  apps: Record<string, PrunePlan>;
  /** Folders and files no registry entry refers to (left by killed publishes), relative to the releases folder. */
  leftovers: string[];
}

/** Entries of a folder older than `before`, as paths relative to the releases folder. */
async function oldEntries(folder: string, before: number, accept: (name: string) => boolean): Promise<string[]> {
  const names = await readdir(folder).catch(() => []);
  const old: string[] = [];
  for (const name of names) {
    if (!accept(name)) continue;
    const info = await stat(path.join(folder, name)).catch(() => null);
    if (info && info.mtimeMs < before) old.push(path.relative(releasesDir(), path.join(folder, name)));
  }
  return old;
}

/**
 * `release prune --keep N`: removes the releases of each app that are neither active, among the N
 * newest, a target of the next N rollbacks, nor active within the last day (`planPrune`), and the
 * leftovers of publishes that were killed half-way. The registry forgets the pruned releases
 * first (and records who pruned them), then their folders go, so no rollback can ever point at a
 * half-deleted folder.
 */
export async function prune(options: PruneOptions): Promise<PruneResult> {
  const { keep, apps = APPS, dryRun = false, now = new Date(), recentlyActiveMs = DAY_MS, orphanGraceMs = HOUR_MS } = options;
  const by = releaseActor(options.by);
  const policy = { keep, now, recentlyActiveMs };
  const result: PruneResult = { apps: {}, leftovers: [] };
  const plan = (registry: Awaited<ReturnType<typeof readRegistry>>) => {
    for (const app of apps) {
      const releases = registry.apps[app];
      if (releases) result.apps[app] = planPrune(releases, policy);
    }
  };

  if (dryRun) plan(await readRegistry());
  else {
    await updateRegistry((registry) => {
      plan(registry);
      for (const [app, { remove }] of Object.entries(result.apps)) {
        const releases = registry.apps[app];
        if (!releases || remove.length === 0) continue;
        registry.apps[app] = {
          ...releases,
          releases: releases.releases.filter((release) => !remove.includes(release.version)),
          pruned: [...(releases.pruned ?? []), ...remove.map((version) => ({ version, at: now.toISOString(), by }))],
        };
      }
    });
  }

  const registry = await readRegistry();
  const before = now.getTime() - orphanGraceMs;
  for (const app of apps) {
    // Releases the registry still lists, and those this prune removes anyway, are not leftovers.
    const known = new Set([...(registry.apps[app]?.releases ?? []).map((release) => release.version), ...(result.apps[app]?.remove ?? [])]);
    result.leftovers.push(...(await oldEntries(path.join(releasesDir(), app), before, (name) => !known.has(name))));
  }
  result.leftovers.push(...(await oldEntries(path.join(releasesDir(), STAGING_DIR_NAME), before, () => true)));
  result.leftovers.push(...(await oldEntries(releasesDir(), before, (name) => name.startsWith(REGISTRY_TEMP_PREFIX) && name.endsWith('.tmp'))));
  if (dryRun) return result;

  for (const [app, { remove }] of Object.entries(result.apps)) {
    for (const version of remove) await rm(path.join(releasesDir(), app, version), { recursive: true, force: true });
  }
  for (const leftover of result.leftovers) await rm(path.join(releasesDir(), leftover), { recursive: true, force: true });
  return result;
}
