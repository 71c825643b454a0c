import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { compatibilityProblems } from './compatibility';
import { publish } from './publish';
import { readRegistry } from './registry-store';
import { rollback } from './rollback';
import { CURRENT_SHARED, releaseWorkspace, runCli, sharedWith } from './testing/release-fixtures';

const workspace = releaseWorkspace();

describe('compatibilityProblems', () => {
  it('accepts a remote built against what the shell provides, or older', () => {
    expect(compatibilityProblems(CURRENT_SHARED, CURRENT_SHARED)).toEqual([]);
    expect(compatibilityProblems(CURRENT_SHARED, sharedWith('@console/shared', { version: '1.0.0' }))).toEqual([]);
    expect(compatibilityProblems(CURRENT_SHARED, [{ name: 'left-pad', version: '9.0.0', requiredVersion: '^9.0.0' }])).toEqual([]);
  });

  it('names a required range the shell does not satisfy', () => {
    expect(compatibilityProblems(CURRENT_SHARED, sharedWith('@console/shared', { version: '2.0.0', requiredVersion: '^2.0.0' }))).toEqual([
      '@console/shared: needs ^2.0.0, the shell provides 1.1.0',
    ]);
  });

  it('names a share key of @console/shared the shell does not provide: the remote would run a second copy', () => {
    const needed = [{ name: '@console/shared/core', version: '1.1.0', requiredVersion: '^1.0.0' }];
    expect(compatibilityProblems(CURRENT_SHARED, needed)).toEqual([
      '@console/shared/core: the shell does not provide it (a shell built from @console/shared 1.3.0 or later does)',
    ]);
    expect(compatibilityProblems([...CURRENT_SHARED, { name: '@console/shared/core', version: '1.1.0' }], needed)).toEqual([]);
  });

  it('names any library built newer than the shell provides, even inside the range', () => {
    expect(compatibilityProblems(CURRENT_SHARED, sharedWith('@console/shared', { version: '1.2.0' }))).toEqual([
      '@console/shared: built against 1.2.0, newer than the 1.1.0 the shell provides',
    ]);
    expect(compatibilityProblems(CURRENT_SHARED, sharedWith('react', { version: '19.3.2' }))).toEqual([
      'react: built against 19.3.2, newer than the 19.3.1 the shell provides',
    ]);
  });
});

describe('publish refuses what the active shell cannot run', () => {
  async function shellAndRemote() {
    await publish('shell', { distDir: await workspace.fakeBuild('shell', 'shell-1', { page: true }) });
    return publish('mf-master', { distDir: await workspace.fakeBuild('mf_master', 'good') });
  }

  const releaseFolders = async (app: string) => readdir(path.join(workspace.releasesDir(), app));

  it('refuses a remote built against another major of @console/shared and keeps the previous release', async () => {
    const good = await shellAndRemote();
    const incompatible = await workspace.fakeBuild('mf_master', 'major-2', { shared: sharedWith('@console/shared', { version: '2.0.0', requiredVersion: '^2.0.0' }) });

    await expect(publish('mf-master', { distDir: incompatible })).rejects.toThrow(
      /Refusing to publish mf-master:\n {2}- compatibility: shell \S+ cannot run it: @console\/shared: needs \^2\.0\.0, the shell provides 1\.1\.0/,
    );
    expect((await readRegistry()).apps['mf-master']?.active).toBe(good.version);
    expect(await releaseFolders('mf-master')).toEqual([good.version]);
  });

  it('refuses a remote built against a newer minor of a shared library', async () => {
    await shellAndRemote();
    const newer = await workspace.fakeBuild('mf_master', 'minor-2', { shared: sharedWith('@console/shared', { version: '1.2.0' }) });
    await expect(publish('mf-master', { distDir: newer })).rejects.toThrow(/built against 1\.2\.0, newer than the 1\.1\.0 the shell provides/);
  });

  it('refuses a remote that imports a Chakra export the active shell does not share, and a shell that drops one in use', async () => {
    await publish('shell', { distDir: await workspace.fakeBuild('shell', 'shell-1', { page: true, provides: { '@chakra-ui/react': ['Box', 'Button'] } }) });
    await publish('mf-master', { distDir: await workspace.fakeBuild('mf_master', 'fits', { uses: { '@chakra-ui/react': ['Button'] } }) });
    const needsTabs = await workspace.fakeBuild('mf_master', 'tabs', { uses: { '@chakra-ui/react': ['Button', 'Tabs'] } });
    await expect(publish('mf-master', { distDir: needsTabs })).rejects.toThrow(/Refusing to publish mf-master:[\s\S]*Tabs from @chakra-ui\/react/);
    const dropsButton = await workspace.fakeBuild('shell', 'shell-2', { page: true, provides: { '@chakra-ui/react': ['Box'] } });
    await expect(publish('shell', { distDir: dropsButton })).rejects.toThrow(/it cannot run the active mf-master [\s\S]*Button from @chakra-ui\/react/);
  });

  it('refuses a remote importing a @console/shared name the active shell lacks, whatever the versions say', async () => {
    const provides = { '@console/shared/core': ['DataTable', 'ListScreenLayout'] };
    const shell = await publish('shell', { distDir: await workspace.fakeBuild('shell', 'shell-names', { page: true, provides }) });
    // Same @console/shared version as the shell's: a new export without a version bump.
    const newName = await workspace.fakeBuild('mf_transactions', 'new-name', { uses: { '@console/shared/core': ['DataTable', 'formatScreenTitle'] } });
    await expect(publish('mf-transactions', { distDir: newName })).rejects.toThrow(
      new RegExp(`names: shell ${shell.version.replaceAll('.', '\\.')} cannot run it: mf-transactions imports exports that shell \\S+ does not provide to remotes:\n\\s+- formatScreenTitle from @console/shared/core`),
    );
    await expect(publish('mf-transactions', { distDir: newName })).rejects.toThrow('Release a shell built from a @console/shared that exports them first');
  });

  it('refuses a shell rollback below the names an active remote imports, and a shell that drops one', async () => {
    const older = await publish('shell', { distDir: await workspace.fakeBuild('shell', 'older', { page: true, provides: { '@console/shared/core': ['DataTable'] } }) });
    await publish('shell', { distDir: await workspace.fakeBuild('shell', 'newer', { page: true, provides: { '@console/shared/core': ['DataTable', 'formatScreenTitle'] } }) });
    await publish('mf-transactions', { distDir: await workspace.fakeBuild('mf_transactions', 'uses-new', { uses: { '@console/shared/core': ['formatScreenTitle'] } }) });
    await expect(rollback('shell')).rejects.toThrow(new RegExp(`Refusing to roll shell back to ${older.version.replaceAll('.', '\\.')}:[\\s\\S]*formatScreenTitle from @console/shared/core`));
    const drops = await workspace.fakeBuild('shell', 'drops', { page: true, provides: { '@console/shared/core': ['DataTable'] } });
    await expect(publish('shell', { distDir: drops })).rejects.toThrow(/it cannot run the active mf-transactions \S+: mf-transactions imports exports that this shell no longer provides/);
  });

  it("tells the shell team, not the remote's, what to do when a shell removes a name an active remote imports (decision 152)", async () => {
    await publish('shell', { distDir: await workspace.fakeBuild('shell', 'with-bucket', { page: true, provides: { '@console/shared/core': ['DataTable', 'bucketLabel'] } }) });
    await publish('mf-master', { distDir: await workspace.fakeBuild('mf_master', 'uses-bucket', { uses: { '@console/shared/core': ['bucketLabel'] } }) });
    const removes = await workspace.fakeBuild('shell', 'removes-bucket', { page: true, provides: { '@console/shared/core': ['DataTable'] } });
    const refusal = await publish('shell', { distDir: removes }).then(
      () => '',
      (error: Error) => error.message,
    );
    expect(refusal).toContain('mf-master imports exports that this shell no longer provides to remotes:\n      - bucketLabel from @console/shared/core');
    expect(refusal).toContain('Either release a shell whose @console/shared provides them again');
    expect(refusal).toContain('make it a new major of @console/shared (decision 152): rebuild mf-master and the other remotes without these names against it');
    expect(refusal).toContain('npm run release -- publish --all');
    expect(refusal).toContain('Release a shell that does (docs/releasing.md), or pass --force if you know why it is safe.');
    // Not the advice meant for a remote (release a shell first, then this remote).
    expect(refusal).not.toContain('then this remote');
    expect(refusal).not.toContain('Release a shell built against these versions first');
  });

  it("does not judge names a shell built before they were recorded does not list", async () => {
    await publish('shell', { distDir: await workspace.fakeBuild('shell', 'chakra-only', { page: true, provides: { '@chakra-ui/react': ['Box'] } }) });
    const record = await publish('mf-transactions', { distDir: await workspace.fakeBuild('mf_transactions', 'any-name', { uses: { '@chakra-ui/react': ['Box'], '@console/shared/core': ['formatScreenTitle'] } }) });
    expect(record.verification?.checks.find((check) => check.name === 'names')).toMatchObject({
      status: 'passed',
      detail: expect.stringContaining('(not listed by that shell, so not checked: @console/shared/core)'),
    });
  });

  it('publishes it with --force, and says so in the history', async () => {
    const good = await shellAndRemote();
    const newer = await workspace.fakeBuild('mf_master', 'forced', { shared: sharedWith('react', { version: '19.4.0' }) });
    const forced = await publish('mf-master', { distDir: newer, force: true, by: 'ops' });
    expect(forced.overridden).toEqual([expect.stringContaining('react: built against 19.4.0, newer than the 19.3.1')]);
    expect((await readRegistry()).apps['mf-master']?.history.at(-1)).toMatchObject({ action: 'publish', from: good.version, by: 'ops', forced: true });
  });

  it('refuses a shell that cannot run the active remotes, and a rollback of the shell to one', async () => {
    const oldShell = await publish('shell', { distDir: await workspace.fakeBuild('shell', 'old', { page: true, shared: sharedWith('@console/shared', { version: '1.0.0' }) }) });
    await publish('shell', { distDir: await workspace.fakeBuild('shell', 'new', { page: true }) });
    await publish('mf-master', { distDir: await workspace.fakeBuild('mf_master', 'needs-1.1') });

    const older = await workspace.fakeBuild('shell', 'older', { page: true, shared: sharedWith('@console/shared', { version: '1.0.0' }) });
    await expect(publish('shell', { distDir: older })).rejects.toThrow(/it cannot run the active mf-master \S+: @console\/shared: built against 1\.1\.0, newer than the 1\.0\.0/);
    await expect(rollback('shell')).rejects.toThrow(new RegExp(`Refusing to roll shell back to ${oldShell.version.replaceAll('.', '\\.')}`));
  });

  it('says so when the active shell cannot be checked', async () => {
    const shell = await publish('shell', { distDir: await workspace.fakeBuild('shell', 'shell-gone', { page: true }) });
    await rm(path.join(workspace.releasesDir(), 'shell', shell.version), { recursive: true, force: true });
    await expect(publish('mf-master', { distDir: await workspace.fakeBuild('mf_master', 'orphan') })).rejects.toThrow(
      `Cannot check mf-master against the active shell ${shell.version}: its manifest is unreadable`,
    );
  });

  it('checks nothing while no shell is active', async () => {
    const newer = await workspace.fakeBuild('mf_master', 'alone', { shared: sharedWith('@console/shared', { version: '3.0.0', requiredVersion: '^3.0.0' }) });
    await expect(publish('mf-master', { distDir: newer })).resolves.toMatchObject({ entry: expect.stringContaining('/releases/mf-master/') });
  });

  it('explains the refusal on the command line and exits non-zero', async () => {
    await shellAndRemote();
    const incompatible = await workspace.fakeBuild('mf_master', 'cli-major-2', { shared: sharedWith('@console/shared', { version: '2.0.0', requiredVersion: '^2.0.0' }) });
    const result = await runCli(['publish', 'mf-master', '--from', incompatible]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Refusing to publish mf-master:');
    expect(result.stderr).toContain('@console/shared: needs ^2.0.0, the shell provides 1.1.0');
    expect(result.stderr).toContain('Release a shell built against these versions first');

    const forced = await runCli(['publish', 'mf-master', '--from', incompatible, '--force']);
    expect(forced.code).toBe(0);
    expect(forced.stderr).toContain('WARNING: --force activated a release the console cannot run as it is:');
  }, 30_000);
});
