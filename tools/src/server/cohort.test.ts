import { COHORT_COOKIE, cohortBucket, cohortCookie, newCohortId, readCohortId } from './cohort';
import { browserRegistry, inCanary } from './registry-view';
import type { RecordedRegistry } from '../release/release-events';

const registry: RecordedRegistry = {
  schema: 1,
  updatedAt: '2026-11-21T00:00:00.000Z',
  apps: {
    'mf-master': {
      kind: 'remote',
      federationName: 'mf_master',
      active: 'stable',
      canary: { version: 'canary', percent: 50, startedAt: '2026-11-21T00:00:00.000Z' },
      releases: [],
      history: [],
    },
    'mf-notifications': { kind: 'remote', federationName: 'mf_notifications', active: 'n1', releases: [], history: [] },
  },
};

describe('cohorts', () => {
  it('gives every browser a random id that names no one', () => {
    const ids = new Set(Array.from({ length: 200 }, () => newCohortId()));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('keeps a browser in the same bucket of an app, whatever else it asks', () => {
    const id = newCohortId();
    const bucket = cohortBucket(id, 'mf-master');
    for (let attempt = 0; attempt < 5; attempt += 1) expect(cohortBucket(id, 'mf-master')).toBe(bucket);
    expect(bucket).toBeGreaterThanOrEqual(0);
    expect(bucket).toBeLessThan(100);
  });

  it('spreads browsers evenly over the 100 buckets, independently per app', () => {
    const ids = Array.from({ length: 20_000 }, () => newCohortId());
    const underHalf = ids.filter((id) => cohortBucket(id, 'mf-master') < 50).length / ids.length;
    expect(underHalf).toBeGreaterThan(0.47);
    expect(underHalf).toBeLessThan(0.53);
    const underTen = ids.filter((id) => cohortBucket(id, 'mf-master') < 10).length / ids.length;
    expect(underTen).toBeGreaterThan(0.085);
    expect(underTen).toBeLessThan(0.115);
    // Of the browsers in the first tenth for one app, about a tenth are in it for another.
    const both = ids.filter((id) => cohortBucket(id, 'mf-master') < 10 && cohortBucket(id, 'mf-transactions') < 10).length / ids.length;
    expect(both).toBeLessThan(0.02);
  });

  it('reads the id from the Cookie header, refusing anything it did not issue', () => {
    const id = newCohortId();
    expect(readCohortId(`theme=dark; ${COHORT_COOKIE}=${id}; other=1`)).toBe(id);
    expect(readCohortId(`${COHORT_COOKIE}=short`)).toBeNull();
    expect(readCohortId(`${COHORT_COOKIE}=${id}<script>`)).toBeNull();
    expect(readCohortId(undefined)).toBeNull();
  });

  it('keeps the cookie from scripts and other sites, for a long time', () => {
    expect(cohortCookie('abc', false)).toBe(`${COHORT_COOKIE}=abc; Path=/; Max-Age=34560000; HttpOnly; SameSite=Lax`);
    expect(cohortCookie('abc', true)).toMatch(/; Secure$/);
  });
});

describe('the registry per cohort', () => {
  const idIn = (inside: boolean) => {
    for (;;) {
      const id = newCohortId();
      if (cohortBucket(id, 'mf-master') < 50 === inside) return id;
    }
  };

  it("gives a browser in the canary's share the canary as the active release, the others the stable one", () => {
    const inside = idIn(true);
    const outside = idIn(false);
    expect(inCanary(registry, 'mf-master', inside)).toBe(true);
    expect(browserRegistry(registry, inside).apps['mf-master']?.active).toBe('canary');
    expect(browserRegistry(registry, outside).apps['mf-master']?.active).toBe('stable');
    expect(browserRegistry(registry, inside).apps['mf-notifications']).toEqual({ kind: 'remote', federationName: 'mf_notifications', active: 'n1', releases: [], history: [] });
  });

  it('gives a browser without a cohort the stable releases', () => {
    expect(browserRegistry(registry, null).apps['mf-master']?.active).toBe('stable');
  });

  it('puts every browser in a 100 % canary and none in a finished one', () => {
    const everyone = { ...registry, apps: { 'mf-master': { ...registry.apps['mf-master']!, canary: { version: 'canary', percent: 100, startedAt: '' } } } };
    expect(browserRegistry(everyone, idIn(false)).apps['mf-master']?.active).toBe('canary');
    const { canary: _ended, ...stable } = registry.apps['mf-master']!;
    expect(browserRegistry({ ...registry, apps: { 'mf-master': stable } }, idIn(true)).apps['mf-master']?.active).toBe('stable');
  });
});
