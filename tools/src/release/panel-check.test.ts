import type { PanelDeclaration } from '@console/shared/declaration';
import { publish } from './publish';
import { readRegistry, updateRegistry } from './registry-store';
import { rollback } from './rollback';
import { fakeDeclaration, releaseWorkspace } from './testing/release-fixtures';

const workspace = releaseWorkspace();

const PAYMENTS: PanelDeclaration = { id: 'payments', title: 'Payments', order: 10, permission: 'dashboard_transactionva.read', component: 'PaymentsPanel' };
const NOTIFICATIONS: PanelDeclaration = { id: 'merchant-notifications', title: 'Merchant notifications', order: 20, permission: 'dashboard_notification.read', component: 'MerchantNotificationsPanel' };

const build = (federationName: string, content: string, panels: PanelDeclaration[]) =>
  workspace.fakeBuild(federationName, content, { buildInfo: { declaration: { ...fakeDeclaration([]), panels } } });

describe('the Home page panels a release declares', () => {
  it('are recorded on the release, and a rollback takes them back with it', async () => {
    const first = await publish('mf-transactions', { distDir: await build('mf_transactions', 'p1', [PAYMENTS]) });
    expect(first.verification?.checks).toContainEqual(expect.objectContaining({ name: 'panels', status: 'passed', detail: expect.stringContaining('payments (dashboard_transactionva.read)') }));
    const second = await publish('mf-transactions', { distDir: await build('mf_transactions', 'p2', [{ ...PAYMENTS, title: 'Payments today' }]) });
    let entry = (await readRegistry()).apps['mf-transactions'];
    expect(entry?.releases.find((release) => release.version === entry?.active)?.declaration?.panels).toEqual([{ ...PAYMENTS, title: 'Payments today' }]);
    expect(second.declaration?.panels?.[0]?.title).toBe('Payments today');

    await rollback('mf-transactions');
    entry = (await readRegistry()).apps['mf-transactions'];
    expect(entry?.active).toBe(first.version);
    expect(entry?.releases.find((release) => release.version === entry?.active)?.declaration?.panels).toEqual([PAYMENTS]);
  });

  it('are refused when a panel asks for a permission nobody can hold, saying which', async () => {
    const distDir = await build('mf_notifications', 'bad-permission', [{ ...NOTIFICATIONS, permission: 'dashboard_notifications.read' }]);
    await expect(publish('mf-notifications', { distDir })).rejects.toThrow(
      /panel "merchant-notifications" asks for permission "dashboard_notifications\.read", which no user can hold/,
    );
    // Not overridable: --force is for what the console could still run.
    await expect(publish('mf-notifications', { distDir, force: true })).rejects.toThrow(/which no user can hold/);
    expect((await readRegistry()).apps['mf-notifications']?.active ?? null).toBeNull();
  });

  it('are refused when a panel id is already declared by another app\'s active release', async () => {
    await publish('mf-transactions', { distDir: await build('mf_transactions', 'owner', [PAYMENTS]) });
    const clash = await build('mf_notifications', 'clash', [NOTIFICATIONS, { ...NOTIFICATIONS, id: 'payments', component: 'OtherPanel' }]);
    const plan = await publish('mf-notifications', { distDir: clash, dryRun: true });
    expect(plan.outcome).toBe('refuse');
    expect(plan.refusal).toMatch(/panel id "payments" is already declared by mf-transactions/);
    await expect(publish('mf-notifications', { distDir: clash })).rejects.toThrow(/panel id "payments" is already declared by mf-transactions/);
  });

  it('may be shown for any of several permissions, each one a user can hold', async () => {
    const either: PanelDeclaration = { ...PAYMENTS, orPermissions: ['dashboard_transactionqr.read'] };
    const published = await publish('mf-transactions', { distDir: await build('mf_transactions', 'either', [either]) });
    expect(published.verification?.checks).toContainEqual(
      expect.objectContaining({ name: 'panels', status: 'passed', detail: expect.stringContaining('payments (dashboard_transactionva.read or dashboard_transactionqr.read)') }),
    );
    expect(published.declaration?.panels).toEqual([either]);
    const unknown = await build('mf_transactions', 'unknown-or', [{ ...PAYMENTS, orPermissions: ['dashboard_transactionqris.read'] }]);
    await expect(publish('mf-transactions', { distDir: unknown })).rejects.toThrow(
      /panel "payments" asks for permission "dashboard_transactionqris\.read", which no user can hold/,
    );
  });

  it('are refused when one build declares an id twice or a panel is malformed', async () => {
    const distDir = await build('mf_notifications', 'twice', [NOTIFICATIONS, { ...NOTIFICATIONS, title: '', order: Number.NaN }]);
    await expect(publish('mf-notifications', { distDir })).rejects.toThrow(/has no title[\s\S]*panel id "merchant-notifications" is already declared by mf-notifications/);
  });
});

describe('a rollback', () => {
  it('is refused when a panel id of the release it returns to is now declared by another app, saying which', async () => {
    const first = await publish('mf-transactions', { distDir: await build('mf_transactions', 'with-payments', [PAYMENTS]) });
    await publish('mf-transactions', { distDir: await build('mf_transactions', 'without-panels', []) });
    // The id is free now, so another app may take it.
    await publish('mf-notifications', { distDir: await build('mf_notifications', 'takes-payments', [NOTIFICATIONS, { ...NOTIFICATIONS, id: 'payments', component: 'OtherPanel' }]) });
    const plan = await rollback('mf-transactions', { to: first.version, dryRun: true });
    expect(plan.outcome).toBe('refuse');
    expect(plan.checks).toContainEqual(expect.objectContaining({ name: 'panels', status: 'failed', detail: expect.stringContaining('panel id "payments" is already declared by mf-notifications') }));
    // Not overridable, as at publish.
    await expect(rollback('mf-transactions', { to: first.version, force: true })).rejects.toThrow(/panel id "payments" is already declared by mf-notifications/);
    const entry = (await readRegistry()).apps['mf-transactions'];
    expect(entry?.active).not.toBe(first.version);
  });

  it('is refused when a panel of the release it returns to asks for a permission no user can hold any more', async () => {
    const first = await publish('mf-transactions', { distDir: await build('mf_transactions', 'retired-1', [PAYMENTS]) });
    await publish('mf-transactions', { distDir: await build('mf_transactions', 'retired-2', [{ ...PAYMENTS, title: 'Payments today' }]) });
    // As if the permission model dropped the group since that release was published.
    await updateRegistry((registry) => {
      const record = registry.apps['mf-transactions']?.releases.find((release) => release.version === first.version);
      if (record?.declaration) Object.assign(record, { declaration: { ...record.declaration, panels: [{ ...PAYMENTS, permission: 'dashboard_retired.read' }] } });
    });
    await expect(rollback('mf-transactions', { to: first.version })).rejects.toThrow(/panel "payments" asks for permission "dashboard_retired\.read", which no user can hold/);
  });

  it('passes the panels check when the ids are still its own', async () => {
    const first = await publish('mf-transactions', { distDir: await build('mf_transactions', 'own-1', [PAYMENTS]) });
    await publish('mf-transactions', { distDir: await build('mf_transactions', 'own-2', [{ ...PAYMENTS, title: 'Payments today' }]) });
    const plan = await rollback('mf-transactions', { to: first.version, dryRun: true });
    expect(plan.outcome).toBe('rollback');
    expect(plan.checks).toContainEqual(expect.objectContaining({ name: 'panels', status: 'passed' }));
  });
});
