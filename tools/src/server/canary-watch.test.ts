import { publish } from '../release/publish';
import { readRegistry } from '../release/registry-store';
import { addAlertReceiver } from '../release/release-alerts';
import { releaseWorkspace } from '../release/testing/release-fixtures';
import { alertSender, type ReleaseAlert } from './alert-sender';
import { canaryWatch } from './canary-watch';
import { jsonFileHealthStore, type ReleaseHealthStore } from './release-health-store';

const workspace = releaseWorkspace();
let clock: Date;
let health: ReleaseHealthStore;
let delivered: { url: string; alert: ReleaseAlert }[];

const hook: typeof fetch = async (url, init) => {
  delivered.push({ url: String(url), alert: JSON.parse(String(init?.body)) as ReleaseAlert });
  return new Response(null, { status: 204 });
};

beforeEach(async () => {
  clock = new Date('2026-11-28T10:00:00.000Z');
  delivered = [];
  health = await jsonFileHealthStore(workspace.releasesDir());
  workspace.closeFirst(() => health.close());
});

async function watch() {
  const alerts = alertSender({ releasesDir: workspace.releasesDir(), fetchImpl: hook, retryDelaysMs: [] });
  workspace.closeFirst(() => alerts.stop());
  const watcher = canaryWatch({ releasesDir: workspace.releasesDir(), health, alerts, now: () => clock });
  return { watcher, alerts };
}

/** `count` pages of `version`, each loading it and, for `failing` of them, meeting an error. */
async function pages(version: string, count: number, failing = 0) {
  for (let page = 0; page < count; page += 1) {
    await health.record('mf-master', version, { kind: 'loaded', load: true, failingPage: false, message: null, at: clock });
    if (page < failing) await health.record('mf-master', version, { kind: 'uncaught-error', load: false, failingPage: true, message: 'TypeError: boom', at: clock });
  }
}
const later = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};

async function stableAndSteppedCanary() {
  await publish('shell', { distDir: await workspace.fakeBuild('shell', 'shell-1', { page: true }) });
  const stable = (await publish('mf-master', { distDir: await workspace.fakeBuild('mf_master', 'stable') })).version;
  const canary = (await publish('mf-master', { distDir: await workspace.fakeBuild('mf_master', 'canary'), ramp: { steps: [10, 50, 100], stepMs: 60_000 } })).version;
  // The canary's clock: its steps count from when it started.
  clock = new Date(Date.parse((await readRegistry()).apps['mf-master']?.canary?.startedAt ?? '') + 1000);
  return { stable, canary };
}

describe('the canary watch, on a fake clock', () => {
  it('widens a stepped canary step by step while it fares as well as the stable release, then promotes it', async () => {
    const { stable, canary } = await stableAndSteppedCanary();
    const { watcher } = await watch();
    await pages(stable, 200, 2);
    await pages(canary, 25);
    await watcher.judgeAll();
    expect((await readRegistry()).apps['mf-master']?.canary?.percent).toBe(10);

    later(61);
    await watcher.judgeAll();
    let entry = (await readRegistry()).apps['mf-master'];
    expect(entry?.canary).toMatchObject({ percent: 50, ramp: { step: 1 } });
    expect(entry?.history.at(-1)).toMatchObject({ action: 'ramp', percent: 50, via: 'automatic', by: 'console server (canary rule)', reason: expect.stringMatching(/^widened automatically to 50 %: 0 of 25 pages failed/) });

    // The next step needs pages of its own.
    later(61);
    await watcher.judgeAll();
    expect((await readRegistry()).apps['mf-master']?.canary?.percent).toBe(50);
    await pages(canary, 30, 1);
    await watcher.judgeAll();
    expect((await readRegistry()).apps['mf-master']?.canary?.percent).toBe(100);
    later(61);
    await pages(canary, 20);
    await watcher.judgeAll();
    entry = (await readRegistry()).apps['mf-master'];
    expect(entry?.canary).toBeUndefined();
    expect(entry?.active).toBe(canary);
    expect(entry?.history.map((event) => event.action).slice(-4)).toEqual(['canary', 'ramp', 'ramp', 'promote']);
    expect(entry?.history.at(-1)).toMatchObject({ via: 'automatic', reason: expect.stringMatching(/^promoted automatically after its last step/) });
  });

  it('aborts a failing canary at once, whatever its step, and alerts every receiver with the figures', async () => {
    const { stable, canary } = await stableAndSteppedCanary();
    await addAlertReceiver('http://127.0.0.1:9/hooks/releases', 'rina', workspace.releasesDir());
    const { watcher, alerts } = await watch();
    await pages(stable, 100, 1);
    await pages(canary, 10, 6);
    await watcher.judge('mf-master');
    const entry = (await readRegistry()).apps['mf-master'];
    expect(entry?.canary).toBeUndefined();
    expect(entry?.active).toBe(stable);
    expect(entry?.history.at(-1)).toMatchObject({ action: 'abort', via: 'automatic', reason: expect.stringMatching(/^aborted automatically: 6 of 10 pages failed \(60 %\); the stable release 1 of 100 \(1 %\)/) });
    await alerts.idle();
    expect(delivered).toEqual([
      {
        url: 'http://127.0.0.1:9/hooks/releases',
        alert: expect.objectContaining({
          kind: 'canary-aborted',
          app: 'mf-master',
          version: canary,
          stable,
          link: '/dashboard/releases',
          figures: { canary: { loads: 10, failures: 6 }, stable: { loads: 100, failures: 1 } },
          message: expect.stringMatching(new RegExp(`^The canary ${canary.replaceAll('.', '\\.')} of mf-master was aborted automatically`)),
        }),
      },
    ]);
    expect(alerts.since(null).map((alert) => alert.kind)).toEqual(['canary-aborted']);
  });

  it('alerts once when a stable release starts failing more than it did', async () => {
    await publish('shell', { distDir: await workspace.fakeBuild('shell', 'shell-1', { page: true }) });
    const stable = (await publish('mf-master', { distDir: await workspace.fakeBuild('mf_master', 'stable') })).version;
    await addAlertReceiver('http://127.0.0.1:9/hooks/releases', 'rina', workspace.releasesDir());
    const { watcher, alerts } = await watch();
    await pages(stable, 200, 1);
    later(30 * 60);
    await pages(stable, 50, 12);
    await watcher.judgeAll();
    await watcher.judgeAll();
    await alerts.idle();
    expect(delivered.map((entry) => [entry.alert.kind, entry.alert.version])).toEqual([['stable-failing', stable]]);
    expect(delivered[0]?.alert.message).toBe(`The stable release ${stable} of mf-master fails more than it did: 12 of 50 pages in the last 10 minutes.`);
  });
});
