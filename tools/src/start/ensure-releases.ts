import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { APPS, appDistDir, ROOT_DIR } from '../paths';
import { BUILD_INFO_FILE, readBuildInfo } from '../rspack/build-info';
import { publish } from '../release/publish';
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
 * would show none of them).
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
  for (const app of APPS) {
    const entry = registry.apps[app];
    const active = entry?.releases.find((release) => release.version === entry.active);
    if (active && (entry?.kind !== 'remote' || active.declaration)) continue;
    const record = await publish(app);
    const load = record.verification?.checks.find((check) => check.name === 'load');
    log(`Published a first release of ${app}: ${record.version}${load ? ` (load check ${load.status})` : ''}`);
  }
}
