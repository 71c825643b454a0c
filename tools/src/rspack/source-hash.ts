import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { type AppName, ROOT_DIR } from '../paths';

/**
 * What an app's build is made from, besides its own folder: the shared library and the rule set it
 * bundles or is checked against, the build configuration, and the locked dependency versions.
 */
const BUILD_INPUTS = [
  'shared/src',
  'shared/package.json',
  'shared/federation.cjs',
  'shared/contract.json',
  'rules/src',
  'rules/package.json',
  'tools/rspack',
  'tools/src/rspack',
  'tools/src/paths.ts',
  'package-lock.json',
];

/** Never part of what a build is made from: outputs, installs, caches, tests, prose. */
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'dist-static', '.turbo', 'test-results']);
const isSkippedFile = (name: string) => /\.test\.[cm]?[jt]sx?$/.test(name) || name.endsWith('.md');

function filesUnder(root: string, entry: string): string[] {
  const full = path.join(root, entry);
  let stats;
  try {
    stats = statSync(full);
  } catch {
    return [];
  }
  if (stats.isFile()) return [entry];
  if (!stats.isDirectory()) return [];
  return readdirSync(full, { withFileTypes: true }).flatMap((child) => {
    if (child.isDirectory()) return SKIPPED_DIRS.has(child.name) ? [] : filesUnder(root, path.join(entry, child.name));
    return child.isFile() && !isSkippedFile(child.name) ? [path.join(entry, child.name)] : [];
  });
}

/**
 * A sha256 of the contents (not the times: a git checkout sets every file's time) of what `app`'s
 * build is made from: its folder and `BUILD_INPUTS`, by path relative to the repository. The build
 * records it in `build-info.json`; `npm start` and the e2e setup rebuild an app whose build was made
 * from other sources (decision 153).
 */
export function appSourceHash(app: AppName, root: string = ROOT_DIR): string {
  const hash = createHash('sha256');
  const files = [app, ...BUILD_INPUTS].flatMap((entry) => filesUnder(root, entry)).sort();
  for (const file of files) {
    hash.update(`${file.split(path.sep).join('/')}\0`);
    hash.update(readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}
