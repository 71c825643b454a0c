import { randomUUID } from 'node:crypto';
import { chmod, cp, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ReleaseRecord } from '@console/shared';
import { SHELL_PUBLIC_PATH_PLACEHOLDER } from '../../rspack/shell-public-path';
import { appDir, appDistDir, type AppName, RELEASES_URL_PATH, releasesDir } from '../paths';
import { activationProblems, refusal } from './activation-check';
import { assertNoCanary, canaryProblems, parseCanaryPercent, withCanaryStarted } from './canary';
import { hashDirectory, listFiles } from './hash-directory';
import { precompress } from './precompress';
import { releaseActor } from './release-actor';
import { type MutableRegistry, readRegistry, updateRegistry } from './registry-store';

interface BuildInfo {
  kind: 'host' | 'remote';
  federationName: string;
  packageVersion: string;
}

async function readBuild(app: AppName, dist: string): Promise<BuildInfo> {
  const manifestText = await readFile(path.join(dist, 'mf-manifest.json'), 'utf8').catch((error: unknown) => {
    throw new Error(`${app} has no build in ${dist}: run \`npm run build -w ${app}\` first.`, { cause: error });
  });
  const manifest = JSON.parse(manifestText) as { name: string };
  const pkg = JSON.parse(await readFile(path.join(appDir(app), 'package.json'), 'utf8')) as { version: string };
  const hasPage = await readFile(path.join(dist, 'index.html')).then(() => true, () => false);
  return { kind: hasPage ? 'host' : 'remote', federationName: manifest.name, packageVersion: pkg.version };
}

export interface PublishOptions {
  now?: Date;
  /** The build to publish (default: the app's `dist/`). */
  distDir?: string;
  /** Who publishes (default: `RELEASE_BY` or the login name). */
  by?: string;
  /** Publish even though the active shell cannot run this remote (or this shell the active remotes). */
  force?: boolean;
  /**
   * Make it active for this share of browsers only (1-100), a canary, while the active release
   * stays the stable one for the rest (decision 085). `promote` or `abort` ends it.
   */
  canary?: number;
}

/** Where a release is assembled before it appears, whole, under its version. Never served. */
export const STAGING_DIR_NAME = '.staging';

/** The new release, and what `force` overrode (absent when nothing was). */
export type PublishResult = ReleaseRecord & { overridden?: string[] };

const stamp = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace('T', '.').slice(0, 15);

/** Claims a new, never-used release folder (mkdir fails if it exists, so two publishes cannot share one). */
async function claimReleaseFolder(app: AppName, baseVersion: string): Promise<{ version: string; dir: string }> {
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

async function makeReadOnly(dir: string): Promise<void> {
  for (const file of await listFiles(dir)) await chmod(path.join(dir, file), 0o444);
}

/**
 * Builds the release in a staging folder and renames it over the (empty) claimed folder, so a
 * release folder is either empty or complete: a publish killed half-way leaves no partial release.
 */
async function assembleRelease(app: AppName, build: BuildInfo, distDir: string, version: string, dir: string): Promise<void> {
  const staging = path.join(releasesDir(), STAGING_DIR_NAME, `${app}-${version}-${randomUUID()}`);
  await mkdir(path.dirname(staging), { recursive: true });
  try {
    await cp(distDir, staging, { recursive: true });
    if (build.kind === 'host') {
      const page = path.join(staging, 'index.html');
      const publicPath = `${RELEASES_URL_PATH}/${app}/${version}/`;
      await writeFile(page, (await readFile(page, 'utf8')).replaceAll(SHELL_PUBLIC_PATH_PLACEHOLDER, publicPath));
    }
    await precompress(staging);
    await makeReadOnly(staging);
    await rename(staging, dir);
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
}

/** Refuses a publish while a canary of the app runs, and a canary of an app with no stable release to fall back to. */
function publishable(app: AppName, registry: MutableRegistry, canary: number | undefined): void {
  const current = registry.apps[app];
  assertNoCanary(app, current, canary === undefined ? 'publish another release' : 'start another canary');
  if (canary !== undefined && !current?.active) throw new Error(`${app} has no stable release for the other browsers: publish its first release to everyone.`);
}

/**
 * Copies an app's current build into an immutable `releases/<app>/<version>/` and makes it the
 * active release. Nothing else in the registry changes. Refuses (unless `force`) a remote the
 * active shell cannot run, or a shell that cannot run the active remotes; the previous release
 * stays active until the registry is rewritten, in one atomic rename, at the very end. With
 * `canary`, the release runs for that share of browsers only (`canary.ts`).
 */
export async function publish(app: AppName, options: PublishOptions = {}): Promise<PublishResult> {
  const { now = new Date(), distDir = appDistDir(app), force = false } = options;
  const by = releaseActor(options.by);
  const canary = options.canary === undefined ? undefined : parseCanaryPercent(options.canary);
  const build = await readBuild(app, distDir);
  // Fail before copying anything; checked again under the registry lock below.
  const before = structuredClone(await readRegistry()) as MutableRegistry;
  publishable(app, before, canary);
  const activeProblems = await activationProblems(before, app, distDir);
  const early = [...activeProblems, ...(await canaryProblems(before, app, distDir, activeProblems))];
  if (early.length > 0 && !force) throw refusal(`publish ${app}`, early);

  const hash = (await hashDirectory(distDir)).slice(0, 8);
  const { version, dir } = await claimReleaseFolder(app, `${build.packageVersion}-${stamp(now)}-${hash}`);
  const publicPath = `${RELEASES_URL_PATH}/${app}/${version}/`;
  const record: ReleaseRecord = {
    version,
    publishedAt: now.toISOString(),
    packageVersion: build.packageVersion,
    entry: `${publicPath}${build.kind === 'host' ? 'index.html' : 'mf-manifest.json'}`,
  };
  let problems: string[] = [];
  try {
    await assembleRelease(app, build, distDir, version, dir);
    await updateRegistry(async (registry) => {
      publishable(app, registry, canary);
      const onActive = await activationProblems(registry, app, dir);
      problems = [...onActive, ...(await canaryProblems(registry, app, dir, onActive))];
      if (problems.length > 0 && !force) throw refusal(`publish ${app} ${version}`, problems);
      const current = registry.apps[app];
      const event = { by, ...(problems.length > 0 ? { forced: true as const } : {}) };
      if (current && canary !== undefined) {
        registry.apps[app] = withCanaryStarted(current, record, canary, event);
        return;
      }
      registry.apps[app] = {
        ...current,
        kind: build.kind,
        federationName: build.federationName,
        active: version,
        releases: [...(current?.releases ?? []), record],
        history: [
          ...(current?.history ?? []),
          { action: 'publish', version, from: current?.active ?? null, at: record.publishedAt, ...event },
        ],
      };
    });
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  return problems.length > 0 ? { ...record, overridden: problems } : record;
}
