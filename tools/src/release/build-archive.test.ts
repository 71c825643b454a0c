import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import * as tar from 'tar-stream';
import { ArchiveRefused, packBuild, unpackBuild } from './build-archive';

type Entry = Partial<tar.Header> & { name: string; content?: Buffer | string };

/** A gzipped tar of exactly these entries, however hostile. */
async function archiveOf(entries: Entry[]): Promise<Buffer> {
  const pack = tar.pack();
  const chunks: Buffer[] = [];
  const collecting = (async () => {
    for await (const chunk of pack as AsyncIterable<Buffer>) chunks.push(chunk);
  })();
  for (const { content, ...header } of entries) pack.entry(header, content ?? '');
  pack.finalize();
  await collecting;
  return gzipSync(Buffer.concat(chunks));
}

let root: string;
let into: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'archive-'));
  into = path.join(root, 'build');
});
afterEach(() => rm(root, { recursive: true, force: true }));

const unpack = (archive: Buffer, limits?: Parameters<typeof unpackBuild>[2]) => unpackBuild(Readable.from([archive]), into, limits);
/** Everything under the test's folder but the build folder: nothing may appear there. */
const outside = async () => (await readdir(root, { recursive: true })).filter((name) => !name.startsWith('build'));

describe('unpacking an uploaded build', () => {
  it('unpacks files and folders', async () => {
    const archive = await archiveOf([
      { name: 'static/', type: 'directory' },
      { name: 'static/js/main.js', type: 'file', content: 'main' },
      { name: './mf-manifest.json', type: 'file', content: '{}' },
    ]);
    expect(await unpack(archive)).toEqual({ files: 2, bytes: 6 });
    expect(await readFile(path.join(into, 'static/js/main.js'), 'utf8')).toBe('main');
  });

  it.each<[string, Entry[], RegExp]>([
    ['a symbolic link', [{ name: 'evil.js', type: 'symlink', linkname: '/etc/passwd' }], /"evil.js" is a link/],
    ['a hard link', [{ name: 'a.js', type: 'file', content: 'a' }, { name: 'b.js', type: 'link', linkname: 'a.js' }], /"b.js" is a link/],
    ['a device', [{ name: 'tty.js', type: 'character-device', devmajor: 5, devminor: 0 }], /"tty.js" is a character-device/],
    ['a named pipe', [{ name: 'pipe.js', type: 'fifo' }], /"pipe.js" is a fifo/],
    ['an absolute path', [{ name: '/etc/cron.d/evil', type: 'file', content: 'x' }], /is an absolute path/],
    ['a path that leaves the folder', [{ name: '../../releases/registry.json', type: 'file', content: '{}' }], /leaves its folder/],
    ['a dot segment inside', [{ name: 'static/../../x.js', type: 'file', content: 'x' }], /leaves its folder/],
    ['a backslash', [{ name: '..\\..\\x.js', type: 'file', content: 'x' }], /backslash/],
    ['the same path twice', [{ name: 'a.js', type: 'file', content: 'a' }, { name: 'a.js', type: 'file', content: 'b' }], /appears twice/],
  ])('refuses %s, and writes nothing outside its folder', async (_what, entries, reason) => {
    await expect(unpack(await archiveOf(entries))).rejects.toThrow(reason);
    expect(await outside()).toEqual([]);
  });

  it('stops a gzip bomb at the limit, and refuses too many files, too large a file, and what is not a gzipped tar', async () => {
    const bomb = await archiveOf([{ name: 'zeros.js', type: 'file', content: Buffer.alloc(5 * 1024 * 1024) }]);
    expect(bomb.length).toBeLessThan(20_000);
    await expect(unpack(bomb, { totalBytes: 1024 * 1024, fileBytes: 10 * 1024 * 1024, entries: 100, pathLength: 300 })).rejects.toThrow('it unpacks to more than 1048576 bytes');
    await expect(unpack(bomb, { totalBytes: 10 * 1024 * 1024, fileBytes: 1024, entries: 100, pathLength: 300 })).rejects.toThrow('"zeros.js" is larger than 1024 bytes');
    const many = await archiveOf(Array.from({ length: 5 }, (_, index) => ({ name: `f${index}.js`, type: 'file' as const, content: 'x' })));
    await expect(unpack(many, { totalBytes: 1000, fileBytes: 1000, entries: 4, pathLength: 300 })).rejects.toThrow('more than 4 files');
    await expect(unpack(Buffer.from('not an archive at all'))).rejects.toThrow(ArchiveRefused);
    await expect(unpack(await archiveOf([{ name: 'empty/', type: 'directory' }]))).rejects.toThrow('it holds no files');
  });

  it('packs a build folder as the upload sends it, and unpacks it back', async () => {
    const source = path.join(root, 'source');
    const { mkdir, writeFile } = await import('node:fs/promises');
    await mkdir(path.join(source, 'static'), { recursive: true });
    await writeFile(path.join(source, 'static', 'a.js'), 'a');
    await writeFile(path.join(source, 'mf-manifest.json'), '{}');
    await unpack(await packBuild(source));
    expect((await readdir(into, { recursive: true })).sort()).toEqual(['mf-manifest.json', 'static', path.join('static', 'a.js')]);
  });
});
