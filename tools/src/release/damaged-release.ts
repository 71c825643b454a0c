import path from 'node:path';
import { type AppName, isAppName, releasesDir } from '../paths';
import { releasePublicPath } from './assemble-release';
import type { RecordedRegistry } from './release-events';
import { checkCompleteness, checkIntegrity, folderExists, readBuildFolder } from './verify-build';

/**
 * What is wrong with the files of a release users are sent to (decision 143), or null when it is
 * whole: its folder gone, a file its manifest or page names missing, a precompressed copy that is
 * not its file, an entry that is not a regular file. Users of such a release see "could not be
 * downloaded"; the console server and `release status` say so.
 */
export async function releaseDamage(app: AppName, version: string, dir = releasesDir()): Promise<string | null> {
  const folder = path.join(dir, app, version);
  if (!(await folderExists(folder))) return `its folder ${app}/${version} is missing`;
  const build = await readBuildFolder(folder).catch((error: unknown) => {
    throw new Error(`its folder cannot be read: ${(error as Error).message}`, { cause: error });
  });
  for (const check of [await checkCompleteness(build, { publicPath: releasePublicPath(app, version) }), await checkIntegrity(build)]) {
    if (check.status === 'failed') return check.detail.split('\n')[0] ?? check.detail;
  }
  return null;
}

/** The damage of every release browsers are sent to now (each app's active release and canary), `app@version` -> what is wrong. */
export async function damagedReleases(registry: RecordedRegistry | null, dir = releasesDir()): Promise<Record<string, string>> {
  const found: Record<string, string> = {};
  for (const [app, releases] of Object.entries(registry?.apps ?? {})) {
    if (!isAppName(app)) continue;
    for (const version of [releases.active, releases.canary?.version]) {
      if (!version) continue;
      const damage = await releaseDamage(app, version, dir).catch((error: unknown) => (error as Error).message);
      if (damage) found[`${app}@${version}`] = damage;
    }
  }
  return found;
}
