import type { BrowserRegistry } from '@console/shared/release-plane';
import type { ReleaseChange } from './release-notice-store';
import { rememberReportTokens } from './release-reports';

/** How often an open tab asks whether its releases are still the ones to run. */
export const RELEASE_CHECK_INTERVAL_MS = 60_000;

const isActivation = (action: string) => action === 'publish' || action === 'rollback' || action === 'activate' || action === 'promote';

/**
 * How the releases this page runs (`running`: app -> version) stand in `registry` (the registry as
 * this browser gets it, canary or not): nothing when a release is still the one to run, `newer`
 * when another is active, `rolled-back` / `aborted` when the page's release was taken back (the
 * last thing that moved the app away from it was a rollback, or the end of its canary).
 */
export function releaseChanges(registry: BrowserRegistry, running: ReadonlyMap<string, string>): ReleaseChange[] {
  const changes: ReleaseChange[] = [];
  for (const [app, version] of running) {
    const releases = registry.apps[app];
    const active = releases?.active ?? null;
    if (active === version) continue;
    const left = [...(releases?.history ?? [])]
      .reverse()
      .find((event) => (event.action === 'abort' && event.version === version) || (isActivation(event.action) && event.from === version));
    const kind = left?.action === 'abort' ? 'aborted' : left?.action === 'rollback' ? 'rolled-back' : 'newer';
    changes.push({ app, kind, running: version, active });
  }
  return changes;
}

export interface ReleaseWatchOptions {
  registryUrl: string;
  /** The ETag of the registry this page read when it registered its remotes. */
  etag: string | null;
  /** The releases this page has loaded, app -> version. */
  running: () => ReadonlyMap<string, string>;
  onChanges: (changes: ReleaseChange[]) => void;
  intervalMs?: number;
  fetchImpl?: typeof fetch;
}

/**
 * Open tabs are told of new releases (decision 085): the registry is asked again when the window
 * regains focus and otherwise every minute while the page is visible, with `If-None-Match`, so an
 * unchanged registry costs a bodiless 304. Nothing reloads by itself: `onChanges` only feeds the
 * notice. Returns a stop function.
 */
export function watchReleases({ registryUrl, etag: firstEtag, running, onChanges, intervalMs = RELEASE_CHECK_INTERVAL_MS, fetchImpl = (...args) => fetch(...args) }: ReleaseWatchOptions): () => void {
  let etag = firstEtag;
  let inFlight = false;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const check = async () => {
    if (inFlight || running().size === 0) return;
    inFlight = true;
    try {
      const response = await fetchImpl(registryUrl, { cache: 'no-store', headers: etag ? { 'If-None-Match': etag } : {} });
      if (response.status === 304 || !response.ok) return;
      etag = response.headers.get('etag');
      const registry = (await response.json()) as BrowserRegistry;
      // Fresh report tokens for the releases the page still runs (they expire; decision 140).
      rememberReportTokens(registry);
      onChanges(releaseChanges(registry, running()));
    } catch {
      // Offline or the server restarting: the next check asks again.
    } finally {
      inFlight = false;
    }
  };
  const schedule = () => {
    if (timer !== null) clearTimeout(timer);
    timer = setTimeout(() => {
      schedule();
      if (document.visibilityState !== 'hidden') void check();
    }, intervalMs);
  };
  const onFocus = () => {
    // A check on focus starts the minute again: no second request right after it.
    schedule();
    void check();
  };

  window.addEventListener('focus', onFocus);
  schedule();
  return () => {
    window.removeEventListener('focus', onFocus);
    if (timer !== null) clearTimeout(timer);
  };
}
