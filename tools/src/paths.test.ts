import { readFileSync } from 'node:fs';
import path from 'node:path';
import { APP_IDENTITIES, appDir, APPS, checkedAppIdentity } from './paths';

describe('APP_IDENTITIES', () => {
  it("names each app's own package", () => {
    for (const app of APPS) {
      const pkg = JSON.parse(readFileSync(path.join(appDir(app), 'package.json'), 'utf8')) as { name: string };
      expect(APP_IDENTITIES[app].packageName).toBe(pkg.name);
    }
  });

  it('gives every app a federation name of its own', () => {
    const names = APPS.map((app) => APP_IDENTITIES[app].federationName);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('checkedAppIdentity (the build configuration of an app)', () => {
  it('returns the identity when the package and the exposed keys are the known ones', () => {
    expect(checkedAppIdentity('mf-master', 'mf-master', ['./screens'])).toEqual({ packageName: 'mf-master', federationName: 'mf_master', kind: 'remote', exposes: ['./screens'] });
    expect(checkedAppIdentity('shell', 'shell', [])).toMatchObject({ federationName: 'shell', kind: 'host' });
  });

  it('refuses another package, other exposes and an unknown app, naming the difference', () => {
    expect(() => checkedAppIdentity('mf-transactions', 'mf-notifications', ['./screens'])).toThrow(
      'mf-transactions: package.json is named "mf-notifications", but the app is known as "mf-transactions"',
    );
    expect(() => checkedAppIdentity('mf-master', 'mf-master', ['./screens', './widgets'])).toThrow('mf-master exposes [./screens, ./widgets], but the app is known to expose [./screens]');
    expect(() => checkedAppIdentity('mf-payments', 'mf-payments', [])).toThrow('mf-payments is not an app of the console');
  });
});
