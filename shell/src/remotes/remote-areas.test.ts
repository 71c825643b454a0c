import { fakeAreasRegistry } from '../app/testing/fake-remotes';
import { areaName, forgetAreas, rememberAreas } from './remote-areas';

afterEach(forgetAreas);

describe('the names of the remotes\' areas', () => {
  it('come from what the active releases declare, so the shell keeps no list of remotes', () => {
    expect(areaName('mf-master')).toBe('mf-master');
    rememberAreas(fakeAreasRegistry());
    expect(areaName('mf-master')).toBe('Master Data');
    expect(areaName('mf-transactions')).toBe('Transactions');
  });

  it('fall back to the group, then the label, of the first declared screen; an unknown remote is its app name', () => {
    const screen = { path: 'ledger', screen: 'ledger', label: 'Ledger', title: 'Ledger', order: 50, requiresLogin: true, permission: null, menuPermission: 'ledger.read' };
    const remote = (group: { id: string; label: string } | null) => ({
      kind: 'remote' as const,
      federationName: 'mf_ledger',
      active: 'v1',
      releases: [{ version: 'v1', entry: '', declaration: { schema: 1 as const, screens: [{ ...screen, group }] } }],
      history: [],
    });
    rememberAreas({ schema: 1, apps: { 'mf-ledger': remote({ id: 'books', label: 'Books' }) } });
    expect(areaName('mf-ledger')).toBe('Books');
    rememberAreas({ schema: 1, apps: { 'mf-ledger': remote(null) } });
    expect(areaName('mf-ledger')).toBe('Ledger');
    expect(areaName('mf-unknown')).toBe('mf-unknown');
  });
});
