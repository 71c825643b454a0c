import { abort, parseCanaryPercent, promote } from './canary';
import { prune } from './prune';
import { publish } from './publish';
import { readRegistry } from './registry-store';
import { rollback } from './rollback';
import { formatStatus } from './status';
import { releaseWorkspace, runCli, sharedWith } from './testing/release-fixtures';

const workspace = releaseWorkspace();
const master = (content: string, options = {}) => workspace.fakeBuild('mf_master', content, options);
const history = async () => (await readRegistry()).apps['mf-master']?.history.map((event) => [event.action, event.version, event.from]);

async function stableThenCanary(percent = 50) {
  const stable = (await publish('mf-master', { distDir: await master('stable') })).version;
  const canary = (await publish('mf-master', { distDir: await master('canary'), canary: percent, by: 'rita' })).version;
  return { stable, canary };
}

describe('a canary', () => {
  it('runs for a share of browsers while the stable release stays active, and status shows the split', async () => {
    const { stable, canary } = await stableThenCanary(25);
    const entry = (await readRegistry()).apps['mf-master'];
    expect(entry?.active).toBe(stable);
    expect(entry?.canary).toEqual({ version: canary, percent: 25, startedAt: expect.any(String), by: 'rita' });
    expect(entry?.releases.map((release) => release.version)).toEqual([stable, canary]);
    expect(entry?.history.at(-1)).toMatchObject({ action: 'canary', version: canary, from: stable, percent: 25, by: 'rita' });
    expect(formatStatus(await readRegistry())).toContain(`canary ${canary} for 25 % of browsers (the other 75 % on ${stable})`);
  });

  it('is promoted to the stable release; a later rollback returns to the release it replaced', async () => {
    const { stable, canary } = await stableThenCanary();
    expect(await promote('mf-master', { by: 'rita', version: canary })).toEqual({ app: 'mf-master', version: canary, active: canary });
    const entry = (await readRegistry()).apps['mf-master'];
    expect(entry?.active).toBe(canary);
    expect(entry?.canary).toBeUndefined();
    expect(await rollback('mf-master')).toEqual({ from: canary, to: stable, action: 'rollback' });
    expect(await history()).toEqual([
      ['publish', stable, null],
      ['canary', canary, stable],
      ['promote', canary, stable],
      ['rollback', stable, canary],
    ]);
  });

  it('is aborted with its reason; it was never active, so a rollback walks past it', async () => {
    const first = (await publish('mf-master', { distDir: await master('first') })).version;
    const { stable, canary } = await stableThenCanary();
    const reason = 'aborted automatically: 7 of 41 loads failed: TypeError: x is undefined';
    expect(await abort('mf-master', { by: 'console', reason })).toEqual({ app: 'mf-master', version: canary, active: stable });
    const entry = (await readRegistry()).apps['mf-master'];
    expect(entry?.active).toBe(stable);
    expect(entry?.canary).toBeUndefined();
    expect(entry?.history.at(-1)).toMatchObject({ action: 'abort', version: canary, from: stable, by: 'console', reason });
    const status = formatStatus(await readRegistry());
    expect(status).toContain(`abort    ${canary}  (from ${stable}) by console`);
    expect(status).toContain(`reason: ${reason}`);
    expect(await rollback('mf-master')).toEqual({ from: stable, to: first, action: 'rollback' });
  });

  it('blocks another publish, canary or rollback of its app until it is promoted or aborted', async () => {
    const { canary } = await stableThenCanary();
    await expect(publish('mf-master', { distDir: await master('other') })).rejects.toThrow(
      `mf-master has a canary running (${canary} for 50 % of browsers): promote or abort it before you publish another release.`,
    );
    await expect(publish('mf-master', { distDir: await master('other'), canary: 10 })).rejects.toThrow(/before you start another canary/);
    await expect(rollback('mf-master')).rejects.toThrow(/before you roll it back/);
    // Another app is not held up.
    await expect(publish('mf-notifications', { distDir: await workspace.fakeBuild('mf_notifications', 'n') })).resolves.toMatchObject({});
  });

  it('acts only on the canary the person looked at', async () => {
    const { canary } = await stableThenCanary();
    await expect(promote('mf-master', { version: 'older' })).rejects.toThrow(`The canary of mf-master is now ${canary}, not older: look again before you promote it.`);
    await expect(abort('mf-notifications')).rejects.toThrow('mf-notifications has no canary to abort.');
    await abort('mf-master');
    await expect(promote('mf-master')).rejects.toThrow('mf-master has no canary to promote.');
  });

  it('needs a stable release to fall back to, and a whole percent from 1 to 100', async () => {
    await expect(publish('mf-master', { distDir: await master('first'), canary: 50 })).rejects.toThrow(/has no stable release/);
    for (const bad of ['0', '101', '12.5', 'half', '']) expect(() => parseCanaryPercent(bad)).toThrow(/whole percent of browsers from 1 to 100/);
    expect(parseCanaryPercent(' 100 ')).toBe(100);
  });

  it('is refused when the active shell cannot run it, like a publish', async () => {
    await publish('shell', { distDir: await workspace.fakeBuild('shell', 'shell-1', { page: true }) });
    await publish('mf-master', { distDir: await master('good') });
    const newer = await master('newer', { shared: sharedWith('@console/shared', { version: '1.2.0' }) });
    await expect(publish('mf-master', { distDir: newer, canary: 50 })).rejects.toThrow(/Refusing to publish mf-master:\n {2}- compatibility: shell \S+ cannot run it: @console\/shared: built against 1\.2\.0/);
  });

  it("keeps a shell that cannot run a running canary from being published: the canary's browsers would break", async () => {
    const shared12 = sharedWith('@console/shared', { version: '1.2.0' });
    await publish('shell', { distDir: await workspace.fakeBuild('shell', 'shell-12', { page: true, shared: shared12 }) });
    await publish('mf-master', { distDir: await master('good') });
    await publish('mf-master', { distDir: await master('on-1.2', { shared: shared12 }), canary: 10 });
    const olderShell = await workspace.fakeBuild('shell', 'shell-11', { page: true, shared: sharedWith('@console/shared', { version: '1.1.0' }) });
    await expect(publish('shell', { distDir: olderShell })).rejects.toThrow(/for the browsers in a canary's share: it cannot run the active mf-master \S+: @console\/shared: built against 1\.2\.0/);
  });

  it('is kept by prune while it runs', async () => {
    const { stable, canary } = await stableThenCanary();
    const result = await prune({ keep: 1, apps: ['mf-master'], recentlyActiveMs: 0 });
    expect(result.apps['mf-master']?.remove).toEqual([]);
    expect(result.apps['mf-master']?.keep).toEqual([
      { version: stable, reasons: ['active'] },
      { version: canary, reasons: ['the running canary', 'among the 1 newest'] },
    ]);
  });
});

describe('the release CLI with canaries', () => {
  it('publishes a canary, shows it, and aborts it with a reason', async () => {
    await publish('mf-master', { distDir: await master('stable') });
    const started = await runCli(['publish', 'mf-master', '--from', await master('canary'), '--canary', '30', '--by', 'rita', '--json']);
    expect(started.code).toBe(0);
    const { version, canary } = JSON.parse(started.stdout) as { version: string; canary: number };
    expect(canary).toBe(30);
    expect((await runCli(['status'])).stdout).toContain(`canary ${version} for 30 % of browsers`);
    const aborted = await runCli(['abort', 'mf-master', '--reason', 'slow on phones', '--by', 'rita', '--expect', version]);
    expect(aborted.stdout).toContain(`Aborted the canary ${version} of mf-master`);
    expect((await readRegistry()).apps['mf-master']?.history.at(-1)).toMatchObject({ action: 'abort', reason: 'slow on phones', by: 'rita' });
    const refused = await runCli(['publish', 'mf-master', '--from', await master('x'), '--canary', '0']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('--canary needs a whole percent of browsers from 1 to 100 (got "0").');
  }, 60_000);
});
