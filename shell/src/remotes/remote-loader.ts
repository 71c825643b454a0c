import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteScreensModule } from '@console/shared';
import type { BrowserRegistry } from '@console/shared/release-plane';
import { REMOTE_PANELS_KEY, REMOTE_SCREENS_KEY } from '@console/shared';
import { startFederationRuntime } from './federation-runtime';
import { releaseNoticeStore } from './release-notice-store';
import { watchReleaseFailures } from './release-failures';
import { reportRelease } from './release-reports';
import { watchReleases } from './release-watch';
import { resolveRemoteEntries, type RemoteEntry } from './remote-entries';
import { forgetLoadedReleases, loadedReleases, noteLoadedRelease } from './loaded-releases';
import { diagnoseLoadFailure, RemoteUnavailableError } from './remote-failure';
import { fetchRegistry, registryOfThisPage, resetRegistryRead } from './registry-read';
import { remotesConfig } from './remotes-config';
import { sharedVersionGuard } from './shared-version-guard';

export { RemoteUnavailableError } from './remote-failure';

const entries = new Map<string, RemoteEntry>();
let stopWatch: (() => void) | null = null;
let registryLoad: Promise<void> | null = null;
/** The registry as last read (per cohort: the console server answers each browser its own). */
let registryRead: BrowserRegistry | null = null;
let prepareStarted = false;
/** The registry was first read for the Home page's panels (not by a remote's screen). */
let readForPanels = false;
let runtimeStart: Promise<void> | null = null;
let stopFailureWatch: (() => void) | null = null;

/**
 * The federation runtime, started when a remote is first needed (not at the shell's start-up),
 * with the shell's own runtime plugin: a remote built against newer shared libraries than this
 * shell provides fails in its area. A failed start is tried again by the next load.
 */
function federationRuntime(): Promise<void> {
  if (!runtimeStart) {
    runtimeStart = startFederationRuntime().then(() => registerPlugins([sharedVersionGuard()]));
    runtimeStart.catch(() => {
      runtimeStart = null;
    });
  }
  return runtimeStart;
}

/** From the first registry read on, the page watches for new releases of what it has loaded (decision 085). */
function startReleaseWatch(registryUrl: string, etag: string | null): void {
  stopWatch ??= watchReleases({ registryUrl, etag, running: loadedReleases, onChanges: (changes) => releaseNoticeStore.set(changes) });
}

/**
 * Reads the release registry and registers the active release of each remote with the
 * federation runtime (started meanwhile). No remote code is fetched here: a remote's manifest and
 * entry load when it is prepared ahead (`prepareRemotes`) or on the first visit of one of its routes.
 */
function refreshRegistry(forceApp: string | null): Promise<void> {
  const config = remotesConfig();
  if (!config) return Promise.reject(new Error('remotes used before configureRemotes()'));
  const { registryUrl, allowRemoteOverrides } = config;
  // What fails in this page counts against the remote release that caused it (decision 143): watched
  // from before any remote's code can load, not from the page's start (the login page loads none).
  stopFailureWatch ??= watchReleaseFailures(loadedReleases);
  // The first load uses the page's read (the one the routes and menu came from); a retry reads afresh.
  const read = forceApp === null ? registryOfThisPage() : fetchRegistry(registryUrl);
  registryLoad = Promise.all([read, federationRuntime()]).then(([{ registry, etag }]) => {
    registryRead = registry;
    startReleaseWatch(registryUrl, etag);
    const resolved = resolveRemoteEntries(registry, { allowOverrides: allowRemoteOverrides, storage: window.localStorage });
    for (const entry of resolved) {
      // A remote already registered keeps its release until the next page load, except the one
      // being retried: that one is forgotten and registered afresh.
      const force = entry.app === forceApp;
      if (force || !entries.has(entry.app)) entries.set(entry.app, entry);
      registerRemotes([{ name: entry.name, entry: entry.entry }], { force });
    }
  });
  // A failed registry read is retried by the next load, not cached.
  registryLoad.catch(() => {
    registryLoad = null;
  });
  return registryLoad;
}

/**
 * Gets the remotes' loads under way before they are asked for (the signed-in console calls it
 * when the browser is idle): starts the federation runtime, reads the registry, then fetches the
 * `./screens` module of each of `apps` in turn (the remotes of the user's menu), so a first click
 * waits for nothing but the screen's data. A failure here is only logged or kept for the area:
 * visiting the remote shows it, with Retry, as it would have without the head start.
 */
export function prepareRemotes(apps: readonly string[] = []): void {
  // Once per page, and not once a remote's screen has loaded (a deep link): only on a shell page,
  // which Home still is when its panels read the registry first.
  if (prepareStarted || (registryLoad && !readForPanels) || !remotesConfig()) return;
  prepareStarted = true;
  (registryLoad ?? refreshRegistry(null)).then(
    () =>
      apps.reduce<Promise<unknown>>(
        (previous, app) => previous.then(() => loadRemoteScreensAttempt(app, 0).catch(() => undefined)),
        Promise.resolve(),
      ),
    (error: unknown) => console.error('Release registry could not be read', error),
  );
}

/** Forgets every registered remote and load, as a page load would (tests). */
export function resetRemotes(): void {
  entries.clear();
  forgetLoadedReleases();
  stopWatch?.();
  stopWatch = null;
  stopFailureWatch?.();
  stopFailureWatch = null;
  attempts.clear();
  panelAttempts.clear();
  registryLoad = null;
  registryRead = null;
  prepareStarted = false;
  readForPanels = false;
  runtimeStart = null;
  resetRegistryRead();
}

/**
 * The release registry this page runs on (read once, as for the remotes' loads): what the Home
 * page's slot reads the active releases' panels from, before any remote code is fetched.
 */
export async function activeRegistry(): Promise<BrowserRegistry> {
  if (!registryLoad) readForPanels = true;
  await (registryLoad ?? refreshRegistry(null));
  if (!registryRead) throw new Error('release registry not read');
  return registryRead;
}

/** The entries registered now (for diagnostics and the override notice). */
export function registeredRemotes(): RemoteEntry[] {
  return [...entries.values()];
}


/** The release a remote was registered with (`override` for a developer's local entry). */
export const registeredRelease = (app: string): string | undefined => entries.get(app)?.version;

const attempts = new Map<string, Promise<RemoteScreensModule>>();

/**
 * One load per remote and attempt, shared by every render of that attempt. A rejected load stays
 * rejected for its attempt (React caches it too), so a Retry asks for the next attempt.
 */
export function loadRemoteScreensAttempt(app: string, attempt: number): Promise<RemoteScreensModule> {
  const key = `${app}#${attempt}`;
  let load = attempts.get(key);
  if (!load) {
    load = loadRemoteScreens(app);
    attempts.set(key, load);
  }
  return load;
}

/** Loads the `./screens` module of one remote, fetching its code on first use only. */
function loadRemoteScreens(app: string): Promise<RemoteScreensModule> {
  return loadExposed<RemoteScreensModule>(app, REMOTE_SCREENS_KEY, (module) => typeof module.screens === 'object');
}

/** A remote's `./panels` module: its panel components by export name (decision 110). */
export type RemotePanelsModule = Readonly<Record<string, unknown>>;

const panelAttempts = new Map<string, Promise<RemotePanelsModule>>();

/** One load of a remote's `./panels` per attempt, as `loadRemoteScreensAttempt` for screens. */
export function loadRemotePanelsAttempt(app: string, attempt: number): Promise<RemotePanelsModule> {
  const key = `${app}#${attempt}`;
  let load = panelAttempts.get(key);
  if (!load) {
    load = loadExposed<RemotePanelsModule>(app, REMOTE_PANELS_KEY, () => true);
    panelAttempts.set(key, load);
  }
  return load;
}

/** Loads one exposed module of a remote (its code fetched on first use only), reporting how it went. */
async function loadExposed<Module extends object>(app: string, key: string, wellFormed: (module: Module) => boolean): Promise<Module> {
  try {
    await federationRuntime();
  } catch (error) {
    throw new RemoteUnavailableError(app, 'its code could not be downloaded', { cause: error });
  }
  try {
    await (registryLoad ?? refreshRegistry(null));
  } catch (error) {
    throw new RemoteUnavailableError(app, 'the release registry could not be read', { cause: error, kind: 'registry' });
  }
  const entry = entries.get(app);
  if (!entry) throw new RemoteUnavailableError(app, 'no active release is registered', { kind: 'unregistered' });
  let module: Module | null;
  try {
    module = await loadRemote<Module>(`${entry.name}/${key}`);
  } catch (error) {
    const { kind, reason } = await diagnoseLoadFailure(entry, error);
    const failure = new RemoteUnavailableError(app, reason, { cause: error, kind });
    reportRelease(app, entry.version, 'load-failed', failure);
    throw failure;
  }
  if (!module || typeof module !== 'object' || !wellFormed(module)) {
    const failure = new RemoteUnavailableError(app, `its ${key} module is missing or malformed`, { kind: 'startup' });
    reportRelease(app, entry.version, 'load-failed', failure);
    throw failure;
  }
  if (!entry.overridden) noteLoadedRelease(app, entry.version);
  reportRelease(app, entry.version, 'loaded');
  return module;
}

/**
 * Forgets a remote that failed to load and reads the registry again, so a Retry fetches the
 * remote afresh (possibly a newer or rolled-back release) without reloading the page.
 */
export function resetRemote(app: string): Promise<void> {
  return refreshRegistry(app);
}
