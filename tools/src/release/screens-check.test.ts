import { publish } from './publish';
import { readRegistry } from './registry-store';
import { rollback } from './rollback';
import { fakeDeclaration, releaseWorkspace } from './testing/release-fixtures';

const workspace = releaseWorkspace();

const activeDeclaration = async (app: string) => {
  const entry = (await readRegistry()).apps[app];
  return entry?.releases.find((release) => release.version === entry.active)?.declaration;
};

describe('the screens a remote declares', () => {
  it('are recorded on its release, and a rollback takes them back with it', async () => {
    await publish('shell', { distDir: await workspace.fakeBuild('shell', 'shell', { page: true }) });
    const first = await publish('mf-master', { distDir: await workspace.fakeBuild('mf_master', 'one', { screens: { 'company-management': 'renders' } }) });
    expect(first.declaration).toEqual(fakeDeclaration(['company-management']));
    expect(first.verification?.checks.find((check) => check.name === 'screens')).toEqual({
      name: 'screens',
      status: 'passed',
      detail: '1 screen declared, no path another app owns: company-management',
    });
    await publish('mf-master', { distDir: await workspace.fakeBuild('mf_master', 'two', { screens: { 'company-management': 'renders', 'bank-management': 'renders' } }) });
    expect((await activeDeclaration('mf-master'))?.screens.map((screen) => screen.path)).toEqual(['company-management', 'bank-management']);

    await rollback('mf-master', { reason: 'the bank screen is not ready' });
    expect(await activeDeclaration('mf-master')).toEqual(fakeDeclaration(['company-management']));
  }, 60_000);

  it("may not claim a path of another app's active release or of the shell: refused with the owner's name, not even with --force", async () => {
    await publish('shell', { distDir: await workspace.fakeBuild('shell', 'shell', { page: true }) });
    await publish('mf-master', { distDir: await workspace.fakeBuild('mf_master', 'master', { screens: { 'company-management': 'renders' } }) });

    const claimsMaster = await workspace.fakeBuild('mf_notifications', 'claims-master', { screens: { notifications: 'renders', 'company-management': 'renders' } });
    await expect(publish('mf-notifications', { distDir: claimsMaster, force: true })).rejects.toThrow(
      /- screens: it declares paths another app owns: \/dashboard\/company-management belongs to mf-master\n[\s\S]*This cannot be forced/,
    );
    const claimsShell = await workspace.fakeBuild('mf_notifications', 'claims-shell', { screens: { releases: 'renders' } });
    await expect(publish('mf-notifications', { distDir: claimsShell })).rejects.toThrow('it declares paths another app owns: /dashboard/releases belongs to shell');
    expect((await readRegistry()).apps['mf-notifications']).toBeUndefined();

    // Its own paths again (a new release of the same app) are its own.
    await expect(publish('mf-master', { distDir: await workspace.fakeBuild('mf_master', 'master-2', { screens: { 'company-management': 'renders' } }) })).resolves.toMatchObject({
      declaration: fakeDeclaration(['company-management']),
    });
  }, 60_000);

  it('are refused when the declaration is malformed or missing', async () => {
    const malformed = await workspace.fakeBuild('mf_master', 'malformed', {
      buildInfo: { declaration: { schema: 1, screens: [{ ...fakeDeclaration(['x']).screens[0]!, path: 'Bank Codes', menuPermission: 'master' }] } },
    });
    await expect(publish('mf-master', { distDir: malformed })).rejects.toThrow(/path must be lower-case words joined by hyphens[\s\S]*menuPermission must be group\.action, not "master"/);
    const undeclared = await workspace.fakeBuild('mf_master', 'undeclared', { buildInfo: { declaration: undefined } });
    await expect(publish('mf-master', { distDir: undeclared })).rejects.toThrow('its build declares no screens (built before remotes declared them): build mf-master again');
  });
});
