import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { declaredExposes, type RemoteDeclaration } from '@console/shared/declaration';

/** The repository root (tools/ sits directly under it). */
export const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Apps that are built and released, in build order. The shell is the host. */
export const APPS = ['shell', 'mf-transactions', 'mf-master', 'mf-notifications'] as const;
export type AppName = (typeof APPS)[number];

export const isAppName = (value: string): value is AppName => (APPS as readonly string[]).includes(value);

/**
 * Who an app is, for the build and the release tooling alike: its package and its module
 * federation name. The build takes its federation name from here (and fails when the app's
 * package.json disagrees); `release publish` refuses a build that does not carry this identity, so
 * one app's build can never be published under another's name. What a remote exposes is not
 * listed here: it follows from the remote's own declaration (`declaredExposes`, decision 150), so
 * a remote that adds panels changes nothing outside its folder.
 */
export interface AppIdentity {
  /** `name` of the app's package.json. */
  readonly packageName: string;
  /** Module federation name: the global the remote registers as, the key the shell registers it under. */
  readonly federationName: string;
  readonly kind: 'host' | 'remote';
}

export const APP_IDENTITIES: Readonly<Record<AppName, AppIdentity>> = {
  shell: { packageName: 'shell', federationName: 'shell', kind: 'host' },
  'mf-transactions': { packageName: 'mf-transactions', federationName: 'mf_transactions', kind: 'remote' },
  'mf-master': { packageName: 'mf-master', federationName: 'mf_master', kind: 'remote' },
  'mf-notifications': { packageName: 'mf-notifications', federationName: 'mf_notifications', kind: 'remote' },
};

/** The keys an app of `kind` with `declaration` exposes: none for the shell, a remote's as its declaration implies. */
export const expectedExposes = (kind: AppIdentity['kind'], declaration: Pick<RemoteDeclaration, 'panels'> | undefined): string[] =>
  kind === 'host' ? [] : declaredExposes(declaration ?? {});

/**
 * The identity of `app`, after checking that the package.json name its build configuration gives
 * is the one the app is known by, and that it exposes what its declaration implies (`./screens`,
 * and `./panels` with panels); throws, naming the difference, otherwise.
 */
export function checkedAppIdentity(app: string, packageName: string, exposedKeys: readonly string[], declaration?: Pick<RemoteDeclaration, 'panels'>): AppIdentity {
  if (!isAppName(app)) throw new Error(`${app} is not an app of the console (APP_IDENTITIES in tools/src/paths.ts)`);
  const identity = APP_IDENTITIES[app];
  if (identity.packageName !== packageName) {
    throw new Error(`${app}: package.json is named "${packageName}", but the app is known as "${identity.packageName}" (APP_IDENTITIES in tools/src/paths.ts)`);
  }
  const keys = [...exposedKeys].sort().join(', ');
  const expected = expectedExposes(identity.kind, declaration);
  if (keys !== expected.join(', ')) {
    const why = identity.kind === 'host' ? 'the shell exposes nothing' : `its declaration implies [${expected.join(', ')}] (./screens always, ./panels when it declares panels)`;
    throw new Error(`${app} exposes [${keys}], but ${why}`);
  }
  return identity;
}

export const appDir = (app: AppName) => path.join(ROOT_DIR, app);
export const appDistDir = (app: AppName) => path.join(appDir(app), 'dist');

/** Where immutable releases and the registry live (`RELEASES_DIR`, default `releases/`). */
export const releasesDir = () => path.resolve(process.env.RELEASES_DIR ?? path.join(ROOT_DIR, 'releases'));
export const registryPath = () => path.join(releasesDir(), 'registry.json');

/** URL path under which the console server serves the releases folder. */
export const RELEASES_URL_PATH = '/releases';
