import { mkdir, readdir, utimes, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import { planPrune } from './prune-plan';
import { prune } from './prune';
import { publish } from './publish';
import { readRegistry } from './registry-store';
import type { RecordedAppReleases } from './release-events';
import { rollback } from './rollback';
import { releaseWorkspace, runCli } from './testing/release-fixtures';

const workspace = releaseWorkspace();
const DAY = 24 * 60 * 60 * 1000;
const later = () => new Date(Date.now() + 2 * DAY);

async function publishMaster(...contents: string[]): Promise<string[]> {
  const versions: string[] = [];
  for (const content of contents) versions.push((await publish('mf-master', { distDir: await workspace.fakeBuild('mf_master', content) })).version);
  return versions;
}

const folders = (app: string) => readdir(path.join(workspace.releasesDir(), app)).then((names) => names.sort());

describe('planPrune', () => {
  const app = (history: [string, string][], active: string): RecordedAppReleases => ({
    kind: 'remote',
    federationName: 'mf_master',
    active,
    releases: [...new Set(history.map(([, version]) => version))].map((version) => ({ version, publishedAt: '', packageVersion: '1.0.0', entry: '' })),
    history: history.map(([action, version], index) => ({ action: action as 'publish' | 'rollback', version, from: null, at: new Date(Date.UTC(2026, 0, index + 1)).toISOString() })),
  });
  const policy = { now: new Date(Date.UTC(2026, 5, 1)), recentlyActiveMs: DAY };

  it('keeps the active release, the N newest and the next N rollback targets', () => {
    const releases = app([['publish', 'v1'], ['publish', 'v2'], ['publish', 'v3'], ['publish', 'v4'], ['publish', 'v5']], 'v5');
    const plan = planPrune(releases, { ...policy, keep: 2 });
    expect(plan.remove).toEqual(['v1', 'v2']);
    expect(plan.keep).toEqual([
      { version: 'v3', reasons: ['a rollback returns to it'] },
      { version: 'v4', reasons: ['among the 2 newest', 'a rollback returns to it'] },
      { version: 'v5', reasons: ['active', 'among the 2 newest'] },
    ]);
  });

  it('keeps an old good release a rollback returns to, and drops the bad one rolled back from', () => {
    const releases = app([['publish', 'good'], ['publish', 'bad'], ['rollback', 'good'], ['publish', 'v3'], ['publish', 'v4']], 'v4');
    expect(planPrune(releases, { ...policy, keep: 2 }).remove).toEqual(['bad']);
  });

  it('keeps a release that was active within the grace period, and refuses to keep nothing', () => {
    const releases = app([['publish', 'v1'], ['publish', 'v2'], ['publish', 'v3']], 'v3');
    expect(planPrune(releases, { keep: 1, now: new Date(Date.UTC(2026, 0, 3, 12)), recentlyActiveMs: 2 * DAY }).remove).toEqual([]);
    expect(planPrune(releases, { keep: 1, now: new Date(Date.UTC(2026, 0, 3, 12)), recentlyActiveMs: DAY }).remove).toEqual(['v1']);
    expect(planPrune(releases, { ...policy, keep: 1 }).remove).toEqual(['v1']);
    expect(() => planPrune(releases, { ...policy, keep: 0 })).toThrow('--keep must be a whole number of at least 1.');
  });
});

describe('release prune', () => {
  it('removes old releases and their folders, keeps what rollbacks need, and records who pruned', async () => {
    const [v1, v2, v3, v4, v5] = await publishMaster('v1', 'v2', 'v3', 'v4', 'v5');
    const notifications = await publish('mf-notifications', { distDir: await workspace.fakeBuild('mf_notifications', 'n1') });

    const result = await prune({ keep: 2, apps: ['mf-master'], now: later(), by: 'release-manager' });
    expect(result.apps['mf-master']?.remove).toEqual([v1, v2]);
    expect(await folders('mf-master')).toEqual([v3, v4, v5].sort());
    const registry = await readRegistry();
    expect(registry.apps['mf-master']?.releases.map((release) => release.version)).toEqual([v3, v4, v5]);
    expect(registry.apps['mf-master']?.pruned).toEqual([
      { version: v1, at: expect.any(String), by: 'release-manager', osUser: expect.any(String) },
      { version: v2, at: expect.any(String), by: 'release-manager', osUser: expect.any(String) },
    ]);
    expect(registry.apps['mf-notifications']?.active).toBe(notifications.version);

    expect(await rollback('mf-master')).toMatchObject({ to: v4 });
    expect(await rollback('mf-master')).toMatchObject({ to: v3 });
    await expect(rollback('mf-master')).rejects.toThrow(`mf-master ${v2} was pruned; roll back to a release that is kept with --to.`);
  });

  it('keeps everything that was active today', async () => {
    const versions = await publishMaster('a', 'b', 'c');
    expect((await prune({ keep: 1 })).apps['mf-master']?.remove).toEqual([]);
    expect(await folders('mf-master')).toEqual([...versions].sort());
  });

  it('changes nothing on a dry run', async () => {
    const versions = await publishMaster('d1', 'd2', 'd3');
    const before = await readRegistry();
    expect((await prune({ keep: 1, dryRun: true, now: later() })).apps['mf-master']?.remove).toEqual([versions[0]]);
    expect(await readRegistry()).toEqual(before);
    expect(await folders('mf-master')).toEqual([...versions].sort());
  });

  it('removes old leftovers of killed publishes, not a publish that may be under way', async () => {
    const [live] = await publishMaster('live');
    const releases = workspace.releasesDir();
    const old = new Date(Date.now() - 2 * 60 * 60 * 1000);
    for (const leftover of ['mf-master/1.0.0-old-claimed', '.staging/mf-master-old', 'mf-master/1.0.0-new-claimed', '.staging/mf-master-new']) {
      await mkdir(path.join(releases, leftover), { recursive: true });
      if (leftover.includes('old')) await utimes(path.join(releases, leftover), old, old);
    }
    await writeFile(path.join(releases, '.registry.dead.tmp'), '{');
    await utimes(path.join(releases, '.registry.dead.tmp'), old, old);

    const result = await prune({ keep: 1 });
    expect(result.leftovers.sort()).toEqual(['.registry.dead.tmp', '.staging/mf-master-old', 'mf-master/1.0.0-old-claimed']);
    expect(await folders('mf-master')).toEqual(['1.0.0-new-claimed', live].sort());
    expect(await readdir(path.join(releases, '.staging'))).toEqual(['mf-master-new']);
  });

  it('keeps and names what a publish under way owns, however young or old the rest is', async () => {
    await publishMaster('live-2');
    const staging = path.join(workspace.releasesDir(), '.staging');
    const name = 'mf-master-1.0.0-20261121.100000-cafecafe-2222';
    await mkdir(path.join(staging, name), { recursive: true });
    // This process is the publish: it is running.
    await writeFile(
      path.join(staging, `${name}.owner.json`),
      JSON.stringify({ pid: process.pid, host: hostname(), startedAt: new Date().toISOString(), app: 'mf-master', version: '1.0.0-20261121.100000-cafecafe', staging: name }),
    );
    const result = await prune({ keep: 1 });
    expect(result.leftovers).toEqual([]);
    expect(result.inProgress.map((item) => item.path).sort()).toEqual([`.staging/${name}`, `.staging/${name}.owner.json`]);
    expect(result.inProgress[0]?.why).toContain(`a publish of mf-master 1.0.0-20261121.100000-cafecafe under way (process ${process.pid}`);
    expect(await readdir(staging)).toEqual([name, `${name}.owner.json`].sort());
  });

  it('needs --keep on the command line', async () => {
    const result = await runCli(['prune']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('prune needs --keep <n>, a whole number of at least 1.');
  }, 30_000);
});
