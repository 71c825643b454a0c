import type { RemoteDeclaration } from '@console/shared';
import type { BrowserRegistry } from '@console/shared/release-plane';
import { declaredScreensOf } from './declared-screens';

const declaration = (...paths: string[]): RemoteDeclaration => ({
  schema: 1,
  screens: paths.map((path, index) => ({
    path,
    screen: path,
    label: path,
    title: path,
    group: null,
    order: index,
    requiresLogin: true,
    permission: null,
    menuPermission: 'master_user.read',
  })),
});

const remote = (active: string, releases: Record<string, RemoteDeclaration | undefined>) => ({
  kind: 'remote' as const,
  federationName: 'mf_x',
  active,
  releases: Object.entries(releases).map(([version, declared]) => ({ version, entry: '', ...(declared ? { declaration: declared } : {}) })),
  history: [],
});

const registryOf = (apps: BrowserRegistry['apps']): BrowserRegistry => ({ schema: 1, apps });

describe('declaredScreensOf', () => {
  it("takes each remote's screens from its active release only (a rollback takes them back)", () => {
    const releases = { v1: declaration('company-management'), v2: declaration('company-management', 'bank-codes') };
    expect(declaredScreensOf(registryOf({ 'mf-master': remote('v2', releases) })).map((screen) => screen.path)).toEqual(['company-management', 'bank-codes']);
    expect(declaredScreensOf(registryOf({ 'mf-master': remote('v1', releases) })).map((screen) => `${screen.app}/${screen.path}`)).toEqual(['mf-master/company-management']);
  });

  it("skips a release without a declaration, a shell path, and a path an earlier app declares", () => {
    const registry = registryOf({
      'mf-transactions': remote('t1', { t1: declaration('transaction-va', 'home') }),
      'mf-master': remote('m1', { m1: declaration('transaction-va', 'roles-management') }),
      'mf-notifications': remote('n1', { n1: undefined }),
    });
    expect(declaredScreensOf(registry).map((screen) => `${screen.app}/${screen.path}`)).toEqual(['mf-transactions/transaction-va', 'mf-master/roles-management']);
  });
});
