import { access } from 'node:fs/promises';
import path from 'node:path';
import type { CanaryRelease, ReleaseRecord } from '@console/shared/release-plane';
import { type AppName, releasesDir } from '../paths';
import { type FitChecks, fitChecks, refusal } from './activation-check';
import { type FolderOf, keptFolder } from './release-folder';
import { releaseActorOf } from './release-actor';
import type { RecordedAppReleases, RecordedReleaseEvent, ReleaseCheck } from './release-events';
import { type MutableRegistry, updateRegistry } from './registry-store';

/** Reads `--canary <percent>`: a whole percent of browsers from 1 to 100. */
export function parseCanaryPercent(value: string | number): number {
  const percent = typeof value === 'number' ? value : /^\d{1,3}$/.test(value.trim()) ? Number(value.trim()) : Number.NaN;
  if (!Number.isInteger(percent) || percent < 1 || percent > 100) {
    throw new Error(`--canary needs a whole percent of browsers from 1 to 100 (got "${value}").`);
  }
  return percent;
}

const describe = (canary: CanaryRelease) => `${canary.version} for ${canary.percent} % of browsers`;

/**
 * Refuses to publish or roll back an app while a canary of it runs: the canary would outlive the
 * release it was measured against. Promote or abort it first.
 */
export function assertNoCanary(app: string, releases: RecordedAppReleases | undefined, what: string): void {
  if (releases?.canary) throw new Error(`${app} has a canary running (${describe(releases.canary)}): promote or abort it before you ${what}.`);
}

/** The registry as the browsers in every running canary's share see it: each canary as its app's active release. */
function canaryView(registry: MutableRegistry): MutableRegistry {
  const apps = Object.fromEntries(
    Object.entries(registry.apps).map(([app, releases]) => [app, releases.canary ? { ...releases, active: releases.canary.version } : releases]),
  );
  return { ...registry, apps };
}

/**
 * The fit checks again for the browsers in a running canary's share, if `folder` became the
 * release of `app` (active or a canary): compatibility is pairwise (a shell and a remote), so
 * checking against the active releases (`fitChecks`) and against every canary at once covers every
 * mix a browser can get. Only what fails there and not against the active releases is returned.
 */
export async function canaryChecks(registry: MutableRegistry, app: AppName, folder: string, onActive: FitChecks, releaseFolder: FolderOf = keptFolder): Promise<ReleaseCheck[]> {
  const others = Object.entries(registry.apps).some(([other, releases]) => other !== app && releases.canary);
  if (!others) return [];
  const found = await fitChecks(canaryView(registry), app, folder, releaseFolder);
  return [found.compatibility, found.names]
    .filter((check) => check.status === 'failed' && onActive[check.name as keyof FitChecks].detail !== check.detail)
    .map((check) => ({ ...check, detail: `for the browsers in a canary's share: ${check.detail}` }));
}

/** A stepped rollout as asked: the shares, and how long each lasts (decision 143). */
export interface RampPlan {
  steps: readonly number[];
  stepMs: number;
}

/** The canary record of `version` from `at`: at `percent`, or at the first step of `ramp`. */
export function canaryRecord(version: string, percent: number, at: string, by: string | undefined, ramp?: RampPlan): CanaryRelease {
  return {
    version,
    percent: ramp ? (ramp.steps[0] ?? percent) : percent,
    startedAt: at,
    ...(by ? { by } : {}),
    ...(ramp ? { ramp: { steps: [...ramp.steps], stepMs: ramp.stepMs, step: 0, stepStartedAt: at } } : {}),
  };
}

/** The app's entry once `record` runs as a canary for `percent` % of browsers (or stepped, `ramp`); `active` is untouched. */
export function withCanaryStarted(
  current: RecordedAppReleases,
  record: ReleaseRecord,
  percent: number,
  event: Omit<RecordedReleaseEvent, 'action' | 'version' | 'from' | 'at'>,
  ramp?: RampPlan,
): RecordedAppReleases {
  const canary = canaryRecord(record.version, percent, record.publishedAt, event.by, ramp);
  return {
    ...current,
    canary,
    releases: [...current.releases, record],
    history: [...current.history, { action: 'canary', version: record.version, from: current.active, at: record.publishedAt, percent: canary.percent, ...event, ...(ramp ? { reason: rampText(ramp) } : {}) }],
  };
}

export interface CanaryActionOptions {
  /** Who acts (default: `RELEASE_BY` or the login name). */
  by?: string;
  /** Why, recorded in the history (for an abort: why the canary was aborted). */
  reason?: string;
  /** `by` is the user signed in to the console (the console server asked the API), not a claim. */
  authenticated?: boolean;
  /** The console server acted by itself (the abort rule), or a team key did. */
  via?: 'automatic' | 'key';
  /** Act only on this canary: refused when another one runs now (the person looked at an older state). */
  version?: string;
  now?: Date;
}

export interface CanaryActionResult {
  app: AppName;
  /** The canary's release. */
  version: string;
  /** The release every browser gets now. */
  active: string;
}

/** The app's entry without its canary (a copy: the registry's entries are read-only). */
function withoutCanary(releases: RecordedAppReleases): RecordedAppReleases {
  const { canary: _ended, ...rest } = releases;
  return rest;
}

function runningCanary(app: AppName, releases: RecordedAppReleases | undefined, version: string | undefined, verb: string) {
  const canary = releases?.canary;
  if (!releases || !canary) throw new Error(`${app} has no canary to ${verb}.`);
  if (version !== undefined && version !== canary.version) {
    throw new Error(`The canary of ${app} is now ${canary.version}, not ${version}: look again before you ${verb} it.`);
  }
  return { canary, stable: withoutCanary(releases) };
}

/**
 * Makes the running canary of `app` its stable release, for every browser (`promote` in the
 * history; a rollback later returns to the release it replaced). Checked again as a publish is:
 * the console must be able to run it for everyone.
 */
export async function promote(app: AppName, options: CanaryActionOptions = {}): Promise<CanaryActionResult> {
  const actor = releaseActorOf(options);
  let result: CanaryActionResult | undefined;
  await updateRegistry(async (registry) => {
    const { canary, stable } = runningCanary(app, registry.apps[app], options.version, 'promote');
    const folder = path.join(releasesDir(), app, canary.version);
    await access(folder).catch((error: unknown) => {
      throw new Error(`The folder of ${app} ${canary.version} is missing; refusing to point users at it.`, { cause: error });
    });
    const fit = await fitChecks(registry, app, folder);
    const checks = [fit.compatibility, fit.names];
    if (checks.some((check) => check.status === 'failed')) throw refusal(`promote ${app} ${canary.version}`, checks);
    const at = (options.now ?? new Date()).toISOString();
    registry.apps[app] = {
      ...stable,
      active: canary.version,
      history: [
        ...stable.history,
        {
          action: 'promote',
          version: canary.version,
          from: stable.active,
          at,
          ...actor,
          ...(options.authenticated ? { authenticated: true as const } : {}),
          ...(options.via ? { via: options.via } : {}),
        },
      ],
    };
    result = { app, version: canary.version, active: canary.version };
  });
  if (!result) throw new Error('promote did not run');
  return result;
}

/**
 * Ends the running canary of `app`: every browser gets the stable release again (`abort` in the
 * history, with `reason` when given). Nothing is checked: the stable release is what everyone
 * outside the share runs already. The automatic abort of a failing canary comes through here too.
 */
export async function abort(app: AppName, options: CanaryActionOptions = {}): Promise<CanaryActionResult> {
  const actor = releaseActorOf(options);
  let result: CanaryActionResult | undefined;
  await updateRegistry((registry) => {
    const { canary, stable } = runningCanary(app, registry.apps[app], options.version, 'abort');
    const at = (options.now ?? new Date()).toISOString();
    registry.apps[app] = {
      ...stable,
      history: [
        ...stable.history,
        {
          action: 'abort',
          version: canary.version,
          from: stable.active,
          at,
          ...actor,
          ...(options.authenticated ? { authenticated: true as const } : {}),
          ...(options.via ? { via: options.via } : {}),
        },
      ],
    };
    result = { app, version: canary.version, active: stable.active ?? canary.version };
  });
  if (!result) throw new Error('abort did not run');
  return result;
}

/** `stepped: 5 % -> 25 % -> 50 % -> 100 %, 10 min each`. */
export const rampText = (ramp: RampPlan) => `stepped: ${ramp.steps.map((step) => `${step} %`).join(' -> ')}, ${formatMs(ramp.stepMs)} each`;
const formatMs = (ms: number) => (ms % 3_600_000 === 0 ? `${ms / 3_600_000} h` : ms % 60_000 === 0 ? `${ms / 60_000} min` : `${ms / 1000} s`);

/**
 * Widens a stepped canary to its next step (decision 143), as the console server's canary watch
 * decided: only if it is still that canary at that step (another server or a person may have acted
 * meanwhile). `ramp` in the history, with why.
 */
export async function widenCanary(app: AppName, options: { version: string; step: number; reason: string; by?: string; now?: Date }): Promise<{ percent: number }> {
  const actor = releaseActorOf(options);
  let result: { percent: number } | undefined;
  await updateRegistry((registry) => {
    const releases = registry.apps[app];
    const canary = releases?.canary;
    if (!releases || !canary?.ramp || canary.version !== options.version || canary.ramp.step !== options.step) {
      throw new Error(`The canary of ${app} is no longer ${options.version} at step ${options.step + 1}: nothing to widen.`);
    }
    const next = canary.ramp.steps[options.step + 1];
    if (next === undefined) throw new Error(`The canary of ${app} is at its last step: promote it.`);
    const at = (options.now ?? new Date()).toISOString();
    registry.apps[app] = {
      ...releases,
      canary: { ...canary, percent: next, ramp: { ...canary.ramp, step: options.step + 1, stepStartedAt: at } },
      history: [...releases.history, { action: 'ramp', version: canary.version, from: releases.active, at, percent: next, ...actor, reason: options.reason, via: 'automatic' as const }],
    };
    result = { percent: next };
  });
  if (!result) throw new Error('the canary was not widened');
  return result;
}

/** One line for `release status`: the split of browsers between the canary and the stable release. */
export function formatCanary(releases: RecordedAppReleases): string | null {
  const { canary, active } = releases;
  if (!canary) return null;
  const by = canary.by ? ` by ${canary.by}` : '';
  const ramp = canary.ramp ? `; ${rampText(canary.ramp)}, at step ${canary.ramp.step + 1} since ${canary.ramp.stepStartedAt}` : '';
  return `  canary ${canary.version} for ${canary.percent} % of browsers (the other ${100 - canary.percent} % on ${active ?? 'none'}), since ${canary.startedAt}${by}${ramp}`;
}
