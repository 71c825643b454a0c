import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { APPS, appDistDir, type AppName, isAppName, ROOT_DIR } from '../paths';
import { BUILD_INFO_FILE, type BuildInfo, readBuildInfo } from '../rspack/build-info';
import { appSourceHash } from '../rspack/source-hash';
import { publish } from '../release/publish';
import { publishSet } from '../release/publish-set';
import type { ReleaseCheck } from '../release/release-events';
import { readRegistry } from '../release/registry-store';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/**
 * Why `app`'s build in `dist` cannot be used as it is, or null when it can: none yet, one made before
 * builds recorded who they are or (a remote) the screens it declares (publish refuses both), or one
 * made from other sources than the checkout's (decision 153: by content, so a checkout that sets
 * every file's time, or a revert, is judged by what the files say).
 */
export async function staleBuild(app: AppName, dist: string, sourceHash: (app: AppName) => string = appSourceHash): Promise<string | null> {
  if (!existsSync(path.join(dist, 'mf-manifest.json')) || !existsSync(path.join(dist, BUILD_INFO_FILE))) return 'not built yet';
  const info: BuildInfo | null = await readBuildInfo(dist).catch(() => null);
  if (!info) return 'its build records no build-info';
  if (app === 'shell' ? info.shellScreens === undefined : info.declaration === undefined) return 'built before it recorded its screens';
  if (info.sourceHash !== sourceHash(app)) return info.sourceHash ? 'its sources changed since it was built' : 'built before builds recorded their sources';
  return null;
}

/** The app whose fresh build a team tests (`CONSOLE_CANDIDATE`, set by its `npm test`): published on its own, after the others. */
export function candidateApp(env: NodeJS.ProcessEnv = process.env): AppName | null {
  const candidate = env.CONSOLE_CANDIDATE?.trim();
  if (!candidate) return null;
  if (!isAppName(candidate)) throw new Error(`CONSOLE_CANDIDATE=${candidate} is not an app of the console (${APPS.join(', ')}).`);
  return candidate;
}

const loadOf = (checks: readonly ReleaseCheck[] | undefined) => {
  const load = checks?.find((check) => check.name === 'load');
  return load ? ` (load check ${load.status})` : '';
};

/**
 * Builds every app whose build is missing or stale (`staleBuild`), then publishes: a release of every
 * app that has none, of every remote whose active release declares no screens (the console would
 * show none of them), and of every app just rebuilt (so the console runs the checkout's sources, not
 * a build of sources since reverted): several at once as one checked set. With `CONSOLE_CANDIDATE`,
 * that app is published last and alone, checked against the others as its team's publish would be.
 */
export async function ensureReleases(log: (line: string) => void, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const candidate = candidateApp(env);
  const rebuilt: AppName[] = [];
  for (const app of APPS) {
    const stale = await staleBuild(app, appDistDir(app));
    if (!stale) continue;
    log(`Building ${app} (${stale})...`);
    const result = spawnSync(npm, ['run', 'build', '-w', app], { cwd: ROOT_DIR, stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`The build of ${app} failed.`);
    rebuilt.push(app);
  }
  const registry = await readRegistry();
  const needed = APPS.filter((app) => {
    const entry = registry.apps[app];
    const active = entry?.releases.find((release) => release.version === entry.active);
    return !active || (entry?.kind === 'remote' && !active.declaration) || rebuilt.includes(app) || app === candidate;
  });
  const together = needed.filter((app) => app !== candidate);
  if (together.length === 1) {
    const [app] = together as [AppName];
    // A build that is a kept, inactive release (a revert) becomes active again by a checked rollback.
    const record = await publish(app, { activate: true });
    log(`Published ${app}: ${record.version}${loadOf(record.verification?.checks)}`);
  } else if (together.length > 1) {
    // As one set (decision 115): the shell and the remotes are checked together and become active at
    // once, so a build of a new major of @console/shared never leaves a moment with a mismatched console.
    log(`Publishing ${together.join(', ')} as one set...`);
    const result = await publishSet(together.map((app) => ({ app })));
    for (const member of result.members) log(`Published ${member.app}: ${member.version}${loadOf(member.checks)}`);
  }
  if (candidate && needed.includes(candidate)) {
    const record = await publish(candidate, { activate: true, by: 'candidate', reason: 'the fresh build its team tests' });
    log(`Published the candidate ${candidate}: ${record.version}${loadOf(record.verification?.checks)}`);
  }
}
