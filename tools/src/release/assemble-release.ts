import { randomUUID } from 'node:crypto';
import { chmod, cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SHELL_PUBLIC_PATH_PLACEHOLDER } from '../../rspack/shell-public-path';
import { type AppName, RELEASES_URL_PATH, releasesDir } from '../paths';
import { listFiles } from './hash-directory';
import { assertPlainTree } from './irregular-entries';
import { removeOwner, writeOwner } from './publish-owner';

/** Where a release is assembled before it appears, whole, under its version. Never served. */
export const STAGING_DIR_NAME = '.staging';

export const stagingRoot = () => path.join(releasesDir(), STAGING_DIR_NAME);

export const releasePublicPath = (app: AppName, version: string) => `${RELEASES_URL_PATH}/${app}/${version}/`;

/** A folder a release is assembled in, and how to clean it up. */
export interface Staging {
  dir: string;
  /** Removes the staging folder (if still there) and the record of its owner. */
  discard(): Promise<void>;
  /** Forgets the owner record once the folder has been renamed onto its release. */
  done(): Promise<void>;
}

/**
 * A staging folder for `<app>/<version>`: under `releases/.staging/` with a file naming this
 * process (so a prune can tell a killed publish's leftovers from a publish under way), or, for a
 * dry run, in the system's temporary folder, so a dry run writes nothing into the releases folder.
 */
export async function createStaging(app: AppName, version: string, dryRun: boolean): Promise<Staging> {
  if (dryRun) {
    const dir = path.join(await mkdtemp(path.join(tmpdir(), `console-release-dry-run-${app}-`)), version);
    return { dir, discard: () => rm(path.dirname(dir), { recursive: true, force: true }), done: async () => undefined };
  }
  const root = stagingRoot();
  await mkdir(root, { recursive: true });
  const name = `${app}-${version}-${randomUUID()}`;
  const owner = await writeOwner(root, { app, version, staging: name, startedAt: new Date().toISOString() });
  const dir = path.join(root, name);
  return {
    dir,
    discard: async () => {
      await rm(dir, { recursive: true, force: true });
      await removeOwner(owner);
    },
    done: () => removeOwner(owner),
  };
}

/**
 * Copies the build into the staging folder and, for the shell, points its page at the release's
 * own folder (the page and its chunks always come from one immutable release).
 */
export async function copyBuild(app: AppName, kind: 'host' | 'remote', distDir: string, version: string, staging: string): Promise<void> {
  // The integrity check refuses these already; the copy refuses them again whoever calls it.
  await assertPlainTree(distDir, `The build of ${app}`);
  await cp(distDir, staging, { recursive: true, verbatimSymlinks: true });
  await assertPlainTree(staging, `The copy of the build of ${app}`);
  // A build copied out of a release folder comes read-only; the staging copy is this publish's own.
  for (const file of await listFiles(staging)) await chmod(path.join(staging, file), 0o644);
  if (kind !== 'host') return;
  const page = path.join(staging, 'index.html');
  const text = await readFile(page, 'utf8');
  await rm(page, { force: true });
  await writeFile(page, text.replaceAll(SHELL_PUBLIC_PATH_PLACEHOLDER, releasePublicPath(app, version)));
}

/** Makes every file of the assembled release read-only: releases never change. */
export async function makeReadOnly(dir: string): Promise<void> {
  for (const file of await listFiles(dir)) await chmod(path.join(dir, file), 0o444);
}
