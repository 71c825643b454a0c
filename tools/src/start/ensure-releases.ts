import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { APPS, appDistDir, ROOT_DIR } from '../paths';
import { BUILD_INFO_FILE } from '../rspack/build-info';
import { publish } from '../release/publish';
import { readRegistry } from '../release/registry-store';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/**
 * Builds every app that has no build yet (or one made before builds recorded who they are, which
 * publish refuses), then publishes a first release of every app that has none.
 */
export async function ensureReleases(log: (line: string) => void): Promise<void> {
  for (const app of APPS) {
    const dist = appDistDir(app);
    if (existsSync(path.join(dist, 'mf-manifest.json')) && existsSync(path.join(dist, BUILD_INFO_FILE))) continue;
    log(`Building ${app}...`);
    const result = spawnSync(npm, ['run', 'build', '-w', app], { cwd: ROOT_DIR, stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`The build of ${app} failed.`);
  }
  const registry = await readRegistry();
  for (const app of APPS) {
    if (registry.apps[app]?.active) continue;
    const record = await publish(app);
    const load = record.verification?.checks.find((check) => check.name === 'load');
    log(`Published a first release of ${app}: ${record.version}${load ? ` (load check ${load.status})` : ''}`);
  }
}
