import { readdir, readlink } from 'node:fs/promises';
import path from 'node:path';
import type { Dirent } from 'node:fs';

const kindOf = (entry: Dirent) =>
  entry.isSymbolicLink() ? 'a symbolic link' : entry.isFIFO() ? 'a named pipe' : entry.isSocket() ? 'a socket' : entry.isBlockDevice() || entry.isCharacterDevice() ? 'a device' : 'not a regular file';

/**
 * Every entry below `dir` that is neither a regular file nor a folder (symbolic links, named pipes,
 * sockets, devices), as `name (what it is)`, sorted. Links are not followed: a build that links to
 * the API's database or to `/etc` would otherwise be copied and served as its own files (decision 140).
 */
export async function irregularEntries(dir: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile() || entry.isDirectory()) continue;
    const full = path.join(entry.parentPath, entry.name);
    const name = path.relative(dir, full);
    const target = entry.isSymbolicLink() ? await readlink(full).catch(() => null) : null;
    found.push(`${name} (${kindOf(entry)}${target ? ` to ${target}` : ''})`);
  }
  return found.sort();
}

/** Throws, naming them, when `dir` holds entries that are not regular files or folders. */
export async function assertPlainTree(dir: string, what: string): Promise<void> {
  const irregular = await irregularEntries(dir);
  if (irregular.length > 0) {
    throw new Error(`${what} holds ${irregular.length} ${irregular.length === 1 ? 'entry that is' : 'entries that are'} not a regular file or folder: ${irregular.slice(0, 10).join(', ')}${irregular.length > 10 ? ', ...' : ''}. A release holds only its own files: build it again without them.`);
  }
}
