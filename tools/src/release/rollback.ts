import path from 'node:path';
import { APP_IDENTITIES, type AppName, releasesDir } from '../paths';
import { FORCEABLE, fitChecks, refusal } from './activation-check';
import { activationStack } from './activation-stack';
import { releasePublicPath } from './assemble-release';
import { assertNoCanary, canaryChecks } from './canary';
import { checkDeclared } from './panel-check';
import { releaseActorOf } from './release-actor';
import { type RecordedAppReleases, type RecordedReleaseRecord, type ReleaseCheck, verificationOf } from './release-events';
import { type MutableRegistry, readRegistry, updateRegistry } from './registry-store';
import { sameBuilds } from './same-build';
import { screensCheck } from './screens-check';
import { checkCompleteness, checkIdentity, checkIntegrity, folderExists, readBuildFolder } from './verify-build';

export interface RollbackResult {
  from: string;
  to: string;
  /**
   * What it really was: `rollback` to a release older than the active one, `activate` of a newer
   * one (rolling forward: an upload, or a release rolled back from earlier), as the history says.
   */
  action: 'rollback' | 'activate';
  /** What `force` overrode (absent when nothing was). */
  overridden?: string[];
}

/** What a rollback would do, from `rollback(app, { dryRun: true })`. Nothing was changed. */
export interface RollbackPlan {
  dryRun: true;
  app: AppName;
  outcome: 'rollback' | 'refuse';
  from: string;
  to: string;
  checks: ReleaseCheck[];
  refusal?: string;
}

export interface RollbackOptions {
  /** The release to return to (default: the one active before the current one). */
  to?: string;
  /** Who rolls back (default: `RELEASE_BY` or the login name); recorded as claimed. */
  by?: string;
  /** Why, recorded in the history. */
  reason?: string;
  /** Roll back even though the shell and the remotes would not fit together. */
  force?: boolean;
  /** Run every check and say what would happen; change nothing. */
  dryRun?: boolean;
  /** `by` is the user signed in to the console, not a name given to the CLI (decision 085). */
  authenticated?: boolean;
  /** Refuse unless this is still the active release (the person chose the target looking at it). */
  expectedActive?: string;
  /** The change came with a team key (`by` is the key's label). */
  via?: 'key';
}

/** Whether making `target` active goes back (a rollback) or forward (an activation): by when each was published. */
export function changeKind(releases: RecordedAppReleases, target: RecordedReleaseRecord): 'rollback' | 'activate' {
  const active = releases.releases.find((release) => release.version === releases.active);
  return !active || target.publishedAt > active.publishedAt ? 'activate' : 'rollback';
}

const releaseFolder = (app: AppName, version: string) => path.join(releasesDir(), app, version);

/**
 * The release a plain rollback returns to: the one active before the current one (see
 * `activationStack`), passing over releases that are the same build as the current one.
 */
function previousRelease(releases: RecordedAppReleases): string | undefined {
  const stack = activationStack(releases.history);
  const active = releases.releases.find((release) => release.version === releases.active);
  for (let index = stack.length - 2; index >= 0; index -= 1) {
    const version = stack[index];
    const record = releases.releases.find((release) => release.version === version);
    if (!active || !record || !sameBuilds(active, record)) return version;
  }
  return undefined;
}

/** The checks of a kept release about to become active again: whole, the app's own, and fitting what is active. */
export async function rollbackChecks(registry: MutableRegistry, app: AppName, target: RecordedReleaseRecord): Promise<ReleaseCheck[]> {
  const folder = releaseFolder(app, target.version);
  const build = await readBuildFolder(folder);
  const fit = await fitChecks(registry, app, folder);
  const publishedLoad = target.verification?.checks.find((check) => check.name === 'load');
  return [
    checkIdentity(app, build, { legacy: true }),
    await checkCompleteness(build, { publicPath: releasePublicPath(app, target.version) }),
    await checkIntegrity(build),
    // Its screens come back with it: they may not take a path another app owns now.
    await screensCheck(registry, app, { declaration: target.declaration, shellScreens: build.buildInfo?.shellScreens, kind: APP_IDENTITIES[app].kind }),
    // And its Home page panels and order searchers: their ids may have been taken, or their permissions retired, since.
    ...checkDeclared(app, { declaration: target.declaration }, registry),
    fit.compatibility,
    fit.names,
    ...(await canaryChecks(registry, app, folder, fit)),
    {
      name: 'load',
      status: 'skipped',
      detail: `not run when a kept release is made active again, which stays quick; ${publishedLoad ? `at its publish it ${publishedLoad.status === 'passed' ? 'passed' : `was ${publishedLoad.status}`}` : 'it was published before releases were load-checked'}`,
    },
  ];
}

/** The newest other kept release (earlier activations first) the console could run now: what to roll back to instead. */
async function workingAlternative(registry: MutableRegistry, app: AppName, releases: RecordedAppReleases, refused: string): Promise<string | undefined> {
  const stack = activationStack(releases.history).slice(0, -1).reverse();
  const newestFirst = [...releases.releases].reverse().map((release) => release.version);
  for (const version of [...new Set([...stack, ...newestFirst])]) {
    if (version === refused || version === releases.active) continue;
    const record = releases.releases.find((release) => release.version === version);
    if (!record || !(await folderExists(releaseFolder(app, version)))) continue;
    const checks = await rollbackChecks(registry, app, record).catch(() => null);
    if (checks && checks.every((check) => check.status !== 'failed')) return version;
  }
  return undefined;
}

interface PreparedRollback {
  target: RecordedReleaseRecord;
  from: string;
  checks: ReleaseCheck[];
  overridden: ReleaseCheck[];
  refusal?: Error;
  manifestName?: string;
}

async function prepareRollback(registry: MutableRegistry, app: AppName, options: RollbackOptions): Promise<PreparedRollback> {
  const { to, force = false } = options;
  const releases = registry.apps[app];
  if (!releases?.active) throw new Error(`${app} has no active release to roll back.`);
  assertNoCanary(app, releases, 'roll it back');
  if (options.expectedActive !== undefined && options.expectedActive !== releases.active) {
    throw new Error(`The active release of ${app} is now ${releases.active}, not ${options.expectedActive}: look again before you roll it back.`);
  }
  const previous = previousRelease(releases);
  const target = releases.releases.find((release) => release.version === (to ?? previous));
  if (!target) throw new Error(missingTargetMessage(app, releases, to, previous));
  if (target.version === releases.active) throw new Error(`${target.version} is already the active release of ${app}.`);
  const folder = releaseFolder(app, target.version);
  if (!(await folderExists(folder))) throw new Error(`The folder of ${app} ${target.version} is missing; refusing to point users at it.`);

  const found = await rollbackChecks(registry, app, target);
  const overridden = force ? found.filter((check) => check.status === 'failed' && FORCEABLE.has(check.name)) : [];
  const checks = found.map((check) => (overridden.includes(check) ? { ...check, status: 'forced' as const } : check));
  const prepared: PreparedRollback = { target, from: releases.active, checks, overridden, manifestName: (await readBuildFolder(folder)).manifest?.name };
  if (checks.some((check) => check.status === 'failed')) {
    const fits = checks.every((check) => check.status !== 'failed' || FORCEABLE.has(check.name));
    const alternative = fits ? await workingAlternative(registry, app, releases, target.version) : undefined;
    prepared.refusal = refusal(
      `roll ${app} back to ${target.version}`,
      checks,
      alternative
        ? `${alternative} is the newest other release the console can run as it is: npm run release -- rollback ${app} --to ${alternative}\n` +
            'Otherwise release a shell built against these versions first (docs/releasing.md), or pass --force if you know why it is safe.'
        : undefined,
    );
  }
  return prepared;
}

/**
 * Makes an older release of one app active again: by default the release that was active before
 * the current one (see `activationStack`), or `to` when given. Nothing is rebuilt; users get it on
 * their next page load. The app's whole entry returns to that release's own (its federation name
 * too); no other app's entry changes. Refuses a release whose folder is gone, that is not whole or
 * not the app's own build, and (unless `force`) one the console could not run (see `fitChecks`).
 * With `dryRun`, the checks run and the plan is returned; nothing changes.
 */
export function rollback(app: AppName, options: RollbackOptions & { dryRun: true }): Promise<RollbackPlan>;
export function rollback(app: AppName, options?: RollbackOptions): Promise<RollbackResult>;
export async function rollback(app: AppName, options: RollbackOptions = {}): Promise<RollbackResult | RollbackPlan> {
  const actor = releaseActorOf(options);
  if (options.dryRun) {
    const prepared = await prepareRollback(structuredClone(await readRegistry()) as MutableRegistry, app, options);
    return {
      dryRun: true,
      app,
      outcome: prepared.refusal ? 'refuse' : 'rollback',
      from: prepared.from,
      to: prepared.target.version,
      checks: prepared.checks,
      ...(prepared.refusal ? { refusal: prepared.refusal.message } : {}),
    };
  }
  let result: RollbackResult | undefined;
  await updateRegistry(async (registry) => {
    const prepared = await prepareRollback(registry, app, options);
    if (prepared.refusal) throw prepared.refusal;
    const { target, from, checks, overridden } = prepared;
    const releases = registry.apps[app] as RecordedAppReleases;
    const at = new Date();
    const forced = overridden.length > 0;
    const action = changeKind(releases, target);
    result = { from, to: target.version, action, ...(forced ? { overridden: overridden.map((check) => `${check.name}: ${check.detail}`) } : {}) };
    registry.apps[app] = {
      ...releases,
      // The release's own name: a release published under another app's name must not keep it after.
      federationName: target.federationName ?? prepared.manifestName ?? APP_IDENTITIES[app].federationName,
      active: target.version,
      history: [
        ...releases.history,
        {
          action,
          version: target.version,
          from,
          at: at.toISOString(),
          ...actor,
          ...(forced ? { forced: true as const } : {}),
          ...(options.authenticated ? { authenticated: true as const } : {}),
          ...(options.via ? { via: options.via } : {}),
          ...(target.build ? { build: target.build } : {}),
          verification: verificationOf(checks, at),
        },
      ],
    };
  });
  if (!result) throw new Error('rollback did not run');
  return result;
}

function missingTargetMessage(app: AppName, releases: RecordedAppReleases, to: string | undefined, previous: string | undefined): string {
  const wanted = to ?? previous;
  if (wanted && releases.pruned?.some((pruned) => pruned.version === wanted)) {
    return `${app} ${wanted} was pruned; roll back to a release that is kept with --to. Known: ${releases.releases.map((release) => release.version).join(', ')}`;
  }
  return to
    ? `${app} has no release ${to}. Known: ${releases.releases.map((release) => release.version).join(', ')}`
    : `${app} has no release older than ${releases.active}.`;
}
