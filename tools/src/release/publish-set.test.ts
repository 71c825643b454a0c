import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { publish } from './publish';
import { publishSet } from './publish-set';
import { readRegistry } from './registry-store';
import type { RecordedReleaseEvent } from './release-events';
import { rollback } from './rollback';
import { rollbackSet } from './rollback-set';
import { formatStatus } from './status';
import { releaseWorkspace, runCli, sharedWith, type FakeBuildOptions } from './testing/release-fixtures';
import { releasesSnapshot } from './testing/releases-snapshot';

const workspace = releaseWorkspace();

/** A build of @console/shared's next major: the shell provides 2.0.0, a remote requires ^2.0.0. */
const major2: FakeBuildOptions = { shared: sharedWith('@console/shared', { version: '2.0.0', requiredVersion: '^2.0.0' }), buildInfo: { sharedVersion: '2.0.0' } };
/** What the 2.x shell's build lists of @console/shared, and what the 2.x remotes import of it. */
const provides = { '@console/shared/core': ['DataTable', 'ListScreenLayout'] };
const uses = { '@console/shared/core': ['DataTable'] };
const masterScreens = { 'company-group-management': 'renders', 'roles-management': 'renders' } as const;
const transactionScreens = { 'transaction-va': 'renders' } as const;

const lastEvent = (registry: Awaited<ReturnType<typeof readRegistry>>, app: string): RecordedReleaseEvent | undefined => registry.apps[app]?.history.at(-1);

/** The console on @console/shared 1.x: a shell and two remotes, published one by one. */
async function activeMajor1() {
  const shell = await publish('shell', { distDir: await workspace.fakeBuild('shell', 'shell-1', { page: true }) });
  const master = await publish('mf-master', { distDir: await workspace.fakeBuild('mf_master', 'master-1', { screens: masterScreens }) });
  const transactions = await publish('mf-transactions', { distDir: await workspace.fakeBuild('mf_transactions', 'transactions-1', { screens: transactionScreens }) });
  return { shell: shell.version, master: master.version, transactions: transactions.version };
}

/** Builds of the three apps against @console/shared 2.0.0 (`master` changes mf-master's). */
async function major2Builds(master: FakeBuildOptions = {}) {
  return {
    shell: await workspace.fakeBuild('shell', 'shell-2', { page: true, provides, ...major2 }),
    master: await workspace.fakeBuild('mf_master', 'master-2', { screens: masterScreens, uses, ...major2, ...master }),
    transactions: await workspace.fakeBuild('mf_transactions', 'transactions-2', { screens: transactionScreens, uses, ...major2 }),
  };
}

const asSet = (builds: Awaited<ReturnType<typeof major2Builds>>) => [
  { app: 'mf-master' as const, distDir: builds.master },
  { app: 'shell' as const, distDir: builds.shell },
  { app: 'mf-transactions' as const, distDir: builds.transactions },
];

describe('publishing several apps as one set', () => {
  it('moves a 1.x console to a 2.x shell and 2.x remotes in one registry write, each with its own record and the set in the history', async () => {
    const before = await activeMajor1();
    const result = await publishSet(asSet(await major2Builds()), { by: 'release-manager', reason: '@console/shared 2.0.0' });

    expect(result.members.map((member) => member.app)).toEqual(['shell', 'mf-transactions', 'mf-master']);
    const registry = await readRegistry();
    for (const [app, from] of [['shell', before.shell], ['mf-master', before.master], ['mf-transactions', before.transactions]] as const) {
      const entry = registry.apps[app];
      const member = result.members.find((candidate) => candidate.app === app);
      expect(entry?.active).toBe(member?.version);
      const record = entry?.releases.find((release) => release.version === entry.active);
      expect(record).toMatchObject({ set: result.set, build: { sharedVersion: '2.0.0' }, publishedBy: { by: 'release-manager', reason: '@console/shared 2.0.0' }, verification: { passed: true } });
      expect(lastEvent(registry, app)).toMatchObject({ action: 'publish', version: member?.version, from, set: result.set });
      expect(record?.verification?.checks.map((check) => `${check.name} ${check.status}`)).toEqual(
        expect.arrayContaining(['identity passed', 'completeness passed', 'integrity passed', 'screens passed', 'compatibility passed', 'names passed', 'load passed']),
      );
    }
    expect(formatStatus(registry)).toContain(`  with set ${result.set}  reason: @console/shared 2.0.0`);
    // One write: every event of the set took effect at the same moment.
    expect(new Set(['shell', 'mf-master', 'mf-transactions'].map((app) => lastEvent(registry, app)?.at)).size).toBe(1);
    // The 2.x remotes' screens were rendered under the 2.x shell of the set (its load check), not the 1.x one active before.
    const loadOf = (app: string) => registry.apps[app]?.releases.at(-1)?.verification?.checks.find((check) => check.name === 'load');
    expect(loadOf('shell')?.detail).toMatch(/^3 screens rendered under the new shell in [\d.]+ s: company-group-management \(company-group-management\), roles-management \(roles-management\), transaction-va \(transaction-va\)$/);
    expect(loadOf('mf-master')?.detail).toBe(`its screens and panels rendered in the load check of shell ${result.members[0]?.version} of this set`);
  }, 120_000);

  it('the same builds published one by one are refused at the first, which says to publish them as a set', async () => {
    const before = await activeMajor1();
    const builds = await major2Builds();
    const snapshot = await releasesSnapshot(workspace.releasesDir());

    const shellAlone = publish('shell', { distDir: builds.shell });
    await expect(shellAlone).rejects.toThrow(/Refusing to publish shell:\n {2}- compatibility: it cannot run the active mf-transactions \S+: @console\/shared: needs \^1\.0\.0, the shell provides 2\.0\.0/);
    await expect(publish('shell', { distDir: builds.shell })).rejects.toThrow('publish the shell and the remotes built against it as one set: npm run release -- publish shell <remote> [<remote>...]');
    await expect(publish('mf-master', { distDir: builds.master })).rejects.toThrow(/compatibility: shell \S+ cannot run it: @console\/shared: needs \^2\.0\.0, the shell provides 1\.1\.0[\s\S]*as one set/);

    expect(await releasesSnapshot(workspace.releasesDir())).toEqual(snapshot);
    expect((await readRegistry()).apps.shell?.active).toBe(before.shell);
  }, 120_000);

  it('activates nothing when one app of the set fails a check, and names the app and the check', async () => {
    await activeMajor1();
    // mf-master's new build was made against the old major: the new shell cannot run it.
    const builds = await major2Builds({ shared: sharedWith('@console/shared', { version: '1.1.0', requiredVersion: '^1.0.0' }), buildInfo: { sharedVersion: '1.1.0' } });
    const snapshot = await releasesSnapshot(workspace.releasesDir());

    const refused = publishSet(asSet(builds));
    await expect(refused).rejects.toThrow(
      /^Refusing to publish the set shell, mf-transactions, mf-master: nothing was activated \(a set becomes active whole or not at all\)\.\nshell:\n {2}- compatibility: it cannot run mf-master \S+ of this set: @console\/shared: needs \^1\.0\.0, the shell provides 2\.0\.0/,
    );
    expect(await releasesSnapshot(workspace.releasesDir())).toEqual(snapshot);
  }, 120_000);

  it('activates nothing when a remote of the set imports a name the shell of the set does not provide, and names it', async () => {
    await activeMajor1();
    const builds = await major2Builds({ uses: { '@console/shared/core': ['DataTable', 'formatScreenTitle'] } });
    const snapshot = await releasesSnapshot(workspace.releasesDir());
    await expect(publishSet(asSet(builds))).rejects.toThrow(/\nmf-master:\n {2}- names: shell \S+ cannot run it: mf-master imports exports that shell \S+ does not provide to remotes:\n {6}- formatScreenTitle from @console\/shared\/core/);
    expect(await releasesSnapshot(workspace.releasesDir())).toEqual(snapshot);
  }, 120_000);

  it('activates nothing when a screen of one app does not render under the set, and leaves no release folder behind', async () => {
    const before = await activeMajor1();
    const builds = await major2Builds({ screens: { ...masterScreens, 'roles-management': { throws: 'rolesTable is not a function' } } });

    const refused = publishSet(asSet(builds));
    await expect(refused).rejects.toThrow(/\nshell:\n {2}- load: 1 of 3 screens did not render under the new shell:\n {4}- \/dashboard\/roles-management \(mf-master\): [^\n]*rolesTable is not a function/);
    await expect(publishSet(asSet(builds))).rejects.toThrow(/\nmf-master:\n {2}- load: 1 of its screens and panels did not render under shell \S+ of this set:\n {4}- \/dashboard\/roles-management \(mf-master\): [^\n]*rolesTable is not a function/);
    // The app whose screens rendered is not blamed.
    await expect(publishSet(asSet(builds))).rejects.not.toThrow(/\nmf-transactions:/);
    const registry = await readRegistry();
    expect([registry.apps.shell?.active, registry.apps['mf-master']?.active, registry.apps['mf-transactions']?.active]).toEqual([before.shell, before.master, before.transactions]);
    for (const app of ['shell', 'mf-master', 'mf-transactions']) expect(await readdir(path.join(workspace.releasesDir(), app))).toHaveLength(1);
  }, 120_000);

  it('a dry run of a set checks everything and writes nothing', async () => {
    await activeMajor1();
    const snapshot = await releasesSnapshot(workspace.releasesDir());
    const plan = await publishSet(asSet(await major2Builds()), { dryRun: true });
    expect(plan.outcome).toBe('publish');
    expect(plan.members.flatMap((member) => member.checks.filter((check) => check.status === 'failed'))).toEqual([]);
    expect(plan.members.find((member) => member.app === 'mf-master')?.checks.find((check) => check.name === 'load')?.status).toBe('passed');
    expect(await releasesSnapshot(workspace.releasesDir())).toEqual(snapshot);
  }, 120_000);

  it('publishes a first release of every app into an empty registry (npm start), and keeps a member whose build is already active', async () => {
    const builds = await major2Builds();
    const first = await publishSet(asSet(builds));
    expect(first.members.map((member) => member.from)).toEqual([null, null, null]);
    const again = await publishSet([...asSet(builds).slice(0, 2), { app: 'mf-transactions', distDir: await workspace.fakeBuild('mf_transactions', 'transactions-3', { screens: transactionScreens, ...major2 }) }]);
    expect(again.members.filter((member) => member.unchanged).map((member) => member.app)).toEqual(['shell', 'mf-master']);
    expect((await readRegistry()).apps['mf-transactions']?.active).toBe(again.members.find((member) => member.app === 'mf-transactions')?.version);
  }, 120_000);
});

describe('rolling a set back', () => {
  it('returns every app of the set to its release before, at once; the shell alone is refused', async () => {
    const before = await activeMajor1();
    const published = await publishSet(asSet(await major2Builds()));

    await expect(rollback('shell')).rejects.toThrow(/it cannot run the active mf-master \S+: @console\/shared: needs \^2\.0\.0, the shell provides 1\.1\.0/);
    const plan = await rollbackSet(published.set, { dryRun: true });
    expect(plan.outcome).toBe('rollback');

    const result = await rollbackSet(published.set, { reason: '2.0.0 breaks exports' });
    expect(result.members.map((member) => [member.app, member.to])).toEqual([
      ['shell', before.shell],
      ['mf-transactions', before.transactions],
      ['mf-master', before.master],
    ]);
    const registry = await readRegistry();
    expect(registry.apps.shell?.active).toBe(before.shell);
    expect(lastEvent(registry, 'mf-master')).toMatchObject({ action: 'rollback', version: before.master, set: published.set, reason: '2.0.0 breaks exports' });
    await expect(rollbackSet(published.set)).rejects.toThrow(/shell is no longer on the release set \S+ gave it/);
  }, 120_000);
});

describe('the CLI', () => {
  it('publishes a set from named builds, and refuses a canary of several apps', async () => {
    const builds = await major2Builds();
    const canary = await runCli(['publish', 'shell', 'mf-master', '--canary', '10']);
    expect(canary.code).toBe(1);
    expect(canary.stderr).toContain('A canary runs one app: publish the set to everyone (without --canary), or start a canary of one app with publish <app> --canary <percent>.');

    const badFrom = await runCli(['publish', 'shell', 'mf-master', '--from', `mf-notifications=${builds.master}`]);
    expect(badFrom.stderr).toContain('--from of a set names an app of the set and its build: --from <app>=<dir>');

    const dry = await runCli(['publish', 'shell', 'mf-master', '--from', `shell=${builds.shell}`, '--from', `mf-master=${builds.master}`, '--dry-run']);
    expect(dry.stdout).toContain('Dry run of publish of the set shell, mf-master: nothing was changed.\nThe set would make every app below active at once.');
    expect((await readRegistry()).apps).toEqual({});

    const ran = await runCli(['publish', 'shell', 'mf-master', '--from', `shell=${builds.shell}`, '--from', `mf-master=${builds.master}`, '--json']);
    expect(ran.code).toBe(0);
    const answer = JSON.parse(ran.stdout) as { set: string; members: { app: string; version: string }[] };
    const registry = await readRegistry();
    expect(answer.members.map((member) => registry.apps[member.app]?.active)).toEqual(answer.members.map((member) => member.version));
  }, 120_000);
});
