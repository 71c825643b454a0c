/**
 * The release of each remote whose code this page has loaded: what the open-tab notice watches and
 * what failures count against (the loader starts that watch before it loads any remote's code).
 */
const loaded = new Map<string, string>();

/** The loaded remotes and their releases, as the page sees them now. */
export const loadedReleases = (): ReadonlyMap<string, string> => loaded;

/** Notes that `app`'s code of `version` is loaded (`remote-loader.ts`). */
export function noteLoadedRelease(app: string, version: string): void {
  loaded.set(app, version);
}

/** Forgets every loaded remote, as a page load would (tests, `resetRemotes`). */
export function forgetLoadedReleases(): void {
  loaded.clear();
}
