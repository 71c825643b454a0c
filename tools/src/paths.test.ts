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
  const panel = { id: 'master-data', title: 'Master data', order: 30, permission: 'master_user.read', component: 'MasterPanel' };

  it('returns the identity when the package is the known one and the exposes are what the declaration implies', () => {
    expect(checkedAppIdentity('mf-master', 'mf-master', ['./screens'], {})).toEqual({ packageName: 'mf-master', federationName: 'mf_master', kind: 'remote' });
    expect(checkedAppIdentity('shell', 'shell', [])).toMatchObject({ federationName: 'shell', kind: 'host' });
  });

  it('lets a remote that declares its first panel expose ./panels, with nothing outside its folder changed', () => {
    expect(checkedAppIdentity('mf-master', 'mf-master', ['./screens', './panels'], { panels: [panel] })).toMatchObject({ federationName: 'mf_master' });
    expect(() => checkedAppIdentity('mf-master', 'mf-master', ['./screens'], { panels: [panel] })).toThrow(
      'mf-master exposes [./screens], but its declaration implies [./panels, ./screens] (./screens always, ./panels when it declares panels)',
    );
  });

  it('refuses another package, other exposes and an unknown app, naming the difference', () => {
    expect(() => checkedAppIdentity('mf-transactions', 'mf-notifications', ['./screens'])).toThrow(
      'mf-transactions: package.json is named "mf-notifications", but the app is known as "mf-transactions"',
    );
    expect(() => checkedAppIdentity('mf-master', 'mf-master', ['./screens', './widgets'], {})).toThrow('mf-master exposes [./screens, ./widgets], but its declaration implies [./screens]');
    expect(() => checkedAppIdentity('shell', 'shell', ['./screens'])).toThrow('shell exposes [./screens], but the shell exposes nothing');
    expect(() => checkedAppIdentity('mf-payments', 'mf-payments', [])).toThrow('mf-payments is not an app of the console');
  });
});
