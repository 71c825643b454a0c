import type { SearchDeclaration } from '@console/shared/declaration';
import { publish } from './publish';
import { readRegistry } from './registry-store';
import { fakeDeclaration, releaseWorkspace } from './testing/release-fixtures';

const workspace = releaseWorkspace();

const VA: SearchDeclaration = {
  id: 'va-transactions',
  title: 'Transactions',
  label: 'VA',
  order: 10,
  permission: 'dashboard_transactionva.read',
  request: { path: '/dashboard/search', query: 'q', list: 'transactions', where: { trctType: 'va' } },
  hit: { key: 'trctId', orderId: 'trctOrderId', amount: 'trctTotalAmount', date: 'trctCreatedTime', status: { field: 'trctStatus', labels: { '00': 'Lunas' } } },
  route: 'transaction-va?from={trctCreatedTime:day}&q={trctOrderId}&detail={trctId}',
};

/** A build of `federationName` declaring the screens `paths` and the searchers `search`. */
const build = (federationName: string, content: string, paths: string[], search: unknown[]) =>
  workspace.fakeBuild(federationName, content, { declares: paths, buildInfo: { declaration: { ...fakeDeclaration(paths), search: search as SearchDeclaration[] } } });

describe('the order searchers a release declares (the search check)', () => {
  it('are checked and recorded on the release, so the shell reads them from the registry', async () => {
    const published = await publish('mf-transactions', { distDir: await build('mf_transactions', 's1', ['transaction-va'], [VA]) });
    expect(published.verification?.checks).toContainEqual(
      expect.objectContaining({ name: 'search', status: 'passed', detail: 'it declares the order searchers va-transactions (dashboard_transactionva.read, to /dashboard/transaction-va)' }),
    );
    const entry = (await readRegistry()).apps['mf-transactions'];
    expect(entry?.releases.find((release) => release.version === entry.active)?.declaration?.search).toEqual([VA]);
  });

  it('are refused, not overridably, when a hit would link to a page the remote does not declare (a renamed route)', async () => {
    const distDir = await build('mf_transactions', 'renamed', ['virtual-accounts'], [VA]);
    const refused = /searcher "va-transactions" links its hits to "transaction-va", which is not one of this remote's declared screens \(virtual-accounts\)/;
    await expect(publish('mf-transactions', { distDir })).rejects.toThrow(refused);
    await expect(publish('mf-transactions', { distDir, force: true })).rejects.toThrow(refused);
    expect((await readRegistry()).apps['mf-transactions']?.active ?? null).toBeNull();
  });

  it('are refused when a searcher asks for a permission nobody can hold, or is malformed, saying what is wrong', async () => {
    const plan = await publish('mf-transactions', {
      distDir: await build('mf_transactions', 'bad', ['transaction-va'], [
        { ...VA, permission: 'dashboard_transactionvaa.read' },
        { ...VA, id: 'Bad Id', request: { path: 'search', query: '', list: 'transactions' }, hit: { key: 'trctId' }, route: 'transaction-va?q={trctOrderId:month}' },
      ]),
      dryRun: true,
    });
    expect(plan.outcome).toBe('refuse');
    const detail = plan.checks.find((check) => check.name === 'search')?.detail ?? '';
    expect(detail).toContain('searcher "va-transactions" asks for permission "dashboard_transactionvaa.read", which no user can hold');
    expect(detail).toContain('searcher "Bad Id" has no valid id');
    expect(detail).toContain('searcher "Bad Id" searches "search", which is not an API path');
    expect(detail).toContain('searcher "Bad Id" names no query parameter for the text');
    expect(detail).toContain("searcher \"Bad Id\" names no field for the hit's orderId");
    expect(detail).toContain('searcher "Bad Id" has a route placeholder {trctOrderId:month} that is not {field} or {field:day}');
  });

  it("are refused when a searcher's id is already declared by another app's active release", async () => {
    await publish('mf-transactions', { distDir: await build('mf_transactions', 'owner', ['transaction-va'], [VA]) });
    const clash = await build('mf_notifications', 'clash', ['notifications'], [{ ...VA, route: 'notifications?q={trctOrderId}' }]);
    await expect(publish('mf-notifications', { distDir: clash })).rejects.toThrow(/searcher id "va-transactions" is already declared by mf-transactions/);
  });
});
