import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (tools/ sits directly under it). */
export const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Apps that are built and released, in build order. The shell is the host. */
export const APPS = ['shell', 'mf-transactions', 'mf-master', 'mf-notifications'] as const;
export type AppName = (typeof APPS)[number];

export const isAppName = (value: string): value is AppName => (APPS as readonly string[]).includes(value);

export const appDir = (app: AppName) => path.join(ROOT_DIR, app);
export const appDistDir = (app: AppName) => path.join(appDir(app), 'dist');

/** Where immutable releases and the registry live (`RELEASES_DIR`, default `releases/`). */
export const releasesDir = () => path.resolve(process.env.RELEASES_DIR ?? path.join(ROOT_DIR, 'releases'));
export const registryPath = () => path.join(releasesDir(), 'registry.json');

/** URL path under which the console server serves the releases folder. */
export const RELEASES_URL_PATH = '/releases';
