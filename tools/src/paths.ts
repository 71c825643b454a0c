import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (tools/ sits directly under it). */
export const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Apps that are built and released, in build order. The shell is the host. */
export const APPS = ['shell', 'mf-transactions', 'mf-master', 'mf-notifications'] as const;
export type AppName = (typeof APPS)[number];

export const isAppName = (value: string): value is AppName => (APPS as readonly string[]).includes(value);

/**
 * Who an app is, for the build and the release tooling alike: its package, its module federation
 * name and the modules it exposes. The build takes its federation name and exposes from here (and
 * fails when the app's package.json or exposes disagree); `release publish` refuses a build that
 * does not carry this identity, so one app's build can never be published under another's name.
 */
export interface AppIdentity {
  /** `name` of the app's package.json. */
  readonly packageName: string;
  /** Module federation name: the global the remote registers as, the key the shell registers it under. */
  readonly federationName: string;
  readonly kind: 'host' | 'remote';
  /** The keys of the app's `exposes` (the shell exposes none). */
  readonly exposes: readonly string[];
}

export const APP_IDENTITIES: Readonly<Record<AppName, AppIdentity>> = {
  shell: { packageName: 'shell', federationName: 'shell', kind: 'host', exposes: [] },
  'mf-transactions': { packageName: 'mf-transactions', federationName: 'mf_transactions', kind: 'remote', exposes: ['./panels', './screens'] },
  'mf-master': { packageName: 'mf-master', federationName: 'mf_master', kind: 'remote', exposes: ['./screens'] },
  'mf-notifications': { packageName: 'mf-notifications', federationName: 'mf_notifications', kind: 'remote', exposes: ['./panels', './screens'] },
};

/**
 * The identity of `app`, after checking that the package.json name and exposed keys its build
 * configuration gives are the ones the app is known by; throws, naming the difference, otherwise.
 */
export function checkedAppIdentity(app: string, packageName: string, exposedKeys: readonly string[]): AppIdentity {
  if (!isAppName(app)) throw new Error(`${app} is not an app of the console (APP_IDENTITIES in tools/src/paths.ts)`);
  const identity = APP_IDENTITIES[app];
  if (identity.packageName !== packageName) {
    throw new Error(`${app}: package.json is named "${packageName}", but the app is known as "${identity.packageName}" (APP_IDENTITIES in tools/src/paths.ts)`);
  }
  const keys = [...exposedKeys].sort().join(', ');
  if (keys !== [...identity.exposes].sort().join(', ')) {
    throw new Error(`${app} exposes [${keys}], but the app is known to expose [${identity.exposes.join(', ')}] (APP_IDENTITIES in tools/src/paths.ts)`);
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
