import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BUILD_INFO_FILE, buildInfoProblems, gitState, readBuildInfo } from './build-info';

const complete = {
  schema: 1,
  app: 'mf-master',
  packageName: 'mf-master',
  packageVersion: '1.0.0',
  federationName: 'mf_master',
  kind: 'remote',
  exposes: ['./screens'],
  sharedVersion: '1.4.0',
  git: { commit: null, dirty: null },
};

describe('build-info.json', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'build-info-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('is read when complete, and is absent for a build made before builds wrote it', async () => {
    expect(await readBuildInfo(dir)).toBeNull();
    writeFileSync(path.join(dir, BUILD_INFO_FILE), JSON.stringify(complete));
    expect(await readBuildInfo(dir)).toEqual(complete);
  });

  it('names what a malformed one lacks', async () => {
    expect(buildInfoProblems({ ...complete, federationName: '', kind: 'widget', git: undefined })).toEqual([
      'federationName is missing',
      'kind is neither host nor remote',
      'git is missing',
    ]);
    writeFileSync(path.join(dir, BUILD_INFO_FILE), '{"schema":');
    await expect(readBuildInfo(dir)).rejects.toThrow('build-info.json is not valid JSON');
  });

  it('records the commit and whether the tree had changes, and nothing outside a checkout', () => {
    expect(gitState(dir)).toEqual({ commit: null, dirty: null });
    const git = (...args: string[]) => execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.invalid', ...args], { cwd: dir });
    git('init', '-q');
    writeFileSync(path.join(dir, 'a.txt'), 'a');
    git('add', 'a.txt');
    git('commit', '-qm', 'a');
    const commit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: dir, encoding: 'utf8' }).trim();
    expect(gitState(dir)).toEqual({ commit, dirty: false });
    writeFileSync(path.join(dir, 'a.txt'), 'changed');
    expect(gitState(dir)).toEqual({ commit, dirty: true });
  });
});
