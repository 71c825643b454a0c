import type { ReleaseRegistry } from '@console/shared';
import { overrideKey, resolveRemoteEntries } from './remote-entries';

const registry: ReleaseRegistry = {
  schema: 1,
  updatedAt: '2026-11-21T00:00:00.000Z',
  apps: {
    shell: { kind: 'host', federationName: 'shell', active: 's1', releases: [{ version: 's1', publishedAt: '', packageVersion: '1.0.0', entry: '/releases/shell/s1/index.html' }], history: [] },
    'mf-master': {
      kind: 'remote',
      federationName: 'mf_master',
      active: 'm1',
      releases: [
        { version: 'm1', publishedAt: '', packageVersion: '1.0.0', entry: '/releases/mf-master/m1/mf-manifest.json' },
        { version: 'm2', publishedAt: '', packageVersion: '1.0.0', entry: '/releases/mf-master/m2/mf-manifest.json' },
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
