import { isSafeRequestPath } from './safe-request-path';

describe('isSafeRequestPath', () => {
  it.each([
    '/releases/a/b/../../registry.json',
    '/releases/mf-master/.%2e/registry.json',
    '/releases/mf-master/%2e%2e/registry.json',
    '/releases/mf-master/%2E%2E/registry.json',
    '/releases/mf-master/v1/../../release-health.json',
    '/releases/mf-master/./v1/remoteEntry.js',
    '/releases/mf-master/v1/%2e/remoteEntry.js',
    '/releases/mf-master\\..\\registry.json',
    '/releases/mf-master/%5c../registry.json',
    '/releases/mf-master/v1%2f..%2f..%2fregistry.json',
    '/releases/mf-master/v1/a%00.js',
    '/releases/mf-master/v1/%zz.js',
    '/dashboard/..',
    'releases/mf-master/v1/remoteEntry.js',
  ])('refuses %s', (url) => {
    expect(isSafeRequestPath(url)).toBe(false);
  });

  it.each(['/', '/dashboard/home?x=../y', '/releases/mf-master/1.0.0-20261128.101010-abc/remoteEntry.js', '/releases/shell/v1/static/js/main.js', '/a/..b/c', '/a/b.../c'])(
    'lets %s through',
    (url) => {
      expect(isSafeRequestPath(url)).toBe(true);
    },
  );
});
