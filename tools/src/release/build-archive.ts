import { mkdir, open, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, gzipSync } from 'node:zlib';
import * as tar from 'tar-stream';
import { assertPlainTree } from './irregular-entries';

/** What an uploaded build may be at most (decision 142). */
export interface ArchiveLimits {
  /** Bytes of all files, unpacked. */
  totalBytes: number;
  /** Bytes of one file. */
  fileBytes: number;
  /** Files and folders. */
  entries: number;
  /** Characters of one path. */
  pathLength: number;
}

export const UPLOAD_LIMITS: ArchiveLimits = { totalBytes: 200 * 1024 * 1024, fileBytes: 50 * 1024 * 1024, entries: 5000, pathLength: 300 };

/** A refused archive: nothing of it was kept. */
export class ArchiveRefused extends Error {}

/** The archive's path as a safe relative path, or why not: no absolute path, dot segment, backslash or control character. */
export function safeArchivePath(name: string, limit: number): string | Error {
  const trimmed = name.replace(/^(\.\/)+/, '').replace(/\/+$/, '');
  if (trimmed === '' || trimmed === '.') return new Error('the archive names the folder itself');
  if (trimmed.length > limit) return new Error(`a path is longer than ${limit} characters`);
  if (trimmed.startsWith('/') || /^[A-Za-z]:/.test(trimmed)) return new Error(`${JSON.stringify(trimmed.slice(0, 80))} is an absolute path`);
  if (trimmed.includes('\\') || [...trimmed].some((char) => char < ' ' || char === '\u007f')) return new Error(`${JSON.stringify(trimmed.slice(0, 80))} holds a backslash or a control character`);
  const segments = trimmed.split('/');
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..')) return new Error(`${JSON.stringify(trimmed.slice(0, 80))} leaves its folder or has an empty segment`);
  return trimmed;
}

/**
 * Unpacks a gzipped tar of a build into `into` (an empty folder of the server's), refusing the whole
 * archive at the first entry that is not a regular file or a folder (a link, a device, a pipe), whose
 * path is absolute or leaves the folder, that repeats a path, or past the limits (unpacked bytes, one
 * file's bytes, entries, path length): a gzip bomb stops at the limit, not at the disk's end. Files
 * are created exclusively (`wx`), so nothing outside `into` or written earlier is ever overwritten.
 * The caller removes `into` when this throws.
 */
export async function unpackBuild(archive: Readable, into: string, limits: ArchiveLimits = UPLOAD_LIMITS): Promise<{ files: number; bytes: number }> {
  const extract = tar.extract();
  const seen = new Set<string>();
  let bytes = 0;
  let files = 0;
  const refuse = (reason: string) => new ArchiveRefused(`The build archive is refused: ${reason}. Nothing was kept.`);

  const unpacking = (async () => {
    for await (const entry of extract) {
      // Long names and pax headers (a `git archive`'s global one included) are read by tar-stream itself.
      const { header } = entry;
      if (header.type !== 'file' && header.type !== 'directory') {
        throw refuse(`${JSON.stringify(header.name.slice(0, 80))} is ${header.type === 'symlink' || header.type === 'link' ? 'a link' : `a ${header.type ?? 'special entry'}`}, not a regular file or folder`);
      }
      const name = safeArchivePath(header.name, limits.pathLength);
      if (name instanceof Error) throw refuse(name.message);
      if (seen.has(name)) throw refuse(`${JSON.stringify(name.slice(0, 80))} appears twice`);
      seen.add(name);
      if (seen.size > limits.entries) throw refuse(`it holds more than ${limits.entries} files and folders`);
      const target = path.join(into, name);
      if (header.type === 'directory') {
        await mkdir(target, { recursive: true });
        entry.resume();
        continue;
      }
      if ((header.size ?? 0) > limits.fileBytes) throw refuse(`${JSON.stringify(name.slice(0, 80))} is larger than ${limits.fileBytes} bytes`);
      await mkdir(path.dirname(target), { recursive: true });
      const handle = await open(target, 'wx', 0o644);
      try {
        for await (const chunk of entry as AsyncIterable<Buffer>) {
          bytes += chunk.length;
          if (bytes > limits.totalBytes) throw refuse(`it unpacks to more than ${limits.totalBytes} bytes`);
          await handle.write(chunk);
        }
      } finally {
        await handle.close();
      }
      files += 1;
    }
  })();

  const reading = pipeline(archive, createGunzip(), extract);
  const [unpacked, read] = await Promise.allSettled([unpacking, reading]);
  // The entry that was refused says why; the stream's own "premature close" that follows does not.
  const failure = unpacked.status === 'rejected' ? unpacked.reason : read.status === 'rejected' ? read.reason : null;
  if (failure) {
    extract.destroy();
    archive.destroy();
    if (failure instanceof ArchiveRefused) throw failure;
    throw refuse(`it is not a gzipped tar (${(failure as Error).message})`);
  }
  if (files === 0) throw refuse('it holds no files');
  return { files, bytes };
}

/** Every regular file and folder below `dir`, sorted: what a pack holds. */
async function entriesOf(dir: string): Promise<{ name: string; directory: boolean }[]> {
  const found = await readdir(dir, { recursive: true, withFileTypes: true });
  return found
    .map((entry) => ({ name: path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'), directory: entry.isDirectory() }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** A build folder as a gzipped tar (what `release upload` sends): regular files and folders only, refusing links. */
export async function packBuild(dir: string): Promise<Buffer> {
  await assertPlainTree(dir, `The build in ${dir}`);
  const pack = tar.pack();
  const chunks: Buffer[] = [];
  const collecting = (async () => {
    for await (const chunk of pack as AsyncIterable<Buffer>) chunks.push(chunk);
  })();
  for (const entry of await entriesOf(dir)) {
    if (entry.directory) pack.entry({ name: `${entry.name}/`, type: 'directory', mode: 0o755 });
    else pack.entry({ name: entry.name, type: 'file', mode: 0o644 }, await readFile(path.join(dir, entry.name)));
  }
  pack.finalize();
  await collecting;
  return gzipSync(Buffer.concat(chunks), { level: 6 });
}
