import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { APPS, appDistDir, ROOT_DIR } from '../paths';
import { publish } from '../release/publish';
import { readRegistry } from '../release/registry-store';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Builds every app that has no build yet, then publishes a first release of every app that has none. */
export async function ensureReleases(log: (line: string) => void): Promise<void> {
  for (const app of APPS) {
    if (existsSync(path.join(appDistDir(app), 'mf-manifest.json'))) continue;
    log(`Building ${app}...`);
    const result = spawnSync(npm, ['run', 'build', '-w', app], { cwd: ROOT_DIR, stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`The build of ${app} failed.`);
  }
  const registry = await readRegistry();
  for (const app of APPS) {
    if (registry.apps[app]?.active) continue;
    const record = await publish(app);
    log(`Published a first release of ${app}: ${record.version}`);
  }
}
