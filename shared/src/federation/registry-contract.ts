import type { RemoteDeclaration } from './declaration-contract';

/**
 * The release registry: one small JSON file that maps each app to its active immutable release
 * and keeps the history. The release CLI writes it; the shell reads it (no-store) at start-up.
 */
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
  /** A stepped rollout (decision 143): the shares it widens to, how long each step lasts, where it is. */
  readonly ramp?: CanaryRamp;
}

/** The steps of a stepped rollout: `steps[step]` is the share now, since `stepStartedAt`. */
export interface CanaryRamp {
  readonly steps: readonly number[];
  readonly stepMs: number;
  readonly step: number;
  readonly stepStartedAt: string;
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
   * What the release's screens are (a remote's declaration, schema 1), checked by publish. The shell
   * routes and shows in its menu the declared screens of each remote's active release, so a
   * rollback takes a release's screens back with it. Absent for a shell, and for releases
   * published before remotes declared their screens (they then have no route in the console).
   */
  readonly declaration?: RemoteDeclaration;
}

/**
 * A release as a browser gets it from `/registry.json`: what it loads, nothing of who made it or
 * how it was checked (that stays behind the console server's `GET /api/releases`).
 */
export type BrowserReleaseRecord = Pick<ReleaseRecord, 'version' | 'entry' | 'federationName' | 'declaration'>;

/**
 * An app as a browser gets it (decision 140): the release to run for this browser (a canary's, in
 * its share) as `active` with its record as the only entry of `releases`, and the app's last
 * change as the only entry of `history` (so an open tab can say whether its release was rolled
 * back or aborted). The same field names as `AppReleases`, so a shell of any age reads it.
 */
export interface BrowserAppReleases {
  readonly kind: 'host' | 'remote';
  readonly federationName: string;
  readonly active: string | null;
  readonly releases: readonly BrowserReleaseRecord[];
  readonly history: readonly ReleaseEvent[];
  /**
   * A short-lived token, signed by the console server, that lets this browser's reports about the
   * active release count (bound to this browser and that release; decision 140). Absent when the
   * server hands out none (too many registry reads from one address).
   */
  readonly reportToken?: string;
}

/** What `/registry.json` answers one browser. */
export interface BrowserRegistry {
  readonly schema: 1;
  readonly apps: Readonly<Record<string, BrowserAppReleases>>;
  /**
   * Set while this browser previews a kept release (decision 142): that release is its app's
   * `active` here, for this browser only, until `expiresAt`.
   */
  readonly preview?: { readonly app: string; readonly version: string; readonly expiresAt: string };
}

export interface ReleaseEvent {
  /**
   * `publish`, `rollback`, `activate` (a kept release that was never active, or newer than the
   * active one, made active: rolling forward) and `promote` (a canary made the stable release)
   * change `active`; `upload` (a build kept inactive, with a preview link), `canary` (a canary
   * started), `ramp` (a stepped canary widened) and `abort` (a canary ended, everyone back on
   * `active`) do not.
   */
  readonly action: 'publish' | 'upload' | 'activate' | 'rollback' | 'canary' | 'ramp' | 'promote' | 'abort';
  readonly version: string;
  /** The release that was active before, if any (for `canary` and `abort`: the stable release). */
  readonly from: string | null;
  readonly at: string;
}
