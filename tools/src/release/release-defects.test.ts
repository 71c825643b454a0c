import { spawn } from 'node:child_process';
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { publish } from './publish';
import { readRegistry } from './registry-store';
import { rollback } from './rollback';
import { formatStatus } from './status';
import { releaseWorkspace, runCli } from './testing/release-fixtures';
import { appEntryJson, releasesSnapshot } from './testing/releases-snapshot';

/**
 * The release defects decision 080 fixed, each as it was reproduced, through the command line a release manager
 * uses. Each of these failed before the release checks existed.
 */
const workspace = releaseWorkspace();
const releases = () => workspace.releasesDir();
const OTHERS = { 'mf-transactions': ['shell', 'mf-master', 'mf-notifications'], 'mf-master': ['shell', 'mf-transactions', 'mf-notifications'] } as const;

async function otherEntries(app: keyof typeof OTHERS): Promise<string[]> {
  return Promise.all(OTHERS[app].map((other) => appEntryJson(releases(), other)));
}

async function console3() {
  const shell = await publish('shell', { distDir: await workspace.fakeBuild('shell', 'shell-1', { page: true }) });
  const transactions = await publish('mf-transactions', { distDir: await workspace.fakeBuild('mf_transactions', 't-good') });
  const master = await publish('mf-master', { distDir: await workspace.fakeBuild('mf_master', 'm-good') });
  const notifications = await publish('mf-notifications', { distDir: await workspace.fakeBuild('mf_notifications', 'n-good') });
  return { shell, transactions, master, notifications };
}

describe('defect 1: another app build under a remote name', () => {
  it('is refused: the build is not the app own (federation name, package, exposes), and nothing changes', async () => {
    await console3();
    const before = await releasesSnapshot(releases());
    const notificationsBuild = await workspace.fakeBuild('mf_notifications', 'n-2');
    const result = await runCli(['publish', 'mf-transactions', '--from', notificationsBuild]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Refusing to publish mf-transactions:');
    expect(result.stderr).toContain("identity: not mf-transactions's own build:");
    expect(result.stderr).toContain('it is a build of mf-notifications (app mf-notifications), not of mf-transactions');
    expect(result.stderr).toContain('its manifest registers it as mf_notifications; mf-transactions is mf_transactions');
    expect(result.stderr).toContain('This cannot be forced');
    expect(await releasesSnapshot(releases())).toEqual(before);

    const forced = await runCli(['publish', 'mf-transactions', '--from', notificationsBuild, '--force']);
    expect(forced.code).toBe(1);
    expect(await releasesSnapshot(releases())).toEqual(before);
  }, 60_000);

  it('a rollback gives the app its own entry back, federation name included, and changes no other app', async () => {
    const { transactions } = await console3();
    // What a publish of mf-notifications' build as mf-transactions left before identities were checked.
    const bad = '1.0.0-20261120.100000-badbad00';
    await cp(await workspace.fakeBuild('mf_notifications', 'n-as-t'), path.join(releases(), 'mf-transactions', bad), { recursive: true });
    const registryFile = path.join(releases(), 'registry.json');
    const registry = JSON.parse(await readFile(registryFile, 'utf8')) as { apps: Record<string, { federationName: string; active: string; releases: object[]; history: object[] }> };
    const entry = registry.apps['mf-transactions'];
    if (!entry) throw new Error('no mf-transactions entry');
    registry.apps['mf-transactions'] = {
      ...entry,
      federationName: 'mf_notifications',
      active: bad,
      releases: [...entry.releases, { version: bad, publishedAt: '2026-11-20T10:00:00.000Z', packageVersion: '1.0.0', entry: `/releases/mf-transactions/${bad}/mf-manifest.json` }],
      history: [...entry.history, { action: 'publish', version: bad, from: transactions.version, at: '2026-11-20T10:00:00.000Z', by: 'someone' }],
    };
    await writeFile(registryFile, JSON.stringify(registry, null, 2));
    const others = await otherEntries('mf-transactions');

    const result = await runCli(['rollback', 'mf-transactions', '--to', transactions.version, '--expect', bad]);
    expect(result.code).toBe(0);
    const after = await readRegistry();
    expect(after.apps['mf-transactions']).toMatchObject({ active: transactions.version, federationName: 'mf_transactions' });
    expect(await otherEntries('mf-transactions')).toEqual(others);
  }, 60_000);

  it('no publish or rollback changes another app entry, byte for byte', async () => {
    await console3();
    const steps: [keyof typeof OTHERS, () => Promise<unknown>][] = [
      ['mf-master', async () => publish('mf-master', { distDir: await workspace.fakeBuild('mf_master', 'm-2') })],
      ['mf-transactions', async () => publish('mf-transactions', { distDir: await workspace.fakeBuild('mf_transactions', 't-2') })],
      ['mf-master', () => rollback('mf-master')],
      ['mf-transactions', () => rollback('mf-transactions')],
    ];
    for (const [app, step] of steps) {
      const before = await otherEntries(app);
      await step();
      expect(await otherEntries(app)).toEqual(before);
    }
  });
});

describe('defect 2: --dry-run and flags a command does not take', () => {
  it('publish --dry-run runs the checks, says what would happen and changes nothing', async () => {
    const { master } = await console3();
    const next = await workspace.fakeBuild('mf_master', 'm-next');
    const before = await releasesSnapshot(releases());
    const result = await runCli(['publish', 'mf-master', '--from', next, '--dry-run']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Dry run of publish mf-master: nothing was changed.');
    expect(result.stdout).toMatch(new RegExp(`Would create release 1\\.0\\.0-\\d{8}\\.\\d{6}-[0-9a-f]{8} and make it active \\(active now: ${master.version.replaceAll('.', '\\.')}\\)`));
    for (const check of ['identity', 'completeness', 'integrity', 'compatibility', 'names', 'load']) expect(result.stdout).toContain(check);
    expect(await releasesSnapshot(releases())).toEqual(before);
  }, 60_000);

  it('rollback --dry-run says what would happen and changes nothing; a flag of another command is refused with the usage', async () => {
    const { master } = await console3();
    const second = await publish('mf-master', { distDir: await workspace.fakeBuild('mf_master', 'm-2') });
    const before = await releasesSnapshot(releases());

    const dryRun = await runCli(['rollback', 'mf-master', '--dry-run']);
    expect(dryRun.code).toBe(0);
    expect(dryRun.stdout).toContain(`Would make ${master.version} active again (active now: ${second.version}).`);

    const wrongFlag = await runCli(['rollback', 'mf-master', '--from', 'x']);
    expect(wrongFlag.code).toBe(1);
    expect(wrongFlag.stderr).toContain("rollback: Unknown option '--from'");
    expect(wrongFlag.stderr).toContain('Usage: npm run release -- rollback <app>');

    const pruneDry = await runCli(['prune', '--keep', '1', '--dry-run']);
    expect(pruneDry.code).toBe(0);
    expect(await releasesSnapshot(releases())).toEqual(before);
  }, 60_000);
});

describe('defect 3: an incomplete build', () => {
  it('without its remote entry and exposed chunk is refused, and nothing changes', async () => {
    await console3();
    const copy = path.join(workspace.dir, 'incomplete');
    await cp(await workspace.fakeBuild('mf_transactions', 't-whole'), copy, { recursive: true });
    await rm(path.join(copy, 'remoteEntry.js'));
    await rm(path.join(copy, '__federation_expose_screens.js'));
    const before = await releasesSnapshot(releases());
    const result = await runCli(['publish', 'mf-transactions', '--from', copy]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('completeness: 2 of the 2 files its manifest name are missing: __federation_expose_screens.js, remoteEntry.js');
    expect(await releasesSnapshot(releases())).toEqual(before);
  }, 60_000);

  it('with a precompressed copy that is not its file is refused', async () => {
    await console3();
    const build = await workspace.fakeBuild('mf_transactions', 't-stale');
    await writeFile(path.join(build, 'remoteEntry.js.gz'), (await import('node:zlib')).gzipSync('/* an older entry */'));
    const result = await runCli(['publish', 'mf-transactions', '--from', build]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('integrity: 1 precompressed copy does not match its file:');
    expect(result.stderr).toContain('remoteEntry.js.gz is not remoteEntry.js');
  }, 60_000);
});

describe('an identical build', () => {
  it('is not published twice: "already published as"', async () => {
    const { master } = await console3();
    const build = await workspace.fakeBuild('mf_master', 'm-good');
    const result = await runCli(['publish', 'mf-master', '--from', build]);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`mf-master: already published as ${master.version} (active); nothing to do`);
    expect((await readRegistry()).apps['mf-master']?.releases).toHaveLength(1);
  }, 60_000);

  it('of a release that is not active is activated only when asked, by a rollback to it', async () => {
    const { master } = await console3();
    await publish('mf-master', { distDir: await workspace.fakeBuild('mf_master', 'm-2') });
    const again = await workspace.fakeBuild('mf_master', 'm-good');
    await expect(publish('mf-master', { distDir: again })).rejects.toThrow(`this build is already published as ${master.version}, which is not active`);
    const activated = await publish('mf-master', { distDir: again, activate: true, reason: 'back to the known good build' });
    expect(activated).toMatchObject({ version: master.version, alreadyPublished: true, activated: { to: master.version } });
    const history = (await readRegistry()).apps['mf-master']?.history ?? [];
    expect(history.at(-1)).toMatchObject({ action: 'rollback', version: master.version, reason: 'back to the known good build' });
  });

  it('prune keeps distinct builds: a republished copy does not push out the known good release', async () => {
    const { master } = await console3();
    const next = await publish('mf-master', { distDir: await workspace.fakeBuild('mf_master', 'm-next') });
    // A copy of `next` as republishing made one before identical builds were recognised.
    const copy = next.version.replace(/-(\d{8})\.(\d{6})-/, (_, day: string) => `-${day}.235959-`);
    await cp(path.join(releases(), 'mf-master', next.version), path.join(releases(), 'mf-master', copy), { recursive: true });
    const registryFile = path.join(releases(), 'registry.json');
    const registry = JSON.parse(await readFile(registryFile, 'utf8')) as { apps: Record<string, { active: string; releases: { version: string; build?: unknown }[]; history: object[] }> };
    const entry = registry.apps['mf-master'];
    if (!entry) throw new Error('no mf-master entry');
    entry.releases.push({ version: copy, publishedAt: new Date().toISOString(), packageVersion: '1.0.0', entry: `/releases/mf-master/${copy}/mf-manifest.json` } as never);
    entry.history.push({ action: 'publish', version: copy, from: next.version, at: new Date().toISOString(), by: 'ci' });
    entry.active = copy;
    for (const release of entry.releases) delete release.build;
    await writeFile(registryFile, JSON.stringify(registry, null, 2));

    const result = await runCli(['prune', '--keep', '1', 'mf-master'], { ...process.env });
    expect(result.code).toBe(0);
    const kept = (await readRegistry()).apps['mf-master']?.releases.map((release) => release.version);
    // All three were active today, so none goes yet; what counts is that the good one is kept as a rollback target.
    expect(result.stdout).toContain(`keeps ${master.version} (a rollback returns to it`);
    expect(kept).toContain(master.version);
  }, 60_000);
});

describe('a refused plain rollback', () => {
  it('names the newest release the console can run, to roll back to with --to', async () => {
    const provides = { '@console/shared/core': ['DataTable', 'ListScreenLayout'] };
    await publish('shell', { distDir: await workspace.fakeBuild('shell', 'shell-names', { page: true, provides }) });
    const works = await publish('mf-master', { distDir: await workspace.fakeBuild('mf_master', 'works', { uses: { '@console/shared/core': ['DataTable'] } }) });
    await publish('mf-master', { distDir: await workspace.fakeBuild('mf_master', 'needs-more', { uses: { '@console/shared/core': ['DataTable', 'formatScreenTitle'] } }), force: true });
    await publish('mf-master', { distDir: await workspace.fakeBuild('mf_master', 'fixed', { uses: { '@console/shared/core': ['ListScreenLayout'] } }) });

    await expect(rollback('mf-master')).rejects.toThrow(
      new RegExp(`formatScreenTitle from @console/shared/core[\\s\\S]*${works.version.replaceAll('.', '\\.')} is the newest other release the console can run as it is: npm run release -- rollback mf-master --to ${works.version.replaceAll('.', '\\.')}`),
    );
  });
});

describe('history and status', () => {
  it('record when a publish took effect, not when it started', async () => {
    const started = new Date('2020-01-01T00:00:00Z');
    const record = await publish('mf-master', { distDir: await workspace.fakeBuild('mf_master', 'slow'), now: started });
    const event = (await readRegistry()).apps['mf-master']?.history.at(-1);
    expect(record.version).toContain('-20200101.000000-');
    expect(Date.now() - Date.parse(event?.at ?? '')).toBeLessThan(60_000);
  });

  it('lists prunes in the order they took effect among the other events', async () => {
    const [first, second, third] = ['p1', 'p2', 'p3'];
    const registry = {
      schema: 1 as const,
      updatedAt: '',
      apps: {
        'mf-master': {
          kind: 'remote' as const,
          federationName: 'mf_master',
          active: third as string,
          releases: [],
          history: [
            { action: 'publish' as const, version: first as string, from: null, at: '2026-01-01T00:00:00.000Z', by: 'a' },
            { action: 'publish' as const, version: second as string, from: first as string, at: '2026-01-02T00:00:00.000Z', by: 'a' },
            { action: 'publish' as const, version: third as string, from: second as string, at: '2026-01-04T00:00:00.000Z', by: 'a' },
          ],
          pruned: [{ version: first as string, at: '2026-01-03T00:00:00.000Z', by: 'b' }],
        },
      },
    };
    const lines = formatStatus(registry).split('\n').filter((line) => line.includes('2026-01-0'));
    expect(lines.map((line) => line.trim().split(/\s+/)[1])).toEqual(['publish', 'publish', 'pruned', 'publish']);
  });
});

describe('leftovers of a killed publish', () => {
  it('are named by prune --dry-run at once, and removed by prune, when its process is gone', async () => {
    const { master } = await console3();
    // A process that is gone: its pid is what a killed publish leaves in its owner file.
    const gone = spawn(process.execPath, ['-e', '0']);
    const pid = gone.pid ?? 0;
    await new Promise((resolve) => gone.on('exit', resolve));
    const staging = path.join(releases(), '.staging');
    const name = 'mf-master-1.0.0-20261121.100000-deadbeef-1111';
    await mkdir(path.join(staging, name), { recursive: true });
    await writeFile(path.join(staging, name, 'remoteEntry.js'), 'half');
    await writeFile(
      path.join(staging, `${name}.owner.json`),
      JSON.stringify({ pid, host: (await import('node:os')).hostname(), startedAt: new Date().toISOString(), app: 'mf-master', version: '1.0.0-20261121.100000-deadbeef', staging: name }),
    );
    await mkdir(path.join(releases(), 'mf-master', '1.0.0-20261121.100000-deadbeef'));
    await writeFile(path.join(releases(), 'registry.json.lock'), `${pid} ${(await import('node:os')).hostname()} token ${new Date().toISOString()}\n`);

    const dryRun = await runCli(['prune', '--keep', '5', '--dry-run']);
    expect(dryRun.code).toBe(0);
    for (const leftover of [`.staging/${name}`, `.staging/${name}.owner.json`, 'mf-master/1.0.0-20261121.100000-deadbeef', 'registry.json.lock']) {
      expect(dryRun.stdout).toContain(`  ${leftover} (`);
    }
    expect(dryRun.stdout).toContain(`whose process (${pid} on`);

    const result = await runCli(['prune', '--keep', '5']);
    expect(result.code).toBe(0);
    const after = await releasesSnapshot(releases());
    expect(after.files.filter((file) => file.includes('deadbeef') || file.includes('.lock'))).toEqual([]);
    expect((await readRegistry()).apps['mf-master']?.active).toBe(master.version);
  }, 60_000);
});
