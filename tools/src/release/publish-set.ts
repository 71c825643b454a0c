import { randomUUID } from 'node:crypto';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { APP_IDENTITIES, APPS, appDistDir, type AppName, releasesDir } from '../paths';
import { failureLines, fitChecks, FORCEABLE } from './activation-check';
import { copyBuild, createStaging, makeReadOnly, releasePublicPath, type Staging } from './assemble-release';
import { canaryChecks } from './canary';
import { buildContentHash } from './hash-directory';
import { loadCheck } from './load-check/load-check';
import { checkDeclared } from './panel-check';
import { precompress } from './precompress';
import { applyForce, claimReleaseFolder, failedChecks, provenanceOf, publishable, stamp } from './publish';
import { releaseActorOf } from './release-actor';
import { type FolderOf, keptFolder, withCandidates } from './release-folder';
import { type BuildProvenance, type RecordedRegistry, type RecordedReleaseRecord, type ReleaseCheck, verificationOf } from './release-events';
import { type MutableRegistry, readRegistry, updateRegistry } from './registry-store';
import { isSameBuild } from './same-build';
import { screensCheck } from './screens-check';
import { type BuildFolder, checkCompleteness, checkIdentity, checkIntegrity, readBuildFolder } from './verify-build';

/** One app of a set and the build to publish (default: its `dist/`). */
export interface SetMember {
  app: AppName;
  distDir?: string;
}

export interface PublishSetOptions {
  /** When the publish starts (the versions' time stamp); default now. */
  now?: Date;
  by?: string;
  reason?: string;
  /** Activate the set although the compatibility, names or load check found the console cannot run it as it is. */
  force?: boolean;
  /** Run every check and say what would happen; change nothing. */
  dryRun?: boolean;
}

/** What became of one app of a set. */
export interface SetMemberOutcome {
  app: AppName;
  /** The release it gets (new), or that it already is (`unchanged`). */
  version: string;
  /** Its active release before the set. */
  from: string | null;
  build: BuildProvenance;
  checks: ReleaseCheck[];
  /** Its build is already its active release: nothing is copied and its entry does not change. */
  unchanged?: true;
}

/** A set that was published: every member active at once (or unchanged), by one registry write. */
export interface PublishSetResult {
  set: string;
  members: SetMemberOutcome[];
  /** What `force` overrode, per app. */
  overridden?: string[];
}

/** What a set publish would do (`dryRun`). Nothing was changed. */
export interface PublishSetPlan {
  dryRun: true;
  set: string;
  outcome: 'publish' | 'refuse' | 'unchanged';
  members: SetMemberOutcome[];
  refusal?: string;
}

/** A member whose build is new: where it is, what it will be, what it was found to be so far. */
interface Candidate {
  app: AppName;
  build: BuildFolder;
  distDir: string;
  provenance: BuildProvenance;
  packageVersion: string;
  from: string | null;
  version: string;
  /** Its release folder once claimed (empty in a dry run). */
  dir: string;
  staging?: Staging;
  checks: ReleaseCheck[];
}

const identityOf = (app: AppName) => APP_IDENTITIES[app];

/** The release record a candidate would have; `publishedAt` is set when the registry is written. */
function recordOf(candidate: Candidate, at: string, set: string, extra: Partial<RecordedReleaseRecord> = {}): RecordedReleaseRecord {
  const identity = identityOf(candidate.app);
  const declaration = candidate.build.buildInfo?.declaration;
  return {
    version: candidate.version,
    publishedAt: at,
    packageVersion: candidate.packageVersion,
    entry: `${releasePublicPath(candidate.app, candidate.version)}${identity.kind === 'host' ? 'index.html' : 'mf-manifest.json'}`,
    federationName: identity.federationName,
    ...(declaration ? { declaration } : {}),
    build: candidate.provenance,
    set,
    ...extra,
  };
}

/**
 * The registry as it would be once every candidate is active: each candidate's record added to its
 * app and made active; every other app as it is.
 */
function afterSet(registry: RecordedRegistry, candidates: readonly Candidate[], set: string): MutableRegistry {
  const apps = { ...registry.apps };
  for (const candidate of candidates) {
    const identity = identityOf(candidate.app);
    const entry = apps[candidate.app];
    apps[candidate.app] = {
      ...entry,
      kind: identity.kind,
      federationName: identity.federationName,
      active: candidate.version,
      releases: [...(entry?.releases ?? []), recordOf(candidate, new Date().toISOString(), set)],
      history: entry?.history ?? [],
    };
  }
  return { ...registry, apps } as MutableRegistry;
}

/** What the load checks ran against: the active releases of the apps outside the set. */
const loadContext = (registry: RecordedRegistry, members: ReadonlySet<string>) =>
  JSON.stringify(Object.entries(registry.apps).filter(([app]) => !members.has(app)).map(([app, entry]) => [app, entry.active, entry.canary?.version ?? null]));

/**
 * Every check of one candidate that depends on the others: against `after`, the registry with the
 * whole set active (the other candidates' files found by `releaseFolder`).
 */
async function fitOfCandidate(after: MutableRegistry, candidate: Candidate, folder: string, releaseFolder: FolderOf, candidates: readonly Candidate[]): Promise<ReleaseCheck[]> {
  const identity = identityOf(candidate.app);
  const info = candidate.build.buildInfo;
  const screens = await screensCheck(after, candidate.app, { declaration: info?.declaration, shellScreens: info?.shellScreens, kind: identity.kind }, releaseFolder);
  const fit = await fitChecks(after, candidate.app, folder, releaseFolder);
  const withCanaries = await canaryChecks(after, candidate.app, folder, fit, releaseFolder);
  const checks = [screens, ...checkDeclared(candidate.app, info, after), fit.compatibility, fit.names, ...withCanaries];
  return checks.map((check) => ({ ...check, detail: ofTheSet(check.detail, candidates) }));
}

/** The checks call every release in the registry they judge against "active": the set's own are not active yet. */
function ofTheSet(detail: string, candidates: readonly Candidate[]): string {
  return candidates.reduce((text, other) => text.replaceAll(`the active ${other.app} ${other.version}`, `${other.app} ${other.version} of this set`), detail);
}

/**
 * A remote's load check read from the set's shell's: that check rendered every screen of every
 * active remote, the set's remotes included, in the page they will run in. Its failure lines name
 * the app of each screen (`- /dashboard/<path> (<app>): ...`) and panel (`- panel "<id>" (<app>): ...`); a page that did not start fails them all.
 */
function fromShellLoad(shell: ReleaseCheck, shellVersion: string, app: AppName): ReleaseCheck {
  const under = `shell ${shellVersion} of this set`;
  if (shell.status === 'skipped') return { ...shell, detail: `not run: ${shell.detail}` };
  if (shell.status === 'passed') return { name: 'load', status: 'passed', detail: `its screens and panels rendered in the load check of ${under}` };
  const mine = shell.detail.split('\n').filter((line) => line.includes(` (${app}): `));
  // Screen and panel failure lines alike say "did not render under"; a page that did not start says neither.
  const started = shell.detail.includes('did not render under');
  if (started && mine.length === 0) return { name: 'load', status: 'passed', detail: `its screens and panels rendered in the load check of ${under} (which another app failed)` };
  return { name: 'load', status: 'failed', detail: started ? `${mine.length} of its screens and panels did not render under ${under}:\n${mine.join('\n')}` : `${under} did not start: see its load check` };
}

/**
 * The load checks of the set, one after another (the machine's cores are not ours alone). With the
 * shell in the set, its check renders every remote's screens under it, the set's included, so the
 * set's remotes are judged from it rather than each starting the same page again.
 */
async function loadChecks(after: MutableRegistry, candidates: readonly Candidate[], releaseFolder: FolderOf): Promise<Map<AppName, ReleaseCheck>> {
  const found = new Map<AppName, ReleaseCheck>();
  const shell = candidates.find((candidate) => candidate.app === 'shell');
  for (const candidate of shell ? [shell] : candidates) {
    const folder = releaseFolder(candidate.app, candidate.version);
    const check = await loadCheck(after, {
      app: candidate.app,
      version: candidate.version,
      folder,
      packageVersion: candidate.packageVersion,
      declaration: candidate.build.buildInfo?.declaration,
    }, undefined, releaseFolder);
    found.set(candidate.app, check);
  }
  const shellLoad = shell && found.get('shell');
  if (shell && shellLoad) for (const remote of candidates) if (remote !== shell) found.set(remote.app, fromShellLoad(shellLoad, shell.version, remote.app));
  return found;
}

/**
 * The refusal of a set: which app failed which check, and that nothing was activated. The advice
 * is the single publish's, without the suggestion to publish a set.
 */
function setRefusal(apps: readonly AppName[], failing: readonly { app: AppName; checks: readonly ReleaseCheck[] }[]): Error {
  const lines = [`Refusing to publish the set ${apps.join(', ')}: nothing was activated (a set becomes active whole or not at all).`];
  for (const member of failing) lines.push(`${member.app}:`, ...failureLines(member.checks));
  const all = failing.flatMap((member) => member.checks).filter((check) => check.status === 'failed');
  const forceable = all.every((check) => FORCEABLE.has(check.name));
  lines.push(
    forceable
      ? 'Fix the builds named and publish the set again, or pass --force if you know why it is safe.'
      : 'This cannot be forced: fix the builds named and publish the set again (docs/releasing.md, "What publish checks").',
  );
  return new Error(lines.join('\n'));
}

/** Refuses what a set cannot be: fewer than two apps, an app twice. */
function checkMembers(members: readonly SetMember[]): AppName[] {
  const apps = members.map((member) => member.app);
  if (apps.length < 2) throw new Error('A set is two apps or more: publish a single app with `publish <app>`.');
  const twice = apps.filter((app, index) => apps.indexOf(app) !== index);
  if (twice.length > 0) throw new Error(`A set names each app once (twice: ${[...new Set(twice)].join(', ')}).`);
  // The shell first: the order the history and the output read in.
  return [...apps].sort((a, b) => APPS.indexOf(a) - APPS.indexOf(b));
}

/**
 * Publishes several apps as one checked set (decision 115): every check of each build runs against
 * the registry as it would be once the whole set is active (a 2.x shell is judged with the 2.x
 * remotes of the set, not the 1.x ones active now), then all of them become active by ONE registry
 * write under the registry lock. All or nothing: if any check of any member fails, nothing is
 * activated and the refusal names the app and the check. Each app gets its own release record with
 * its provenance and a `publish` event; both carry the set's id (`set`), so the history shows they
 * went together. A member whose build is already its active release stays as it is (and is part of
 * what the others are checked against). Canaries stay single-app.
 */
export function publishSet(members: readonly SetMember[], options: PublishSetOptions & { dryRun: true }): Promise<PublishSetPlan>;
export function publishSet(members: readonly SetMember[], options?: PublishSetOptions): Promise<PublishSetResult>;
export async function publishSet(members: readonly SetMember[], options: PublishSetOptions = {}): Promise<PublishSetResult | PublishSetPlan> {
  const { now = new Date(), force = false, dryRun = false } = options;
  const apps = checkMembers(members);
  const actor = releaseActorOf(options);
  const set = `set-${stamp(now)}-${randomUUID().slice(0, 8)}`;
  const registry = structuredClone(await readRegistry()) as MutableRegistry;
  const distOf = new Map(members.map((member) => [member.app, member.distDir ?? appDistDir(member.app)]));

  // Each build: whole and the app's own before anything is copied.
  const candidates: Candidate[] = [];
  const unchanged: SetMemberOutcome[] = [];
  const refused: { app: AppName; checks: ReleaseCheck[] }[] = [];
  for (const app of apps) {
    const distDir = distOf.get(app) as string;
    const build = await readBuildFolder(distDir).catch(() => null);
    if (!build || (!build.manifest && build.files.length === 0)) throw new Error(`${app} has no build in ${distDir}: run \`npm run build -w ${app}\` first.`);
    publishable(app, registry, undefined);
    const early = [checkIdentity(app, build), await checkCompleteness(build), await checkIntegrity(build)];
    const contentHash = await buildContentHash(distDir);
    const provenance = provenanceOf(build, contentHash);
    const current = registry.apps[app];
    const from = current?.active ?? null;
    if (failedChecks(early).length > 0) {
      refused.push({ app, checks: early });
      continue;
    }
    const kept = current?.releases.find((release) => isSameBuild(release, contentHash));
    if (kept && kept.version === from) {
      unchanged.push({ app, version: kept.version, from, build: provenance, checks: early, unchanged: true });
      continue;
    }
    if (kept) {
      throw new Error(
        `${app}: this build is already published as ${kept.version}, which is not active (the active release is ${from ?? 'none'}). ` +
          `A set publishes new builds: roll ${app} back to it first (rollback ${app} --to ${kept.version}), or build it again.`,
      );
    }
    const packageVersion = build.buildInfo?.packageVersion ?? '0.0.0';
    candidates.push({ app, build, distDir, provenance, packageVersion, from, version: `${packageVersion}-${stamp(now)}-${contentHash.slice(0, 8)}`, dir: '', checks: early });
  }

  const outcomes = (): SetMemberOutcome[] =>
    apps.map(
      (app) =>
        unchanged.find((member) => member.app === app) ??
        (() => {
          const candidate = candidates.find((member) => member.app === app);
          const failed = refused.find((member) => member.app === app);
          return {
            app,
            version: candidate?.version ?? '',
            from: candidate?.from ?? registry.apps[app]?.active ?? null,
            build: candidate?.provenance ?? ({} as BuildProvenance),
            checks: candidate?.checks ?? failed?.checks ?? [],
          };
        })(),
    );
  const refuse = (failing: { app: AppName; checks: ReleaseCheck[] }[]): PublishSetPlan => {
    const error = setRefusal(apps, failing);
    if (!dryRun) throw error;
    return { dryRun: true, set, outcome: 'refuse', members: outcomes(), refusal: error.message };
  };
  if (refused.length > 0) return refuse(refused);
  if (candidates.length === 0) {
    if (dryRun) return { dryRun: true, set, outcome: 'unchanged', members: unchanged };
    return { set, members: unchanged };
  }

  // Before copying: each build against the registry with the whole set active (the others' builds where they are now).
  const inDist = withCandidates(Object.fromEntries(candidates.map((candidate) => [candidate.app, { version: candidate.version, folder: candidate.distDir }])));
  const before = afterSet(registry, candidates, set);
  for (const candidate of candidates) candidate.checks = applyForce([...candidate.checks, ...(await fitOfCandidate(before, candidate, candidate.distDir, inDist, candidates))], force).checks;
  const failing = () => candidates.filter((candidate) => failedChecks(candidate.checks).length > 0).map(({ app, checks }) => ({ app, checks }));
  if (failing().length > 0) return refuse(failing());

  try {
    for (const candidate of candidates) {
      if (!dryRun) {
        const claimed = await claimReleaseFolder(candidate.app, candidate.version);
        candidate.version = claimed.version;
        candidate.dir = claimed.dir;
      }
      candidate.staging = await createStaging(candidate.app, candidate.version, dryRun);
      await copyBuild(candidate.app, identityOf(candidate.app).kind, candidate.distDir, candidate.version, candidate.staging.dir);
      const recent = [...(registry.apps[candidate.app]?.releases ?? [])].reverse().slice(0, 3).map((release) => path.join(releasesDir(), candidate.app, release.version));
      await precompress(candidate.staging.dir, recent);
    }
    const staged = withCandidates(Object.fromEntries(candidates.map((candidate) => [candidate.app, { version: candidate.version, folder: candidate.staging?.dir ?? '' }])));
    const assembled = afterSet(registry, candidates, set);
    const context = loadContext(registry, new Set(apps));
    const loads = await loadChecks(assembled, candidates, staged);
    for (const candidate of candidates) {
      const folder = candidate.staging?.dir ?? '';
      const files = await readBuildFolder(folder);
      const whole = [checkIdentity(candidate.app, files), await checkCompleteness(files, { publicPath: releasePublicPath(candidate.app, candidate.version) }), await checkIntegrity(files)];
      candidate.checks = applyForce([...whole, ...(await fitOfCandidate(assembled, candidate, folder, staged, candidates)), loads.get(candidate.app) as ReleaseCheck], force).checks;
    }
    if (failing().length > 0) return refuse(failing());
    if (dryRun) return { dryRun: true, set, outcome: 'publish', members: outcomes() };

    for (const candidate of candidates) {
      const staging = candidate.staging as Staging;
      await makeReadOnly(staging.dir);
      await rename(staging.dir, candidate.dir);
      await staging.done();
    }

    let result: PublishSetResult | undefined;
    await updateRegistry(async (locked) => {
      // Authoritative: what is active now, under the lock.
      for (const candidate of candidates) {
        publishable(candidate.app, locked, undefined);
        const from = locked.apps[candidate.app]?.active ?? null;
        if (from !== candidate.from) throw new Error(`The active release of ${candidate.app} changed while the set was checked (now ${from ?? 'none'}): publish the set again.`);
      }
      const after = afterSet(locked, candidates, set);
      const lockedLoads = loadContext(locked, new Set(apps)) === context ? loads : await loadChecks(after, candidates, keptFolder);
      const overridden: string[] = [];
      for (const candidate of candidates) {
        const whole = candidate.checks.filter((check) => check.name === 'identity' || check.name === 'completeness' || check.name === 'integrity');
        const final = applyForce([...whole, ...(await fitOfCandidate(after, candidate, candidate.dir, keptFolder, candidates)), lockedLoads.get(candidate.app) as ReleaseCheck], force);
        candidate.checks = final.checks;
        overridden.push(...final.overridden.map((check) => `${candidate.app}: ${check.name}: ${check.detail}`));
      }
      if (failing().length > 0) throw setRefusal(apps, failing());

      const at = new Date();
      const forced = overridden.length > 0;
      for (const candidate of candidates) {
        const verification = verificationOf(candidate.checks, at);
        const record = recordOf(candidate, at.toISOString(), set, { publishedBy: actor, verification });
        const entry = locked.apps[candidate.app];
        const identity = identityOf(candidate.app);
        locked.apps[candidate.app] = {
          ...entry,
          kind: identity.kind,
          federationName: identity.federationName,
          active: candidate.version,
          releases: [...(entry?.releases ?? []), record],
          history: [
            ...(entry?.history ?? []),
            { action: 'publish', version: candidate.version, from: candidate.from, at: record.publishedAt, ...actor, ...(forced ? { forced: true as const } : {}), build: candidate.provenance, verification, set },
          ],
        };
      }
      result = { set, members: outcomes(), ...(forced ? { overridden } : {}) };
    });
    if (!result) throw new Error('publish did not run');
    return result;
  } catch (error) {
    for (const candidate of candidates) if (candidate.dir) await rm(candidate.dir, { recursive: true, force: true });
    throw error;
  } finally {
    for (const candidate of candidates) await candidate.staging?.discard();
  }
}
