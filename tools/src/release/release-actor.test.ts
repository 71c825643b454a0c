import { publish } from './publish';
import { releaseActor } from './release-actor';
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

describe('the history says who published and who rolled back', () => {
  it('from --by and from RELEASE_BY, on the command line', async () => {
    const first = await publish('mf-master', { distDir: await workspace.fakeBuild('mf_master', 'first'), by: 'dina' });
    const second = await workspace.fakeBuild('mf_master', 'second');
    const env = { ...process.env, RELEASE_BY: 'ci pipeline #42' };
    expect((await runCli(['publish', 'mf-master', '--from', second], env)).code).toBe(0);
    expect((await runCli(['rollback', 'mf-master', '--by', 'budi'], env)).code).toBe(0);

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
