import { activationStack, isActivation } from './activation-stack';
import type { RecordedAppReleases, RecordedReleaseRecord } from './release-events';
import { sameBuilds } from './same-build';

export interface PrunePolicy {
  /** How many of the newest releases to keep, besides the active one and the rollback targets. */
  keep: number;
  now: Date;
  /** A release active less than this long ago is kept: open pages may still load its chunks. */
  recentlyActiveMs: number;
}

export interface PrunePlan {
  remove: string[];
  /** Every kept release and why. */
  keep: { version: string; reasons: string[] }[];
}

/** When each release stopped being active (now for the active one), from the history. */
function lastActive(releases: RecordedAppReleases, now: Date): Map<string, number> {
  const until = new Map<string, number>();
  let current: string | null = null;
  for (const event of releases.history) {
    if (!isActivation(event)) continue;
    if (current) until.set(current, Date.parse(event.at));
    current = event.version;
  }
  if (releases.active) until.set(releases.active, now.getTime());
  // A canary was served to its share until it was aborted (or until now, while it runs).
  for (const event of releases.history) if (event.action === 'abort') until.set(event.version, Math.max(until.get(event.version) ?? 0, Date.parse(event.at)));
  if (releases.canary) until.set(releases.canary.version, now.getTime());
  return until;
}

/** The N newest releases that are distinct builds (a republished copy of a build does not count twice). */
function newestDistinct(releases: readonly RecordedReleaseRecord[], keep: number): RecordedReleaseRecord[] {
  const newest: RecordedReleaseRecord[] = [];
  for (const release of [...releases].reverse()) {
    if (newest.length >= keep) break;
    if (!newest.some((kept) => sameBuilds(kept, release))) newest.push(release);
  }
  return newest;
}

/**
 * The releases N plain rollbacks in a row would return to: down the activation stack, passing over
 * a release that is the same build as the one it would leave (as `rollback` does).
 */
function rollbackTargets(releases: RecordedAppReleases, keep: number): string[] {
  const stack = activationStack(releases.history);
  const record = (version: string | undefined) => releases.releases.find((release) => release.version === version);
  const targets: string[] = [];
  let current = record(stack[stack.length - 1]);
  for (let index = stack.length - 2; index >= 0 && targets.length < keep; index -= 1) {
    const version = stack[index] as string;
    const candidate = record(version);
    if (candidate && current && sameBuilds(candidate, current)) continue;
    targets.push(version);
    current = candidate;
  }
  return targets;
}

/**
 * Which releases of one app `release prune --keep N` removes: none of the active one, the N newest
 * distinct builds, the N releases that N plain rollbacks in a row would return to (the activation
 * stack), and any release that was active within `recentlyActiveMs`.
 */
export function planPrune(releases: RecordedAppReleases, policy: PrunePolicy): PrunePlan {
  if (!Number.isInteger(policy.keep) || policy.keep < 1) throw new Error('--keep must be a whole number of at least 1.');
  const reasons = new Map<string, string[]>(releases.releases.map((release) => [release.version, []]));
  const mark = (version: string | null | undefined, reason: string) => {
    if (version) reasons.get(version)?.push(reason);
  };

  mark(releases.active, 'active');
  mark(releases.canary?.version, 'the running canary');
  for (const release of newestDistinct(releases.releases, policy.keep)) mark(release.version, `among the ${policy.keep} newest`);
  for (const version of rollbackTargets(releases, policy.keep)) mark(version, 'a rollback returns to it');
  const since = policy.now.getTime() - policy.recentlyActiveMs;
  for (const [version, until] of lastActive(releases, policy.now)) {
    if (version !== releases.active && version !== releases.canary?.version && until >= since) mark(version, 'active recently (open pages may still use it)');
  }

  const plan: PrunePlan = { remove: [], keep: [] };
  for (const [version, why] of reasons) {
    if (why.length === 0) plan.remove.push(version);
    else plan.keep.push({ version, reasons: why });
  }
  return plan;
}
