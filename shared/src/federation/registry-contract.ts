/**
 * The release registry: one small JSON file that maps each app to its active immutable release
 * and keeps the history. The release CLI writes it; the shell reads it (no-store) at start-up.
 */
import type { PanelsDeclaration } from './panel-contract';

export interface ReleaseRegistry {
  readonly schema: 1;
  readonly updatedAt: string;
  readonly apps: Readonly<Record<string, AppReleases>>;
}

export interface AppReleases {
  readonly kind: 'host' | 'remote';
  /** Module federation name of the app's active release, e.g. `mf_master`. */
  readonly federationName: string;
  /** Version of the active release, or null before the first publish. */
  readonly active: string | null;
  readonly releases: readonly ReleaseRecord[];
  readonly history: readonly ReleaseEvent[];
  /**
   * A release active for a share of browsers only, while `active` stays the stable release;
   * absent when none runs (decision 085). The console server answers `/registry.json` per
   * browser with the canary as `active` for browsers in its share, so the shell needs no canary
   * logic to load the right release.
   */
  readonly canary?: CanaryRelease;
}

/** A canary: which release, for which share of browsers, since when, started by whom. */
export interface CanaryRelease {
  readonly version: string;
  /** Share of browsers (whole percent, 1-100) that get it; the rest get `active`. */
  readonly percent: number;
  readonly startedAt: string;
  readonly by?: string;
}

export interface ReleaseRecord {
  /** Immutable, unique: `<package version>-<UTC timestamp>-<content hash>`. */
  readonly version: string;
  readonly publishedAt: string;
  /** The package version the build came from. */
  readonly packageVersion: string;
  /** URL of the release's federation manifest (remotes) or page (shell). */
  readonly entry: string;
  /**
   * Module federation name this release's build registers as (the app's own: publish refuses any
   * other). Releases published before it was recorded lack it: their app's `federationName` holds.
   */
  readonly federationName?: string;
  /**
   * The Home page panels this release contributes (decision 110), as its build declared them and
   * publish validated them; absent for releases without panels or published before panels were
   * recorded. The shell shows the panels of each app's active release, so a rollback takes its
   * panels back with it.
   */
  readonly panels?: PanelsDeclaration;
}

export interface ReleaseEvent {
  /**
   * `publish`, `rollback` and `promote` (a canary made the stable release) change `active`;
   * `canary` (a canary started) and `abort` (a canary ended, everyone back on `active`) do not.
   */
  readonly action: 'publish' | 'rollback' | 'canary' | 'promote' | 'abort';
  readonly version: string;
  /** The release that was active before, if any (for `canary` and `abort`: the stable release). */
  readonly from: string | null;
  readonly at: string;
}
