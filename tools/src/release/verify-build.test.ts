import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { releaseWorkspace } from './testing/release-fixtures';
import { checkCompleteness, checkIdentity, checkIntegrity, readBuildFolder } from './verify-build';

const workspace = releaseWorkspace();

describe('identity', () => {
  it("passes the app's own build and names what it is", async () => {
    const build = await readBuildFolder(await workspace.fakeBuild('mf_master', 'own'));
    expect(checkIdentity('mf-master', build)).toEqual({ name: 'identity', status: 'passed', detail: 'mf-master 1.0.0, federation name mf_master, exposes ./screens' });
  });

  it("fails another app's build, one renamed in its build info only, and one without build info", async () => {
    const other = await readBuildFolder(await workspace.fakeBuild('mf_notifications', 'other'));
    expect(checkIdentity('mf-master', other)).toMatchObject({ status: 'failed', detail: expect.stringContaining('it is a build of mf-notifications (app mf-notifications), not of mf-master') });
    const renamed = await readBuildFolder(await workspace.fakeBuild('mf_master', 'renamed', { buildInfo: { federationName: 'mf_other' } }));
    expect(checkIdentity('mf-master', renamed).detail).toContain('its build names itself mf_other; mf-master is mf_master');
    const old = await readBuildFolder(await workspace.fakeBuild('mf_master', 'old', { buildInfo: false }));
    expect(checkIdentity('mf-master', old).detail).toContain('it has no build-info.json: it was built before builds recorded who they are');
    // A release made before builds wrote it is judged by its manifest when rolled back to.
    expect(checkIdentity('mf-master', old, { legacy: true })).toMatchObject({ status: 'passed', detail: expect.stringContaining('judged by its manifest') });
  });

  it('fails a shell build without its page', async () => {
    const shell = await readBuildFolder(await workspace.fakeBuild('shell', 'no-page'));
    expect(checkIdentity('shell', shell).detail).toContain('it has no index.html');
  });
});

describe('completeness', () => {
  it('passes when every file the manifest names is there, and lists the missing ones', async () => {
    const dist = await workspace.fakeBuild('mf_master', 'whole');
    expect(await checkCompleteness(await readBuildFolder(dist))).toMatchObject({ status: 'passed', detail: 'all 2 files its manifest name are there' });
    await rm(path.join(dist, '__federation_expose_screens.js'));
    expect(await checkCompleteness(await readBuildFolder(dist))).toMatchObject({ status: 'failed', detail: '1 of the 2 files its manifest name are missing: __federation_expose_screens.js' });
  });

  it('fails a manifest that does not parse', async () => {
    const dist = await workspace.fakeBuild('mf_master', 'corrupt');
    await writeFile(path.join(dist, 'mf-manifest.json'), '{"name": "mf_master", "shared": [');
    expect((await checkCompleteness(await readBuildFolder(dist))).detail).toMatch(/^mf-manifest\.json cannot be read: /);
  });

  it("checks the scripts a shell page loads, and refuses a page that loads another release's files", async () => {
    const shell = await workspace.fakeBuild('shell', 'page', { page: true });
    expect(await checkCompleteness(await readBuildFolder(shell))).toMatchObject({ status: 'passed', detail: 'all 1 files its manifest and page name are there' });
    await rm(path.join(shell, 'main.js'));
    expect((await checkCompleteness(await readBuildFolder(shell))).detail).toContain('missing: main.js');
    await writeFile(path.join(shell, 'index.html'), '<script src="/releases/shell/1.0.0-old/main.js"></script>');
    expect((await checkCompleteness(await readBuildFolder(shell))).detail).toContain('its page loads files of another release (/releases/shell/1.0.0-old/main.js)');
  });
});

describe('integrity', () => {
  it('passes precompressed copies of exactly their files, and fails stale, orphaned and broken ones', async () => {
    const dist = await workspace.fakeBuild('mf_master', 'compressed');
    const entry = path.join(dist, 'remoteEntry.js');
    const bytes = await readFile(entry);
    await writeFile(`${entry}.br`, brotliCompressSync(bytes));
    await writeFile(`${entry}.gz`, gzipSync(bytes));
    expect(await checkIntegrity(await readBuildFolder(dist))).toMatchObject({ status: 'passed', detail: "all 2 precompressed copies decompress to their files' bytes" });

    await writeFile(`${entry}.gz`, gzipSync('/* an older entry */'));
    await writeFile(path.join(dist, 'gone.js.br'), brotliCompressSync('x'));
    await writeFile(`${entry}.br`, 'not brotli');
    const result = await checkIntegrity(await readBuildFolder(dist));
    expect(result.status).toBe('failed');
    expect(result.detail).toContain('gone.js.br has no gone.js beside it');
    expect(result.detail).toContain('remoteEntry.js.br does not decompress');
    expect(result.detail).toMatch(/remoteEntry\.js\.gz is not remoteEntry\.js \(20 bytes decompressed, \d+ in the file\)/);
  });
});
