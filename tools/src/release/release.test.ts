import { chmod, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { publish } from './publish';
import { readRegistry } from './registry-store';
import { rollback } from './rollback';
import { formatStatus } from './status';
import { releaseWorkspace, runCli } from './testing/release-fixtures';

const workspace = releaseWorkspace();
const fakeBuild = (_app: string, federationName: string, content: string, page = false) => workspace.fakeBuild(federationName, content, { page });
const releasesDir = () => workspace.releasesDir();

describe('publish', () => {
  it('copies the build into an immutable, versioned folder and makes it active', async () => {
    const distDir = await fakeBuild('mf-master', 'mf_master', 'one');
    const record = await publish('mf-master', { distDir, now: new Date('2026-11-21T10:00:00Z') });

    expect(record.version).toMatch(/^1\.0\.0-20261121\.100000-[0-9a-f]{8}$/);
    expect(record.entry).toBe(`/releases/mf-master/${record.version}/mf-manifest.json`);
    const folder = path.join(releasesDir(), 'mf-master', record.version);
    expect(await readFile(path.join(folder, 'remoteEntry.js'), 'utf8')).toContain('one');
    expect((await stat(path.join(folder, 'remoteEntry.js'))).mode & 0o222).toBe(0);
    expect(await readFile(path.join(folder, 'remoteEntry.js.br'))).toBeInstanceOf(Buffer);

    const registry = await readRegistry();
    expect(registry.apps['mf-master']).toMatchObject({ kind: 'remote', federationName: 'mf_master', active: record.version });
    expect(registry.apps['mf-master']?.history).toEqual([
      expect.objectContaining({ action: 'publish', version: record.version, from: null, at: record.publishedAt, by: expect.any(String), osUser: expect.any(String) }),
    ]);
  });

  it('points the shell page at its own release folder', async () => {
    const distDir = await fakeBuild('shell', 'shell', 'page', true);
    const record = await publish('shell', { distDir });
    const page = await readFile(path.join(releasesDir(), 'shell', record.version, 'index.html'), 'utf8');
    expect(page).toContain(`src="/releases/shell/${record.version}/main.js"`);
    expect(record.entry).toBe(`/releases/shell/${record.version}/index.html`);
  });

  it('never reuses a release folder: two builds published in the same second get two', async () => {
    const now = new Date('2026-11-21T10:00:00Z');
    const [first, second] = await Promise.all([
      publish('mf-master', { distDir: await fakeBuild('mf-master', 'mf_master', 'one of two'), now }),
      publish('mf-master', { distDir: await fakeBuild('mf-master', 'mf_master', 'two of two'), now }),
    ]);
    expect(first.version).not.toBe(second.version);
    expect((await readRegistry()).apps['mf-master']?.releases).toHaveLength(2);
  });

  it('makes one release of one build published twice at once', async () => {
    const distDir = await fakeBuild('mf-master', 'mf_master', 'same');
    const now = new Date('2026-11-21T10:00:00Z');
    const [first, second] = await Promise.all([publish('mf-master', { distDir, now }), publish('mf-master', { distDir, now })]);
    expect(first.version).toBe(second.version);
    expect((await readRegistry()).apps['mf-master']?.releases).toHaveLength(1);
    expect(await readdir(path.join(releasesDir(), 'mf-master'))).toEqual([first.version]);
  });

  it('loses neither of two publishes at once and leaves the other apps alone', async () => {
    const master = await fakeBuild('mf-master', 'mf_master', 'm1');
    const notifications = await fakeBuild('mf-notifications', 'mf_notifications', 'n1');
    const transactions = await fakeBuild('mf-transactions', 'mf_transactions', 't1');
    const untouched = await publish('mf-transactions', { distDir: transactions });

    const [m, n] = await Promise.all([publish('mf-master', { distDir: master }), publish('mf-notifications', { distDir: notifications })]);

    const registry = await readRegistry();
    expect(registry.apps['mf-master']?.active).toBe(m.version);
    expect(registry.apps['mf-notifications']?.active).toBe(n.version);
    expect(registry.apps['mf-transactions']?.active).toBe(untouched.version);
    expect(registry.apps['mf-transactions']?.history).toHaveLength(1);
  });

  it("takes the compressed copies of a file unchanged since the last release, never a copy that is not that file", async () => {
    const vendor = `/* a chunk two releases share */\n${'export const x = 1;\n'.repeat(200)}`;
    const first = await fakeBuild('mf-master', 'mf_master', 'with-vendor-1');
    await writeFile(path.join(first, 'vendor.js'), vendor);
    const one = await publish('mf-master', { distDir: first });
    // The earlier release's gzip copy goes bad on disk: the next release must not inherit it.
    const badCopy = path.join(releasesDir(), 'mf-master', one.version, 'vendor.js.gz');
    await chmod(badCopy, 0o644);
    await writeFile(badCopy, gzipSync('/* something else */'));

    const second = await fakeBuild('mf-master', 'mf_master', 'with-vendor-2');
    await writeFile(path.join(second, 'vendor.js'), vendor);
    const two = await publish('mf-master', { distDir: second });
    const folder = path.join(releasesDir(), 'mf-master', two.version);
    expect(gunzipSync(await readFile(path.join(folder, 'vendor.js.gz'))).toString()).toBe(vendor);
    expect(brotliDecompressSync(await readFile(path.join(folder, 'vendor.js.br'))).toString()).toBe(vendor);
  });

  it('refuses an app without a build', async () => {
    await expect(publish('mf-master', { distDir: path.join(workspace.dir, 'nothing') })).rejects.toThrow(/has no build/);
  });
});

describe('rollback', () => {
  async function threeReleases() {
    const versions: string[] = [];
    for (const content of ['v1', 'v2', 'v3']) {
      versions.push((await publish('mf-master', { distDir: await fakeBuild('mf-master', 'mf_master', content) })).version);
    }
    return versions;
  }

  it('makes the previous release active, and again the one before it', async () => {
    const [v1, v2, v3] = await threeReleases();
    expect(await rollback('mf-master')).toEqual({ from: v3, to: v2, action: 'rollback' });
    expect(await rollback('mf-master')).toEqual({ from: v2, to: v1, action: 'rollback' });
    await expect(rollback('mf-master')).rejects.toThrow(/no release older/);

    const registry = await readRegistry();
    expect(registry.apps['mf-master']?.active).toBe(v1);
    expect(registry.apps['mf-master']?.history.map((event) => [event.action, event.version, event.from])).toEqual([
      ['publish', v1, null],
      ['publish', v2, v1],
      ['publish', v3, v2],
      ['rollback', v2, v3],
      ['rollback', v1, v2],
    ]);
  });

  it('after a bad release was rolled back and a new one published, goes back to the good one', async () => {
    const good = (await publish('mf-master', { distDir: await fakeBuild('mf-master', 'mf_master', 'good') })).version;
    const bad = (await publish('mf-master', { distDir: await fakeBuild('mf-master', 'mf_master', 'bad') })).version;
    expect(await rollback('mf-master')).toEqual({ from: bad, to: good, action: 'rollback' });
    const next = (await publish('mf-master', { distDir: await fakeBuild('mf-master', 'mf_master', 'next') })).version;
    expect(await rollback('mf-master')).toEqual({ from: next, to: good, action: 'rollback' });
    await expect(rollback('mf-master')).rejects.toThrow(/no release older/);
  });

  it('goes to a named release with --to and rejects unknown ones', async () => {
    const [v1, , v3] = await threeReleases();
    expect(await rollback('mf-master', { to: v1 })).toEqual({ from: v3, to: v1, action: 'rollback' });
    await expect(rollback('mf-master', { to: 'nope' })).rejects.toThrow(/has no release nope/);
    await expect(rollback('mf-master', { to: v1 })).rejects.toThrow(/already the active release/);
  });

  it('refuses to point users at a release whose folder is gone', async () => {
    const [v1] = await threeReleases();
    await rm(path.join(releasesDir(), 'mf-master', v1 as string), { recursive: true, force: true });
    await expect(rollback('mf-master', { to: v1 })).rejects.toThrow(/folder .* is missing/);
  });

  it('refuses an app that was never published', async () => {
    await expect(rollback('mf-master')).rejects.toThrow(/no active release/);
  });
});

describe('status', () => {
  it('shows every app, its active release, whether it passed its checks, and its history', async () => {
    const record = await publish('mf-master', { distDir: await fakeBuild('mf-master', 'mf_master', 'x') });
    const text = formatStatus(await readRegistry());
    expect(text).toContain(`mf-master (remote, mf_master): active ${record.version}\n  verified: identity, completeness, integrity, screens passed; compatibility, names, load not run`);
    expect(text).toContain(`publish  ${record.version}  (first release)`);
    expect(text).toContain('shell: no release published');
  });

  it('says so of a release activated before releases were verified, and --json carries the same', async () => {
    const record = await publish('mf-master', { distDir: await fakeBuild('mf-master', 'mf_master', 'y') });
    const registryFile = path.join(releasesDir(), 'registry.json');
    const registry = JSON.parse(await readFile(registryFile, 'utf8')) as { apps: Record<string, { history: { verification?: unknown }[]; releases: { verification?: unknown }[] }> };
    const notifications = JSON.parse(JSON.stringify(registry.apps['mf-master'])) as (typeof registry.apps)[string];
    for (const event of notifications.history) delete event.verification;
    for (const release of notifications.releases) delete release.verification;
    registry.apps['mf-notifications'] = { ...notifications, federationName: 'mf_notifications' } as never;
    await writeFile(registryFile, JSON.stringify(registry));

    expect(formatStatus(await readRegistry())).toContain(`mf-notifications (remote, mf_notifications): active ${record.version}\n  not verified (activated before releases were verified)`);
    const json = JSON.parse((await runCli(['status', '--json'])).stdout) as { verification: Record<string, { version: string; passed: boolean | null }> };
    expect(json.verification['mf-master']).toMatchObject({ version: record.version, passed: true });
    expect(json.verification['mf-notifications']).toMatchObject({ version: record.version, passed: null });
  }, 30_000);
});

describe('the release CLI', () => {
  const run = (args: string[]) => runCli(args);

  it('records both of two publishes run by two processes at once', async () => {
    const master = await fakeBuild('mf-master', 'mf_master', 'cli-m');
    const notifications = await fakeBuild('mf-notifications', 'mf_notifications', 'cli-n');
    const results = await Promise.all([
      run(['publish', 'mf-master', '--from', master, '--json']),
      run(['publish', 'mf-notifications', '--from', notifications, '--json']),
    ]);
    expect(results.map((result) => result.code)).toEqual([0, 0]);

    const status = await run(['status', '--json']);
    const registry = JSON.parse(status.stdout) as { apps: Record<string, { active: string }> };
    expect(registry.apps['mf-master']?.active).toBe((JSON.parse(results[0]?.stdout ?? '') as { version: string }).version);
    expect(registry.apps['mf-notifications']?.active).toBe((JSON.parse(results[1]?.stdout ?? '') as { version: string }).version);
  }, 30_000);

  it('explains a mistake and exits non-zero', async () => {
    const result = await run(['rollback', 'mf-nothing']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Name an app: shell, mf-transactions, mf-master, mf-notifications');
  }, 30_000);
});
