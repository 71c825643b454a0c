import { chmod, cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ReleaseRecord } from '@console/shared';
import { SHELL_PUBLIC_PATH_PLACEHOLDER } from '../../rspack/shell-public-path';
import { appDir, appDistDir, type AppName, RELEASES_URL_PATH, releasesDir } from '../paths';
import { hashDirectory, listFiles } from './hash-directory';
import { precompress } from './precompress';
import { updateRegistry } from './registry-store';

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
}

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
 * Copies an app's current build into an immutable `releases/<app>/<version>/` and makes it the
 * active release. Nothing else in the registry changes.
 */
export async function publish(app: AppName, options: PublishOptions = {}): Promise<ReleaseRecord> {
  const { now = new Date(), distDir = appDistDir(app) } = options;
  const build = await readBuild(app, distDir);
  const hash = (await hashDirectory(distDir)).slice(0, 8);
  const { version, dir } = await claimReleaseFolder(app, `${build.packageVersion}-${stamp(now)}-${hash}`);
  const publicPath = `${RELEASES_URL_PATH}/${app}/${version}/`;
  try {
    await cp(distDir, dir, { recursive: true });
    if (build.kind === 'host') {
      const page = path.join(dir, 'index.html');
      await writeFile(page, (await readFile(page, 'utf8')).replaceAll(SHELL_PUBLIC_PATH_PLACEHOLDER, publicPath));
    }
    await precompress(dir);
    await makeReadOnly(dir);
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }

  const record: ReleaseRecord = {
    version,
    publishedAt: now.toISOString(),
    packageVersion: build.packageVersion,
    entry: `${publicPath}${build.kind === 'host' ? 'index.html' : 'mf-manifest.json'}`,
  };
  await updateRegistry((registry) => {
    const current = registry.apps[app];
    registry.apps[app] = {
      kind: build.kind,
      federationName: build.federationName,
      active: version,
      releases: [...(current?.releases ?? []), record],
      history: [...(current?.history ?? []), { action: 'publish', version, from: current?.active ?? null, at: record.publishedAt }],
    };
  });
  return record;
}
