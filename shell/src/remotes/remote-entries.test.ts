import type { BrowserRegistry } from '@console/shared/release-plane';
import { overrideKey, resolveRemoteEntries } from './remote-entries';

const registry: BrowserRegistry = {
  schema: 1,
  apps: {
    shell: { kind: 'host', federationName: 'shell', active: 's1', releases: [{ version: 's1', entry: '/releases/shell/s1/index.html' }], history: [] },
    'mf-master': {
      kind: 'remote',
      federationName: 'mf_master',
      active: 'm1',
      releases: [
        { version: 'm1', entry: '/releases/mf-master/m1/mf-manifest.json' },
        { version: 'm2', entry: '/releases/mf-master/m2/mf-manifest.json' },
      ],
      history: [],
    },
    'mf-notifications': { kind: 'remote', federationName: 'mf_notifications', active: null, releases: [], history: [] },
  },
};

const storage = (values: Record<string, string>) => ({ getItem: (key: string) => values[key] ?? null });

describe('resolveRemoteEntries', () => {
  it('registers the active release of each remote, not the shell and not unreleased remotes', () => {
    expect(resolveRemoteEntries(registry, { allowOverrides: false })).toEqual([
      { app: 'mf-master', name: 'mf_master', entry: '/releases/mf-master/m1/mf-manifest.json', version: 'm1', overridden: false },
    ]);
  });

  it("registers the name the active release's build registers as: a rolled-back release brings its own back", () => {
    const master = registry.apps['mf-master'];
    if (!master) throw new Error('no mf-master');
    // The app's entry still names another build's federation name; the active release names its own.
    const rolledBack: BrowserRegistry = {
      ...registry,
      apps: { 'mf-master': { ...master, federationName: 'mf_notifications', releases: master.releases.map((release) => ({ ...release, federationName: 'mf_master' })) } },
    };
    expect(resolveRemoteEntries(rolledBack, { allowOverrides: false })[0]?.name).toBe('mf_master');
  });

  it('honours a browser override only where the runtime config allows it', () => {
    const local = storage({ [overrideKey('mf-master')]: 'http://localhost:3102/mf-manifest.json' });
    expect(resolveRemoteEntries(registry, { allowOverrides: false, storage: local })[0]?.entry).toBe('/releases/mf-master/m1/mf-manifest.json');
    expect(resolveRemoteEntries(registry, { allowOverrides: true, storage: local })[0]).toEqual({
      app: 'mf-master',
      name: 'mf_master',
      entry: 'http://localhost:3102/mf-manifest.json',
      version: 'override',
      overridden: true,
    });
  });
});
