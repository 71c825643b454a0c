import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** Every file below `dir`, as paths relative to it, sorted. */
export async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** Files a build may carry that are not its content: its provenance and compressed copies of its files. */
const NOT_CONTENT = (file: string) => path.basename(file) === 'build-info.json' || /\.(br|gz)$/.test(file);

/**
 * The content hash of a build: names and bytes of every file users can be served, leaving out
 * `build-info.json` (the commit it names differs between two builds of the same code) and
 * precompressed copies (publish writes its own). Two builds with one hash are the same build.
 */
export async function buildContentHash(dir: string): Promise<string> {
  const hash = createHash('sha256');
  for (const file of await listFiles(dir)) {
    if (NOT_CONTENT(file)) continue;
    hash.update(file).update('\0').update(await readFile(path.join(dir, file))).update('\0');
  }
  return hash.digest('hex');
}
