import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { APPS, appDistDir, type AppName, ROOT_DIR } from '../paths';
import { BUILD_INFO_FILE, readBuildInfo } from '../rspack/build-info';
import { publish } from '../release/publish';
import { publishSet } from '../release/publish-set';
import type { ReleaseCheck } from '../release/release-events';
import { readRegistry } from '../release/registry-store';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Whether a build lacks what publish needs: who it is, and for a remote the screens it declares. */
async function outdatedBuild(app: (typeof APPS)[number], dist: string): Promise<boolean> {
  if (!existsSync(path.join(dist, 'mf-manifest.json')) || !existsSync(path.join(dist, BUILD_INFO_FILE))) return true;
  const info = await readBuildInfo(dist).catch(() => null);
  return !info || (app === 'shell' ? info.shellScreens === undefined : info.declaration === undefined);
}

/**
 * Builds every app that has no build yet (or one made before builds recorded who they are, or
 * before remotes declared their screens: publish refuses both), then publishes a release of every
 * app that has none, and of every remote whose active release declares no screens (the console
 * would show none of them): several at once as one checked set.
 */
export async function ensureReleases(log: (line: string) => void): Promise<void> {
  for (const app of APPS) {
    const dist = appDistDir(app);
    if (!(await outdatedBuild(app, dist))) continue;
    log(`Building ${app}...`);
    const result = spawnSync(npm, ['run', 'build', '-w', app], { cwd: ROOT_DIR, stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`The build of ${app} failed.`);
  }
  const registry = await readRegistry();
  const needed = APPS.filter((app) => {
    const entry = registry.apps[app];
    const active = entry?.releases.find((release) => release.version === entry.active);
    return !active || (entry?.kind === 'remote' && !active.declaration);
  });
  const loadOf = (checks: readonly ReleaseCheck[] | undefined) => {
    const load = checks?.find((check) => check.name === 'load');
    return load ? ` (load check ${load.status})` : '';
  };
  if (needed.length === 1) {
    const [app] = needed as [AppName];
    const record = await publish(app);
    log(`Published a first release of ${app}: ${record.version}${loadOf(record.verification?.checks)}`);
    return;
  }
  if (needed.length === 0) return;
  // As one set (decision 115): the shell and the remotes are checked together and become active at
  // once, so a build of a new major of @console/shared never leaves a moment with a mismatched console.
  log(`Publishing ${needed.join(', ')} as one set...`);
  const result = await publishSet(needed.map((app) => ({ app })));
  for (const member of result.members) log(`Published a first release of ${member.app}: ${member.version}${loadOf(member.checks)}`);
}
