import { spawnSync } from 'node:child_process';
import { chmodSync, cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ReleaseRegistry } from '@console/shared/release-plane';
import { ROOT_DIR, serverEnv, STATE_DIR } from './environment';

/** Runs the release CLI against the e2e servers' releases folder, as a release manager would. */
export function releaseCli(...args: string[]): string {
  return releaseCliWith({}, ...args);
}

/**
 * The same with more environment (a team's `RELEASE_KEY`, say). It runs what `npm run release`
 * runs (the root package's `release` script) without npm in between: a second less per call.
 */
export function releaseCliWith(env: NodeJS.ProcessEnv, ...args: string[]): string {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'tools/src/release/cli.ts', ...args], { cwd: ROOT_DIR, env: { ...serverEnv(), ...env }, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`release ${args.join(' ')} failed: ${result.stderr}`);
  return result.stdout.trim();
}

/**
 * A copy of a folder to publish as a build (the app's `dist`, or one of its releases), made
 * writable, then changed by `change`. Remove it when done.
 */
export function buildCopy(from: string, change: (dir: string) => void = () => undefined): string {
  const copy = mkdtempSync(path.join(tmpdir(), 'console-build-'));
  cpSync(from, copy, { recursive: true });
  for (const entry of readdirSync(copy, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) chmodSync(path.join(entry.parentPath, entry.name), 0o644);
  }
  change(copy);
  return copy;
}

/** Makes a build folder distinct from every build before it (a release note), so publish takes it as new. */
export const markDistinct = (dir: string) => writeFileSync(path.join(dir, 'release-note.txt'), `e2e ${new Date().toISOString()} ${Math.random()}\n`);

/** A build of `app` that is not yet a release: its `dist` with a release note, so its content differs. */
export const distinctBuildOf = (app: string) => buildCopy(path.join(ROOT_DIR, app, 'dist'), markDistinct);

/**
 * Publishes a new release of `app` from its `dist` (a distinct copy: publishing the same build
 * again only answers "already published") and returns what `publish --json` answered.
 */
export function publishDistinct(app: string, ...args: string[]): { version: string } {
  const build = distinctBuildOf(app);
  try {
    return JSON.parse(releaseCli('publish', app, '--from', build, '--json', ...args)) as { version: string };
  } finally {
    rmSync(build, { recursive: true, force: true });
  }
}

export function readRegistry(): ReleaseRegistry {
  return JSON.parse(readFileSync(path.join(STATE_DIR, 'releases', 'registry.json'), 'utf8')) as ReleaseRegistry;
}

export const activeRelease = (app: string): string => {
  const active = readRegistry().apps[app]?.active;
  if (!active) throw new Error(`${app} has no active release`);
  return active;
};

interface ManifestShared {
  name: string;
  assets: { js: { sync: string[]; async: string[] } };
}

/** URL paths of the files each shared package occupies in an app's active release. */
export function sharedAssets(app: string): Map<string, string[]> {
  const folder = path.join(STATE_DIR, 'releases', app, activeRelease(app));
  const manifest = JSON.parse(readFileSync(path.join(folder, 'mf-manifest.json'), 'utf8')) as { shared: ManifestShared[] };
  const byPackage = new Map<string, string[]>();
  for (const shared of manifest.shared) {
    const files = [...shared.assets.js.sync, ...shared.assets.js.async].map((file) => `/releases/${app}/${activeRelease(app)}/${file}`);
    byPackage.set(shared.name, files);
  }
  return byPackage;
}

/** `release status --json`: the registry as the CLI shows it. */
export const releaseStatus = (): ReleaseRegistry => JSON.parse(releaseCli('status', '--json')) as ReleaseRegistry;

/** Ends a canary of `app` if one still runs (clean-up after a test that failed half-way). */
export function abortCanaryIfAny(app: string): void {
  const canary = readRegistry().apps[app]?.canary;
  if (canary) releaseCli('abort', app, '--by', 'e2e', '--expect', canary.version);
}
