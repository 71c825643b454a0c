import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { APP_IDENTITIES, appDistDir, type AppName, releasesDir } from '../paths';
import { FORCEABLE, fitChecks, refusal } from './activation-check';
import { copyBuild, createStaging, makeReadOnly, releasePublicPath, STAGING_DIR_NAME } from './assemble-release';
import { assertNoCanary, canaryChecks, parseCanaryPercent, type RampPlan, withCanaryStarted } from './canary';
import { buildContentHash } from './hash-directory';
import { checkDeclared } from './panel-check';
import { precompress } from './precompress';
import { loadCheck, loadCheckApplies, type PageRunner, startPageRunner } from './load-check/load-check';
import { releaseActorOf } from './release-actor';
import {
  type BuildProvenance,
  type RecordedRegistry,
  type RecordedReleaseRecord,
  type ReleaseCheck,
  verificationOf,
} from './release-events';
import { type MutableRegistry, readRegistry, updateRegistry } from './registry-store';
import { rollback, type RollbackResult } from './rollback';
import { isSameBuild } from './same-build';
import { screensCheck } from './screens-check';
import { type BuildFolder, checkCompleteness, checkIdentity, checkIntegrity, readBuildFolder } from './verify-build';

export { STAGING_DIR_NAME };

export interface PublishOptions {
  /** When the publish starts (the version's time stamp); default now. */
  now?: Date;
  /** The build to publish (default: the app's `dist/`). */
  distDir?: string;
  /** Who publishes (default: `RELEASE_BY` or the login name); recorded as claimed. */
  by?: string;
  /** Why, recorded in the history. */
  reason?: string;
  /** Activate it although the compatibility, names or load check found the console cannot run it as it is. */
  force?: boolean;
  /** Run every check and say what would happen; change nothing. */
  dryRun?: boolean;
  /** When the build is already published as a kept release that is not active, make that release active (a rollback to it). */
  activate?: boolean;
  /**
   * Make it active for this share of browsers only (1-100), a canary, while the active release
   * stays the stable one for the rest (decision 085). `promote` or `abort` ends it.
   */
  canary?: number;
  /** A stepped canary (decision 143): it starts at the first share and widens by itself while it fares as well as the stable release. */
  ramp?: RampPlan;
  /**
   * Keep the release inactive (an upload, decision 142): copied, checked against today's registry
   * and recorded (`upload` in the history), with nothing changed for any browser; `activate` makes
   * it active later, a preview link shows it to one browser before.
   */
  inactive?: boolean;
  /** `by` is a signed-in console user (the console server asked the API), not a claim. */
  authenticated?: boolean;
  /** The build came with a team key (`by` is the key's label). */
  via?: 'key';
}

/** The new release (or the kept one an identical build already is), and what `force` overrode. */
export type PublishResult = RecordedReleaseRecord & {
  overridden?: string[];
  /** Set when the build was already published as this release: nothing was copied. */
  alreadyPublished?: true;
  /** The rollback `activate` made to the already published release. */
  activated?: RollbackResult;
  /** Set when it runs as a canary for this share of browsers. */
  canary?: number;
};

/** What a publish would do, from `publish(app, { dryRun: true })`. Nothing was changed. */
export interface PublishPlan {
  dryRun: true;
  app: AppName;
  /** `publish`: it would become the active release; `refuse`: it would be refused (`refusal` says why); `already-published`: it is a kept release. */
  outcome: 'publish' | 'refuse' | 'already-published';
  /** The version it would get, or that it already has. */
  version: string;
  /** The active release now. */
  from: string | null;
  build: BuildProvenance;
  checks: ReleaseCheck[];
  refusal?: string;
  /** For an already published build: whether that release is the active one. */
  active?: boolean;
  /** Set when it would run as a canary for this share of browsers. */
  canary?: number;
}

export const stamp = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace('T', '.').slice(0, 15);

/** Claims a new, never-used release folder (mkdir fails if it exists, so two publishes cannot share one). */
export async function claimReleaseFolder(app: AppName, baseVersion: string): Promise<{ version: string; dir: string }> {
  await mkdir(path.join(releasesDir(), app), { recursive: true });
  for (let attempt = 1; ; attempt += 1) {
    const version = attempt === 1 ? baseVersion : `${baseVersion}.${attempt}`;
    const dir = path.join(releasesDir(), app, version);
    try {
      await mkdir(dir);
      return { version, dir };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
}

export function provenanceOf(build: BuildFolder, contentHash: string): BuildProvenance {
  const info = build.buildInfo;
  return {
    packageName: info?.packageName ?? '',
    packageVersion: info?.packageVersion ?? '',
    sharedVersion: info?.sharedVersion ?? null,
    contentHash,
    commit: info?.git.commit ?? null,
    dirty: info?.git.dirty ?? null,
  };
}

/** What the load check ran against: the active shell (for a remote) or the active remotes (for a shell). */
const loadContext = (registry: RecordedRegistry, app: AppName) =>
  JSON.stringify(
    Object.entries(registry.apps)
      .filter(([other]) => (app === 'shell' ? other !== 'shell' : other === 'shell'))
      .map(([other, entry]) => [other, entry.active]),
  );

/** The checks with `force` applied: forceable failures become `forced`; returns the overridden ones. */
export function applyForce(checks: ReleaseCheck[], force: boolean): { checks: ReleaseCheck[]; overridden: ReleaseCheck[] } {
  if (!force) return { checks, overridden: [] };
  const overridden = checks.filter((check) => check.status === 'failed' && FORCEABLE.has(check.name));
  return { checks: checks.map((check) => (overridden.includes(check) ? { ...check, status: 'forced' as const } : check)), overridden };
}

export const failedChecks = (checks: readonly ReleaseCheck[]) => checks.filter((check) => check.status === 'failed');

/** Refuses a publish while a canary of the app runs, and a canary of an app with no stable release to fall back to. */
export function publishable(app: AppName, registry: RecordedRegistry, canary: number | undefined): void {
  const current = registry.apps[app];
  assertNoCanary(app, current, canary === undefined ? 'publish another release' : 'start another canary');
  if (canary !== undefined && !current?.active) throw new Error(`${app} has no stable release for the other browsers: publish its first release to everyone.`);
}

/**
 * Copies an app's build into an immutable `releases/<app>/<version>/` and makes it the active
 * release, once it has passed every check (docs/releasing.md, "What publish checks"):
 * - the build is the app's own (identity), whole (completeness) and its precompressed copies are
 *   its files (integrity): never overridable;
 * - the console can run it (compatibility of library versions, names imported from shared
 *   libraries, and the load check: every screen renders under the shell it would run with):
 *   refused unless `force`.
 * The release is assembled and checked in a staging folder; the previous release stays active
 * until the registry is rewritten, in one atomic rename, at the very end. Nothing else in the
 * registry changes. A build already kept as a release is not copied again (`alreadyPublished`).
 * With `dryRun`, every check runs on a copy in the system's temporary folder and the plan is
 * returned; nothing in the releases folder changes. With `canary`, the release runs for that share
 * of browsers only (`canary.ts`), checked against every mix of canary and stable a browser can get.
 */
export function publish(app: AppName, options: PublishOptions & { dryRun: true }): Promise<PublishPlan>;
export function publish(app: AppName, options?: PublishOptions): Promise<PublishResult>;
export async function publish(app: AppName, options: PublishOptions = {}): Promise<PublishResult | PublishPlan> {
  // The load check's page starts loading at once (a worker thread), while the build is checked,
  // copied and compressed; it is stopped when not needed.
  const runner = (await loadCheckApplies(await readRegistry(), app)) ? startPageRunner() : undefined;
  try {
    return await publishWith(app, options, runner);
  } finally {
    runner?.stop();
  }
}

async function publishWith(app: AppName, options: PublishOptions, runner: PageRunner | undefined): Promise<PublishResult | PublishPlan> {
  const { now = new Date(), distDir = appDistDir(app), force = false, dryRun = false, inactive = false } = options;
  const canary = options.ramp ? (options.ramp.steps[0] ?? 100) : options.canary === undefined ? undefined : parseCanaryPercent(options.canary);
  if (options.ramp && options.canary !== undefined && options.canary !== canary) {
    throw new Error(`A stepped canary starts at its first step (${canary} %): leave --canary out, or make it ${canary}.`);
  }
  if (inactive && (canary !== undefined || options.activate)) throw new Error('A build kept inactive is neither a canary nor activated: activate it, or start its canary, once it is kept.');
  const actor = { ...releaseActorOf(options), ...(options.authenticated ? { authenticated: true as const } : {}), ...(options.via ? { via: options.via } : {}) };
  const identity = APP_IDENTITIES[app];

  const build = await readBuildFolder(distDir).catch((error: unknown) => {
    throw new Error(`${app} has no build in ${distDir}: run \`npm run build -w ${app}\` first.`, { cause: error });
  });
  if (!build.manifest && build.files.length === 0) throw new Error(`${app} has no build in ${distDir}: run \`npm run build -w ${app}\` first.`);

  // Whole and the app's own before anything is copied; checked again on the assembled release.
  const early = [checkIdentity(app, build), await checkCompleteness(build), await checkIntegrity(build)];
  const contentHash = await buildContentHash(distDir);
  const provenance = provenanceOf(build, contentHash);
  const registry = structuredClone(await readRegistry()) as MutableRegistry;
  if (!inactive) publishable(app, registry, canary);
  const current = registry.apps[app];
  const from = current?.active ?? null;
  const packageVersion = build.buildInfo?.packageVersion ?? '0.0.0';
  const baseVersion = `${packageVersion}-${stamp(now)}-${contentHash.slice(0, 8)}`;
  const plan = (outcome: PublishPlan['outcome'], version: string, checks: ReleaseCheck[], extra: Partial<PublishPlan> = {}): PublishPlan => ({
    dryRun: true,
    app,
    outcome,
    version,
    from,
    build: provenance,
    checks,
    ...(canary === undefined ? {} : { canary }),
    ...extra,
  });

  if (failedChecks(early).length > 0) {
    const error = refusal(`publish ${app}`, early);
    if (dryRun) return plan('refuse', baseVersion, early, { refusal: error.message });
    throw error;
  }

  const kept = current?.releases.find((release) => isSameBuild(release, contentHash));
  if (kept && canary !== undefined) {
    throw new Error(`${app}: this build is already published as ${kept.version}; a canary runs a build that is not a release yet (publish another build).`);
  }
  if (kept && inactive) return { ...kept, alreadyPublished: true };
  if (kept) return alreadyPublished(app, kept, { ...options, dryRun }, dryRun ? (version, active) => plan('already-published', version, early, { active }) : undefined);

  // Fail before copying anything; checked again under the registry lock below.
  const declared = { declaration: build.buildInfo?.declaration, shellScreens: build.buildInfo?.shellScreens, kind: identity.kind };
  const screens = await screensCheck(registry, app, declared);
  const fit = await fitChecks(registry, app, distDir);
  const withCanaries = await canaryChecks(registry, app, distDir, fit);
  const panels = checkDeclared(app, build.buildInfo, registry);
  const beforeCopy = applyForce([...early, screens, ...panels, fit.compatibility, fit.names, ...withCanaries], force);
  if (failedChecks(beforeCopy.checks).length > 0) {
    const error = refusal(`publish ${app}`, beforeCopy.checks);
    if (dryRun) return plan('refuse', baseVersion, beforeCopy.checks, { refusal: error.message });
    throw error;
  }

  const claimed = dryRun ? { version: baseVersion, dir: '' } : await claimReleaseFolder(app, baseVersion);
  const { version, dir } = claimed;
  const staging = await createStaging(app, version, dryRun);
  try {
    await copyBuild(app, identity.kind, distDir, version, staging.dir);
    const candidate = { app, version, folder: staging.dir, packageVersion, declaration: declared.declaration };
    const context = loadContext(registry, app);
    // The load check reads the plain files while their compressed copies are written.
    // Compressed copies of files unchanged since the app's recent releases are taken from them.
    const recent = [...(current?.releases ?? [])].reverse().slice(0, 3).map((release) => path.join(releasesDir(), app, release.version));
    const [load] = await Promise.all([loadCheck(registry, candidate, runner), precompress(staging.dir, recent)]);
    const staged = await readBuildFolder(staging.dir);
    const assembled = [checkIdentity(app, staged), await checkCompleteness(staged, { publicPath: releasePublicPath(app, version) }), await checkIntegrity(staged)];
    const checked = applyForce([...assembled, screens, ...panels, fit.compatibility, fit.names, ...withCanaries, load], force);
    if (failedChecks(checked.checks).length > 0) {
      const error = refusal(`publish ${app} ${version}`, checked.checks);
      if (dryRun) return plan('refuse', version, checked.checks, { refusal: error.message });
      throw error;
    }
    if (dryRun) return plan('publish', version, checked.checks);

    await makeReadOnly(staging.dir);
    await rename(staging.dir, dir);
    await staging.done();

    let result: PublishResult | undefined;
    await updateRegistry(async (locked) => {
      const entry = locked.apps[app];
      const same = entry?.releases.find((release) => isSameBuild(release, contentHash));
      if (same) {
        // The same build was published meanwhile: keep that release, drop this copy.
        result = { ...same, alreadyPublished: true };
        return;
      }
      // Authoritative: what is active now, under the lock.
      if (!inactive) publishable(app, locked, canary);
      const lockedScreens = await screensCheck(locked, app, declared);
      const lockedFit = await fitChecks(locked, app, dir);
      const lockedCanaries = await canaryChecks(locked, app, dir, lockedFit);
      const lockedLoad = loadContext(locked, app) === context ? load : await loadCheck(locked, { ...candidate, folder: dir });
      const final = applyForce([...assembled, lockedScreens, ...checkDeclared(app, build.buildInfo, locked), lockedFit.compatibility, lockedFit.names, ...lockedCanaries, lockedLoad], force);
      if (failedChecks(final.checks).length > 0) throw refusal(`publish ${app} ${version}`, final.checks);

      const at = new Date();
      const verification = verificationOf(final.checks, at);
      const record: RecordedReleaseRecord = {
        version,
        publishedAt: at.toISOString(),
        packageVersion,
        entry: `${releasePublicPath(app, version)}${identity.kind === 'host' ? 'index.html' : 'mf-manifest.json'}`,
        federationName: identity.federationName,
        // The screens travel with the release: the shell routes those of the active one.
        ...(declared.declaration ? { declaration: declared.declaration } : {}),
        build: provenance,
        publishedBy: actor,
        verification,
      };
      const forced = final.overridden.length > 0;
      result = {
        ...record,
        ...(forced ? { overridden: final.overridden.map((check) => `${check.name}: ${check.detail}`) } : {}),
        ...(canary === undefined ? {} : { canary }),
      };
      if (inactive) {
        locked.apps[app] = {
          ...entry,
          kind: identity.kind,
          federationName: entry?.federationName ?? identity.federationName,
          active: entry?.active ?? null,
          releases: [...(entry?.releases ?? []), record],
          history: [
            ...(entry?.history ?? []),
            { action: 'upload', version, from: entry?.active ?? null, at: record.publishedAt, ...actor, ...(forced ? { forced: true as const } : {}), build: provenance, verification },
          ],
        };
        return;
      }
      if (entry && canary !== undefined) {
        locked.apps[app] = withCanaryStarted(entry, record, canary, { ...actor, ...(forced ? { forced: true as const } : {}), build: provenance, verification }, options.ramp);
        return;
      }
      locked.apps[app] = {
        ...entry,
        kind: identity.kind,
        federationName: identity.federationName,
        active: version,
        releases: [...(entry?.releases ?? []), record],
        history: [
          ...(entry?.history ?? []),
          { action: 'publish', version, from: entry?.active ?? null, at: record.publishedAt, ...actor, ...(forced ? { forced: true as const } : {}), build: provenance, verification },
        ],
      };
    }).catch(async (error: unknown) => {
      await rm(dir, { recursive: true, force: true });
      throw error;
    });
    if (!result) throw new Error('publish did not run');
    if (result.alreadyPublished) await rm(dir, { recursive: true, force: true });
    return result;
  } catch (error) {
    if (dir) await rm(dir, { recursive: true, force: true });
    throw error;
  } finally {
    await staging.discard();
  }
}

/**
 * The build is already kept as `kept`: nothing is copied. Active: nothing to do. Not active: it was
 * superseded or rolled back as bad, so it becomes active again only when asked (`activate`), by a
 * rollback to it, with that rollback's checks.
 */
async function alreadyPublished(
  app: AppName,
  kept: RecordedReleaseRecord,
  options: PublishOptions,
  dryRunPlan?: (version: string, active: boolean) => PublishPlan,
): Promise<PublishResult | PublishPlan> {
  const registry = await readRegistry();
  const active = registry.apps[app]?.active === kept.version;
  if (dryRunPlan) return dryRunPlan(kept.version, active);
  if (active) return { ...kept, alreadyPublished: true };
  if (!options.activate) {
    throw new Error(
      `${app}: this build is already published as ${kept.version}, which is not active (the active release is ${registry.apps[app]?.active ?? 'none'}). ` +
        'Pass --activate to make it active again (a rollback to it, with its checks), or publish another build.',
    );
  }
  const activated = await rollback(app, { to: kept.version, by: options.by, reason: options.reason, force: options.force });
  return { ...kept, alreadyPublished: true, activated };
}
