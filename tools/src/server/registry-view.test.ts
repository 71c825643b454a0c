import type { RecordedRegistry } from '../release/release-events';
import { cohortBucket, newCohortId } from './cohort';
import { browserRegistry } from './registry-view';

const declaration = { schema: 1 as const, app: 'mf-master', screens: [] };
const verification = { at: '2026-11-20T00:00:00.000Z', passed: true, checks: [{ name: 'identity' as const, status: 'passed' as const, detail: 'mf_master from /home/ci/build' }] };
const build = { packageName: 'mf-master', packageVersion: '1.2.0', sharedVersion: '2.0.0', contentHash: 'abc', commit: '0123456789abcdef', dirty: false };

/** A registry as the release tooling writes it: provenance, verification, who and why, a canary, a long history. */
const registry = {
  schema: 1,
  updatedAt: '2026-11-21T00:00:00.000Z',
  apps: {
    'mf-master': {
      kind: 'remote',
      federationName: 'mf_master',
      active: 'm2',
      canary: { version: 'm3', percent: 50, startedAt: '2026-11-21T00:00:00.000Z', by: 'rina' },
      releases: ['m1', 'm2', 'm3'].map((version) => ({
        version,
        publishedAt: '2026-11-20T00:00:00.000Z',
        packageVersion: '1.2.0',
        entry: `/releases/mf-master/${version}/mf-manifest.json`,
        federationName: 'mf_master',
        declaration,
        build,
        verification,
        publishedBy: { by: 'rina', osUser: 'root', reason: 'hotfix for ticket 42' },
      })),
      history: [
        { action: 'publish', version: 'm1', from: null, at: '2026-11-19T00:00:00.000Z', by: 'rina', osUser: 'root', build, verification },
        { action: 'publish', version: 'm2', from: 'm1', at: '2026-11-20T00:00:00.000Z', by: 'budi', osUser: 'root', reason: 'secret plan', build, verification },
        { action: 'canary', version: 'm3', from: 'm2', at: '2026-11-21T00:00:00.000Z', by: 'rina', osUser: 'root', percent: 50 },
      ],
    },
  },
} as unknown as RecordedRegistry;

const cohortIn = (inside: boolean) => {
  for (;;) {
    const id = newCohortId();
    if (cohortBucket(id, 'mf-master') < 50 === inside) return id;
  }
};

describe('the registry as a browser gets it', () => {
  it('holds per app only the release this browser runs, its entry and declaration, and the last change', () => {
    expect(browserRegistry(registry, cohortIn(false))).toEqual({
      schema: 1,
      apps: {
        'mf-master': {
          kind: 'remote',
          federationName: 'mf_master',
          active: 'm2',
          releases: [{ version: 'm2', entry: '/releases/mf-master/m2/mf-manifest.json', federationName: 'mf_master', declaration }],
          history: [{ action: 'publish', version: 'm2', from: 'm1', at: '2026-11-20T00:00:00.000Z' }],
        },
      },
    });
  });

  it("gives a browser in the canary's share the canary as its release, without saying it is one", () => {
    const view = browserRegistry(registry, cohortIn(true));
    expect(view.apps['mf-master']?.active).toBe('m3');
    expect(view.apps['mf-master']?.releases.map((release) => release.version)).toEqual(['m3']);
    expect(JSON.stringify(view)).not.toContain('percent');
  });

  it('says nothing of who released, from which account or commit, why, or how it was checked', () => {
    const text = JSON.stringify(browserRegistry(registry, cohortIn(true)));
    for (const secret of ['root', 'rina', 'budi', 'osUser', '0123456789abcdef', 'secret plan', 'hotfix', 'verification', '/home/ci', 'publishedAt', 'updatedAt', 'canary']) {
      expect(text).not.toContain(secret);
    }
  });
});
