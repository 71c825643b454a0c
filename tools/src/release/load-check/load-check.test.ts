import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { publish } from '../publish';
import { readRegistry } from '../registry-store';
import { formatStatus } from '../status';
import { type FakeScreen, fakeDeclaration, releaseWorkspace } from '../testing/release-fixtures';
import { releasesSnapshot } from '../testing/releases-snapshot';
import { startPageRunner } from './load-check';

const workspace = releaseWorkspace();

const bothRender = { 'company-group-management': 'renders', 'roles-management': 'renders' } as const;
const loadCheckOf = (record: Awaited<ReturnType<typeof publish>>) => record.verification?.checks.find((check) => check.name === 'load');

async function shellRouting() {
  return publish('shell', { distDir: await workspace.fakeBuild('shell', 'shell-routes', { page: true }) });
}

describe('the load check of a remote', () => {
  it('renders every screen it declares, routed by the active shell page from the registry, and records that it passed', async () => {
    const shell = await shellRouting();
    const record = await publish('mf-master', { distDir: await workspace.fakeBuild('mf_master', 'renders', { screens: bothRender }) });
    expect(loadCheckOf(record)).toEqual({
      name: 'load',
      status: 'passed',
      ms: expect.any(Number),
      detail: expect.stringMatching(new RegExp(`^2 screens rendered under shell ${shell.version.replaceAll('.', '\\.')} in [\\d.]+ s: company-group-management \\(company-group-management\\), roles-management \\(roles-management\\)$`)),
    });
    expect(record.verification?.passed).toBe(true);
  });

  it('refuses a build whose screen throws when rendered, with the error, and nothing changes', async () => {
    await shellRouting();
    const good = await publish('mf-master', { distDir: await workspace.fakeBuild('mf_master', 'good', { screens: bothRender }) });
    const before = await releasesSnapshot(workspace.releasesDir());
    const throwing = await workspace.fakeBuild('mf_master', 'throws', { screens: { ...bothRender, 'roles-management': { throws: "Cannot read properties of undefined (reading 'rows')" } } });

    await expect(publish('mf-master', { distDir: throwing })).rejects.toThrow(
      /Refusing to publish mf-master \S+:\n {2}- load: 1 of 2 screens did not render under shell \S+:\n {4}- \/dashboard\/roles-management \(mf-master\): mf-master could not be loaded: stopped with an error: Cannot read properties of undefined \(reading 'rows'\)/,
    );
    expect(await releasesSnapshot(workspace.releasesDir())).toEqual(before);
    expect((await readRegistry()).apps['mf-master']?.active).toBe(good.version);
  });

  it('refuses a build that lacks a screen it declares', async () => {
    await shellRouting();
    const partial = await workspace.fakeBuild('mf_master', 'partial', { screens: { 'company-group-management': 'renders' }, declares: ['company-group-management', 'roles-management'] });
    await expect(publish('mf-master', { distDir: partial })).rejects.toThrow('its release has no screen "roles-management"');
  });

  it('is overridden by --force, which the verification and the status say', async () => {
    await shellRouting();
    const throwing = await workspace.fakeBuild('mf_master', 'forced', { screens: { ...bothRender, 'roles-management': { throws: 'boom' } } });
    const record = await publish('mf-master', { distDir: throwing, force: true, by: 'ops', reason: 'the fix for roles ships tomorrow' });
    expect(loadCheckOf(record)?.status).toBe('forced');
    expect(record.overridden).toEqual([expect.stringContaining('load: 1 of 2 screens did not render')]);
    expect(record.verification?.passed).toBe(false);
    const status = formatStatus(await readRegistry());
    expect(status).toContain('NOT VERIFIED: load forced past; identity, completeness, integrity, screens, compatibility passed');
    expect(status).toContain('FORCED past its checks');
    expect(status).toContain('reason: the fix for roles ships tomorrow');
  });

  it('is not run when no shell is active, or the remote declares no screen', async () => {
    const alone = await publish('mf-master', { distDir: await workspace.fakeBuild('mf_master', 'alone', { screens: bothRender }) });
    expect(loadCheckOf(alone)).toMatchObject({ status: 'skipped', detail: 'no shell is active: there is no page to load the screens in' });
    await shellRouting();
    const notifications = await publish('mf-notifications', { distDir: await workspace.fakeBuild('mf_notifications', 'unrouted') });
    expect(loadCheckOf(notifications)).toMatchObject({ status: 'skipped', detail: 'mf-notifications declares no screen or panel to render' });
  });
});

describe('the load check of the Home page panels', () => {
  const PAYMENTS = { id: 'payments', title: 'Payments', order: 10, permission: 'dashboard_transactionva.read', component: 'PaymentsPanel' };
  const withPanel = (content: string, panel: FakeScreen) =>
    workspace.fakeBuild('mf_transactions', content, {
      screens: { 'transaction-va': 'renders' },
      panels: { PaymentsPanel: panel },
      buildInfo: { declaration: { ...fakeDeclaration(['transaction-va']), panels: [PAYMENTS] } },
    });

  it('renders each panel a remote declares on the home page, in its own area, after its screens', async () => {
    await shellRouting();
    const record = await publish('mf-transactions', { distDir: await withPanel('panel-renders', 'renders') });
    expect(loadCheckOf(record)).toMatchObject({ status: 'passed', detail: expect.stringContaining('\n1 Home page panel rendered: payments (PaymentsPanel)') });
  });

  it('refuses a build whose panel throws when rendered, naming the panel, and nothing changes', async () => {
    await shellRouting();
    const good = await publish('mf-transactions', { distDir: await withPanel('panel-good', 'renders') });
    const before = await releasesSnapshot(workspace.releasesDir());
    await expect(publish('mf-transactions', { distDir: await withPanel('panel-throws', { throws: "Cannot read properties of undefined (reading 'paid')" }) })).rejects.toThrow(
      /load: 1 of 1 Home page panels did not render under shell \S+:\n {4}- panel "payments" \(mf-transactions\): Payments could not be loaded: stopped with an error: Cannot read properties of undefined \(reading 'paid'\)/,
    );
    expect(await releasesSnapshot(workspace.releasesDir())).toEqual(before);
    expect((await readRegistry()).apps['mf-transactions']?.active).toBe(good.version);
  });

  it('refuses a build that lacks the component a panel declares', async () => {
    await shellRouting();
    const missing = await workspace.fakeBuild('mf_transactions', 'panel-missing', {
      screens: { 'transaction-va': 'renders' },
      buildInfo: { declaration: { ...fakeDeclaration(['transaction-va']), panels: [PAYMENTS] } },
    });
    await expect(publish('mf-transactions', { distDir: missing })).rejects.toThrow('panel "payments" (mf-transactions): Payments could not be loaded: its release has no panel "PaymentsPanel"');
  });

  it('renders the active remotes\' panels under a new shell', async () => {
    await shellRouting();
    await publish('mf-transactions', { distDir: await withPanel('panel-live', 'renders') });
    const shell = await publish('shell', { distDir: await workspace.fakeBuild('shell', 'shell-panels', { page: true }) });
    expect(loadCheckOf(shell)).toMatchObject({ status: 'passed', detail: expect.stringContaining('1 Home page panel rendered: payments (PaymentsPanel)') });
  });
});

describe('the load check of a shell', () => {
  it('starts the new shell page and renders every active remote screen under it', async () => {
    await shellRouting();
    await publish('mf-master', { distDir: await workspace.fakeBuild('mf_master', 'live', { screens: bothRender }) });
    const shell = await publish('shell', { distDir: await workspace.fakeBuild('shell', 'shell-2', { page: true }) });
    expect(loadCheckOf(shell)).toMatchObject({ status: 'passed', detail: expect.stringContaining('2 screens rendered under the new shell') });
  });

  it('refuses a shell whose page does not start', async () => {
    const shell = await publish('shell', { distDir: await workspace.fakeBuild('shell', 'shell-ok', { page: true }) });
    const broken = await workspace.fakeBuild('shell', 'shell-broken', { page: true, pageScript: "throw new Error('bootstrap failed');" });
    await expect(publish('shell', { distDir: broken })).rejects.toThrow(/load: the new shell did not start: the page stopped with an error and showed no heading[\s\S]*page errors:\n\s+- .*bootstrap failed/);
    expect((await readRegistry()).apps.shell?.active).toBe(shell.version);
  }, 60_000);
});

describe('the page runner', () => {
  it('is stopped when the page never finishes, and says so', async () => {
    const page = await workspace.fakeBuild('shell', 'endless', { page: true, pageScript: 'for (;;) {}' });
    await writeFile(path.join(page, 'index.html'), '<div id="root"></div><script src="/releases/shell/x/main.js"></script>');
    const runner = startPageRunner();
    await expect(
      runner.run(
        { folders: { '/releases/shell/x/': page }, pageFile: path.join(page, 'index.html'), registry: {}, screens: [], exposedOf: {}, startTimeoutMs: 1000, screenTimeoutMs: 1000 },
        3000,
      ),
    ).rejects.toThrow('it did not finish within 3 s (stopped)');
  });
});
