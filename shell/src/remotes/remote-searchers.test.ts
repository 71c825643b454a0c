import type { BrowserRegistry } from '@console/shared/release-plane';
import { FAKE_SEARCHERS } from '../app/testing/fake-remotes';
import { declaredSearchers, permittedSearchers } from './remote-searchers';

const [va, qris, notifications] = FAKE_SEARCHERS.map(({ searcher }) => searcher) as [(typeof FAKE_SEARCHERS)[number]['searcher'], (typeof FAKE_SEARCHERS)[number]['searcher'], (typeof FAKE_SEARCHERS)[number]['searcher']];

const release = (version: string, search?: unknown[]) => ({ version, publishedAt: '', packageVersion: '1.0.0', entry: '', declaration: { schema: 1, screens: [], ...(search ? { search } : {}) } });

const registry = {
  schema: 1,
  updatedAt: '',
  apps: {
    shell: { kind: 'host', federationName: 'shell', active: 's1', releases: [], history: [] },
    'mf-notifications': { kind: 'remote', federationName: 'mf_notifications', active: 'n1', releases: [release('n1', [notifications])], history: [] },
    'mf-transactions': { kind: 'remote', federationName: 'mf_transactions', active: 't2', releases: [release('t1', [va]), release('t2', [qris, va])], history: [] },
    'mf-master': { kind: 'remote', federationName: 'mf_master', active: 'm1', releases: [release('m1')], history: [] },
  },
} as unknown as BrowserRegistry;

describe('the order searchers the remotes declare', () => {
  it('are those of each active release, in their order', () => {
    expect(declaredSearchers(registry).map(({ app, searcher }) => `${app} ${searcher.id}`)).toEqual([
      'mf-transactions va-transactions',
      'mf-transactions qris-transactions',
      'mf-notifications notifications',
    ]);
  });

  it('are asked only with their permission', () => {
    const held = new Set(['dashboard_transactionqr.read', 'dashboard_notification.read']);
    expect(permittedSearchers(declaredSearchers(registry), (permission) => held.has(permission)).map(({ searcher }) => searcher.id)).toEqual(['qris-transactions', 'notifications']);
  });
});
