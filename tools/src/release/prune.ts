import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { APPS, type AppName, registryPath, releasesDir } from '../paths';
import { stagingRoot } from './assemble-release';
import { planPrune, type PrunePlan } from './prune-plan';
import { OWNER_SUFFIX, recordedPublishes } from './publish-owner';
import { releaseActorOf } from './release-actor';
import { acquireLock, lockHolder } from './registry-lock';
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
  reason?: string;
  now?: Date;
  /** A release active less than this long ago is kept (default one day). */
  recentlyActiveMs?: number;
  /** Leftovers no live publish is known to own, younger than this, may be a publish in progress (default one hour). */
  orphanGraceMs?: number;
}

/** A file or folder of the releases folder that is not a kept release, and why it goes or stays. */
export interface Leftover {
  /** Relative to the releases folder. */
  path: string;
  why: string;
}

export interface PruneResult {
  apps: Record<string, PrunePlan>;
  /** What killed publishes left (relative to the releases folder): removed, or on a dry run, what would be. */
  leftovers: string[];
  /** The same, each with why it goes. */
  leftoverReasons: Leftover[];
  /** What is not a release but stays: a publish under way, or too young to tell. */
  inProgress: Leftover[];
}

const rel = (full: string) => path.relative(releasesDir(), full);

/**
 * What killed publishes left behind, and what belongs to a publish under way. A publish records its
 * process beside its staging folder: when that process is gone (or the record is older than any
 * publish takes), its staging folder, its claimed (empty) release folder and the record go at once.
 * Anything else unknown goes once it is older than `graceMs`; a registry temporary file goes when
 * no live release holds the registry lock (it is only written under the lock), and so does the
 * lock of a process that is gone.
 */
async function findLeftovers(known: ReadonlyMap<string, ReadonlySet<string>>, apps: readonly string[], now: number, graceMs: number, lockIsOurs: boolean) {
  const leftovers: Leftover[] = [];
  const inProgress: Leftover[] = [];
  const judged = new Set<string>();
  const judge = (full: string, goes: boolean, why: string) => {
    const relative = rel(full);
    if (judged.has(relative)) return;
    judged.add(relative);
    (goes ? leftovers : inProgress).push({ path: relative, why });
  };

  for (const publish of await recordedPublishes(stagingRoot(), now)) {
    const { owner } = publish;
    const dead = publish.gone || publish.ageMs >= graceMs;
    const why = publish.gone
      ? `left by a publish of ${owner.app} ${owner.version} whose process (${owner.pid} on ${owner.host}) is gone`
      : dead
        ? `left by a publish of ${owner.app} ${owner.version} started ${owner.startedAt}, longer ago than any publish takes`
        : `a publish of ${owner.app} ${owner.version} under way (process ${owner.pid} on ${owner.host}, started ${owner.startedAt})`;
    const stagingDir = path.join(stagingRoot(), owner.staging);
    if (await stat(stagingDir).catch(() => null)) judge(stagingDir, dead, why);
    const claimed = path.join(releasesDir(), owner.app, owner.version);
    if (!known.get(owner.app)?.has(owner.version) && (await stat(claimed).catch(() => null))) judge(claimed, dead, why);
    judge(publish.file, dead, why);
  }

  const byAge = async (folder: string, accept: (name: string) => boolean) => {
    for (const name of await readdir(folder).catch(() => [] as string[])) {
      const full = path.join(folder, name);
      if (!accept(name) || judged.has(rel(full))) continue;
      const info = await stat(full).catch(() => null);
      if (!info) continue;
      const old = info.mtimeMs < now - graceMs;
      judge(full, old, old ? `no publish owns it and it is older than ${Math.round(graceMs / 60_000)} min` : `less than ${Math.round(graceMs / 60_000)} min old and no publish is known to own it: may be a publish under way`);
    }
  };
  for (const app of apps) await byAge(path.join(releasesDir(), app), (name) => !known.get(app)?.has(name));
  await byAge(stagingRoot(), (name) => !name.endsWith(OWNER_SUFFIX));

  const lock = await lockHolder(`${registryPath()}.lock`);
  const lockLive = !lockIsOurs && lock !== null && !lock.abandoned;
  if (lock?.abandoned && !lockIsOurs) judge(`${registryPath()}.lock`, true, `the registry lock of a release whose process (${lock.pid ?? 'unknown'} on ${lock.host ?? 'unknown'}) is gone`);
  for (const name of await readdir(releasesDir()).catch(() => [] as string[])) {
    if (!name.startsWith(REGISTRY_TEMP_PREFIX) || !name.endsWith('.tmp')) continue;
    judge(
      path.join(releasesDir(), name),
      !lockLive,
      lockLive ? `a registry write may be under way (process ${lock?.pid ?? 'unknown'} holds the lock)` : 'a registry write that never finished (no release holds the registry lock)',
    );
  }
  return { leftovers, inProgress };
}

/**
 * `release prune --keep N`: removes the releases of each app that are neither active, among the N
 * newest distinct builds, a target of the next N rollbacks, nor active within the last day
 * (`planPrune`), and what killed publishes left behind (`findLeftovers`). The registry forgets the
 * pruned releases first (and records who pruned them, and why), then their folders go, so no
 * rollback can ever point at a half-deleted folder. A dry run says all of it and changes nothing.
 */
export async function prune(options: PruneOptions): Promise<PruneResult> {
  const { keep, apps = APPS, dryRun = false, now = new Date(), recentlyActiveMs = DAY_MS, orphanGraceMs = HOUR_MS } = options;
  const actor = releaseActorOf(options);
  const policy = { keep, now, recentlyActiveMs };
  const result: PruneResult = { apps: {}, leftovers: [], leftoverReasons: [], inProgress: [] };
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
          pruned: [...(releases.pruned ?? []), ...remove.map((version) => ({ version, at: now.toISOString(), ...actor }))],
        };
      }
    });
  }

  const registry = await readRegistry();
  // Releases the registry still lists, and those this prune removes anyway, are not leftovers.
  const known = new Map(apps.map((app) => [app, new Set([...(registry.apps[app]?.releases ?? []).map((release) => release.version), ...(result.apps[app]?.remove ?? [])])]));
  const collect = async (lockIsOurs: boolean) => {
    const found = await findLeftovers(known, apps, Date.now(), orphanGraceMs, lockIsOurs);
    result.leftoverReasons = found.leftovers;
    result.leftovers = found.leftovers.map((leftover) => leftover.path);
    result.inProgress = found.inProgress;
  };
  if (dryRun) {
    await collect(false);
    return result;
  }

  for (const [app, { remove }] of Object.entries(result.apps)) {
    for (const version of remove) await rm(path.join(releasesDir(), app, version), { recursive: true, force: true });
  }
  // Under the registry lock: no registry write can start while its temporary file is judged.
  const release = await acquireLock(`${registryPath()}.lock`);
  try {
    await collect(true);
    for (const leftover of result.leftovers) await rm(path.join(releasesDir(), leftover), { recursive: true, force: true });
  } finally {
    await release();
  }
  return result;
}
