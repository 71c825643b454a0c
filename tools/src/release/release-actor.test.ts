import { userInfo } from 'node:os';
import { publish } from './publish';
import { osUser, releaseActor, releaseActorOf } from './release-actor';
import { readRegistry } from './registry-store';
import { releaseWorkspace, runCli } from './testing/release-fixtures';
import { formatStatus } from './status';

const workspace = releaseWorkspace();

describe('releaseActor', () => {
  it('takes --by, then RELEASE_BY, then the login name', () => {
    expect(releaseActor('dina', { RELEASE_BY: 'ci', USER: 'root' })).toBe('dina');
    expect(releaseActor(undefined, { RELEASE_BY: 'ci pipeline #42', USER: 'root' })).toBe('ci pipeline #42');
    expect(releaseActor(undefined, { USER: 'budi' })).toBe('budi');
    expect(releaseActor('  ', { LOGNAME: 'sari' })).toBe('sari');
  });

  it('keeps the history one clean line', () => {
    expect(releaseActor('eve\nrollback v1\u0007', {})).toBe('everollback v1');
    expect(releaseActor('x'.repeat(300), {})).toHaveLength(100);
  });
});

describe('provenance', () => {
  it('of every release and event: the build (commit, dirty flag, content hash, versions), who as claimed and as proven, why, and the checks', async () => {
    const build = await workspace.fakeBuild('mf_master', 'provenance', { buildInfo: { git: { commit: '0123456789abcdef0123456789abcdef01234567', dirty: true }, sharedVersion: '1.4.0' } });
    const result = await runCli(['publish', 'mf-master', '--from', build, '--by', 'dina', '--reason', 'hotfix for the roles list', '--json']);
    expect(result.code).toBe(0);
    const entry = (await readRegistry()).apps['mf-master'];
    const expected = {
      build: { packageName: 'mf-master', packageVersion: '1.0.0', sharedVersion: '1.4.0', contentHash: expect.stringMatching(/^[0-9a-f]{64}$/), commit: '0123456789abcdef0123456789abcdef01234567', dirty: true },
      verification: { at: expect.any(String), passed: true, checks: expect.arrayContaining([expect.objectContaining({ name: 'identity', status: 'passed' })]) },
    };
    expect(entry?.releases[0]).toMatchObject({ ...expected, federationName: 'mf_master', publishedBy: { by: 'dina', osUser: osUser(), reason: 'hotfix for the roles list' } });
    expect(entry?.history[0]).toMatchObject({ ...expected, by: 'dina', osUser: osUser(), reason: 'hotfix for the roles list' });
    expect(entry?.releases[0]?.version.endsWith(entry?.releases[0]?.build?.contentHash?.slice(0, 8) ?? 'none')).toBe(true);
    const status = formatStatus(await readRegistry());
    expect(status).toContain(`by dina (as ${osUser()})  commit 0123456789 (dirty)  reason: hotfix for the roles list`);
  }, 30_000);

  it('the operating-system account is the one the process runs as, whatever the environment claims', () => {
    expect(releaseActorOf({ by: 'budi' }, { USER: 'someone-else' })).toEqual({ by: 'budi', osUser: osUser() });
    expect(osUser()).toBe(userInfo().username);
  });
});

describe('the history says who published and who rolled back', () => {
  it('from --by and from RELEASE_BY, on the command line', async () => {
    const first = await publish('mf-master', { distDir: await workspace.fakeBuild('mf_master', 'first'), by: 'dina' });
    const second = await workspace.fakeBuild('mf_master', 'second');
    const env = { ...process.env, RELEASE_BY: 'ci pipeline #42' };
    expect((await runCli(['publish', 'mf-master', '--from', second], env)).code).toBe(0);
    const active = (await readRegistry()).apps['mf-master']?.active ?? '';
    expect((await runCli(['rollback', 'mf-master', '--by', 'budi', '--expect', active], env)).code).toBe(0);

    const history = (await readRegistry()).apps['mf-master']?.history ?? [];
    expect(history.map((event) => [event.action, event.by])).toEqual([
      ['publish', 'dina'],
      ['publish', 'ci pipeline #42'],
      ['rollback', 'budi'],
    ]);
    const status = formatStatus(await readRegistry());
    expect(status).toContain(`publish  ${first.version}  (first release) by dina`);
    expect(status).toMatch(new RegExp(`rollback ${first.version.replaceAll('.', '\\.')}  \\(from \\S+\\) by budi`));
  }, 30_000);
});
