import { execFileSync } from 'node:child_process';
import { mkdir, readdir, readFile, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { JOURNAL_FILE } from './release-journal';
import { publish } from './publish';
import { readRegistry } from './registry-store';
import { rollback } from './rollback';
import { releaseWorkspace, runCli } from './testing/release-fixtures';

const workspace = releaseWorkspace();

const releaseFolders = async (app: string) => readdir(path.join(workspace.releasesDir(), app)).catch(() => [] as string[]);

describe('publish refuses what is not a regular file or folder', () => {
  it.each([
    ['a link to the API database', async (dist: string) => {
      await writeFile(path.join(workspace.dir, 'console.db'), 'SQLite format 3');
      await symlink(path.join(workspace.dir, 'console.db'), path.join(dist, 'evil.js'));
    }, 'evil.js (a symbolic link to'],
    ['a link to a folder of the server', async (dist: string) => {
      await mkdir(path.join(workspace.dir, 'etc'));
      await symlink(path.join(workspace.dir, 'etc'), path.join(dist, 'etcdir'));
    }, 'etcdir (a symbolic link to'],
    ['a named pipe', async (dist: string) => {
      execFileSync('mkfifo', [path.join(dist, 'pipe.js')]);
    }, 'pipe.js (a named pipe)'],
  ])('refuses a build holding %s, and writes nothing', async (_what, plant, named) => {
    const good = await publish('mf-master', { distDir: await workspace.fakeBuild('mf_master', 'good') });
    const dist = await workspace.fakeBuild('mf_master', 'with-link');
    await plant(dist);
    const registryBefore = await readFile(path.join(workspace.releasesDir(), 'registry.json'), 'utf8');

    await expect(publish('mf-master', { distDir: dist })).rejects.toThrow(named);
    await expect(publish('mf-master', { distDir: dist, force: true })).rejects.toThrow('integrity');
    const plan = await publish('mf-master', { distDir: dist, dryRun: true });
    expect(plan).toMatchObject({ outcome: 'refuse' });
    expect(plan.checks.find((check) => check.name === 'integrity')).toMatchObject({ status: 'failed', detail: expect.stringContaining(named) });

    expect(await readFile(path.join(workspace.releasesDir(), 'registry.json'), 'utf8')).toBe(registryBefore);
    expect(await releaseFolders('mf-master')).toEqual([good.version]);
  });
});

describe('the CLI names the state it expects', () => {
  it('refuses a rollback that would overwrite a change made since the release manager looked', async () => {
    const v1 = (await publish('mf-master', { distDir: await workspace.fakeBuild('mf_master', 'one') })).version;
    const v2 = (await publish('mf-master', { distDir: await workspace.fakeBuild('mf_master', 'two') })).version;
    const v3 = (await publish('mf-master', { distDir: await workspace.fakeBuild('mf_master', 'three') })).version;

    // Without --expect, a script cannot change what every browser runs.
    const blind = await runCli(['rollback', 'mf-master', '--to', v1]);
    expect(blind.code).toBe(1);
    expect(blind.stderr).toContain(`name the release you expect with --expect <version> (now ${v3})`);
    expect((await readRegistry()).apps['mf-master']?.active).toBe(v3);

    // The release manager looked at v3; meanwhile the console rolled back to v2.
    await rollback('mf-master', { to: v2, expectedActive: v3, by: 'release', authenticated: true });
    const stale = await runCli(['rollback', 'mf-master', '--to', v1, '--expect', v3, '--by', 'budi']);
    expect(stale.code).toBe(1);
    expect(stale.stderr).toContain(`The active release of mf-master is now ${v2}, not ${v3}: look again before you roll it back.`);
    expect((await readRegistry()).apps['mf-master']).toMatchObject({ active: v2 });
    // The refusal is an action of the audit trail too.
    const journal = (await readFile(path.join(workspace.releasesDir(), JOURNAL_FILE), 'utf8')).trim().split('\n').map((line) => JSON.parse(line) as object);
    expect(journal).toEqual([expect.objectContaining({ app: 'mf-master', action: 'rollback', outcome: 'failed', actor: { kind: 'cli', name: expect.stringMatching(/^budi/) } })]);

    expect((await runCli(['rollback', 'mf-master', '--to', v1, '--expect', v2])).code).toBe(0);
    expect((await readRegistry()).apps['mf-master']?.active).toBe(v1);
  }, 60_000);

  it('refuses to promote or abort a canary other than the one named', async () => {
    await publish('mf-master', { distDir: await workspace.fakeBuild('mf_master', 'stable') });
    const canary = (await publish('mf-master', { distDir: await workspace.fakeBuild('mf_master', 'canary'), canary: 10 })).version;
    const wrong = await runCli(['promote', 'mf-master', '--expect', 'another']);
    expect(wrong.stderr).toContain(`The canary of mf-master is now ${canary}, not another`);
    expect((await runCli(['abort', 'mf-master'])).stderr).toContain(`--expect <version> (now ${canary})`);
    expect((await readRegistry()).apps['mf-master']?.canary?.version).toBe(canary);
  }, 60_000);
});
