import { spawn } from 'node:child_process';
import { access, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { readConsoleServerConfig } from '../server/console-config';
import { buildConsoleServer } from '../server/console-server';
import { publish, STAGING_DIR_NAME } from './publish';
import { listFiles } from './hash-directory';
import { readRegistry } from './registry-store';
import { prune } from './prune';
import { releaseWorkspace, startCli } from './testing/release-fixtures';

const workspace = releaseWorkspace();

const waitFor = async (condition: () => Promise<boolean>, timeoutMs: number) => {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

const exists = (file: string) => access(file).then(() => true, () => false);
const stagingDir = () => path.join(workspace.releasesDir(), STAGING_DIR_NAME);
const hasStagedRelease = async () => (await readdir(stagingDir()).catch(() => [])).length > 0;

/** A shell and a remote already live, as before a release. */
async function liveConsole() {
  const shell = await publish('shell', { distDir: await workspace.fakeBuild('shell', 'shell', { page: true }) });
  const remote = await publish('mf-master', { distDir: await workspace.fakeBuild('mf_master', 'live') });
  return { shell, remote };
}

async function expectServing(shellVersion: string, remoteVersion: string) {
  const server = await buildConsoleServer(readConsoleServerConfig({}, workspace.releasesDir()));
  try {
    const page = await server.inject({ url: '/dashboard/company-group-management' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`/releases/shell/${shellVersion}/main.js`);
    const registry = (await server.inject({ url: '/registry.json' })).json<{ apps: Record<string, { active: string }> }>();
    expect(registry.apps['mf-master']?.active).toBe(remoteVersion);
    const manifest = await server.inject({ url: `/releases/mf-master/${remoteVersion}/mf-manifest.json` });
    expect(manifest.statusCode).toBe(200);
    expect((await server.inject({ url: `/releases/mf-master/${remoteVersion}/remoteEntry.js` })).statusCode).toBe(200);
  } finally {
    await server.close();
  }
}

describe('a publish killed half-way', () => {
  it('leaves the previous release active and serving, no partial release, and nothing in the way of the next publish', async () => {
    const { shell, remote } = await liveConsole();
    // A build big enough that copying and compressing it takes a while.
    const big = await workspace.fakeBuild('mf_master', 'big', { padding: { files: 60, bytes: 200_000 } });
    const { child, done } = startCli(['publish', 'mf-master', '--from', big]);
    await waitFor(hasStagedRelease, 20_000);
    child.kill('SIGKILL');
    expect((await done).signal).toBe('SIGKILL');

    const registry = await readRegistry();
    expect(registry.apps['mf-master']?.active).toBe(remote.version);
    expect(registry.apps['mf-master']?.releases.map((release) => release.version)).toEqual([remote.version]);
    // The killed publish's version folder is empty (claimed) or absent, never a partial release.
    for (const version of await readdir(path.join(workspace.releasesDir(), 'mf-master'))) {
      if (version !== remote.version) expect(await listFiles(path.join(workspace.releasesDir(), 'mf-master', version))).toEqual([]);
    }
    await expectServing(shell.version, remote.version);

    // The next publish goes through at once; a prune right away removes what the killed one left:
    // its process is gone, so it need not wait an hour.
    const next = await publish('mf-master', { distDir: await workspace.fakeBuild('mf_master', 'next') });
    expect((await readRegistry()).apps['mf-master']?.active).toBe(next.version);
    const named = await prune({ keep: 5, dryRun: true });
    expect(named.leftoverReasons).toEqual(expect.arrayContaining([expect.objectContaining({ path: expect.stringMatching(/^\.staging\/mf-master-/), why: expect.stringContaining('is gone') })]));
    const cleaned = await prune({ keep: 5 });
    expect(cleaned.leftovers).toEqual(named.leftovers);
    expect(await hasStagedRelease()).toBe(false);
    expect(await readdir(path.join(workspace.releasesDir(), 'mf-master'))).toEqual([remote.version, next.version].sort());
  }, 60_000);

  it('never activates a release before it is complete, wherever it is killed', async () => {
    const { shell, remote } = await liveConsole();
    const big = await workspace.fakeBuild('mf_master', 'kill-points', { padding: { files: 20, bytes: 100_000 } });
    for (const delayMs of [300, 900, 1500, 2500]) {
      const { child, done } = startCli(['publish', 'mf-master', '--from', big]);
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      child.kill('SIGKILL');
      await done;
      const registry = await readRegistry();
      const active = registry.apps['mf-master']?.active;
      // Either the old release or, if the publish got that far, the new one, complete.
      expect(active).toBeDefined();
      const activeFiles = await listFiles(path.join(workspace.releasesDir(), 'mf-master', active ?? ''));
      expect(activeFiles).toContain('mf-manifest.json');
      if (active !== remote.version) expect(activeFiles).toEqual(expect.arrayContaining(['remoteEntry.js', 'chunk-19.js', 'chunk-19.js.br']));
    }
    const registry = await readRegistry();
    await expectServing(shell.version, registry.apps['mf-master']?.active ?? '');
  }, 90_000);

  it('leaves no lock behind that blocks the next release', async () => {
    await liveConsole();
    const lockPath = path.join(workspace.releasesDir(), 'registry.json.lock');
    // A release process that holds the registry lock when it is killed.
    const holder = spawn(
      process.execPath,
      ['--import', 'tsx', '-e', `import('${path.join(__dirname, 'registry-lock.ts')}').then(({ acquireLock }) => acquireLock(${JSON.stringify(lockPath)})).then(() => { console.log('locked'); setInterval(() => {}, 1000); })`],
      { env: process.env },
    );
    await new Promise<void>((resolve) => holder.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('locked') && resolve()));
    holder.kill('SIGKILL');
    await new Promise((resolve) => holder.on('exit', resolve));
    expect(await exists(lockPath)).toBe(true);

    const started = Date.now();
    await publish('mf-master', { distDir: await workspace.fakeBuild('mf_master', 'after-lock') });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await exists(lockPath)).toBe(false);
    expect(JSON.parse(await readFile(path.join(workspace.releasesDir(), 'registry.json'), 'utf8'))).toMatchObject({ schema: 1 });
  }, 30_000);
});
