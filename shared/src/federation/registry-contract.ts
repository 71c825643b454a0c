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
}

export interface ReleaseEvent {
  readonly action: 'publish' | 'rollback';
  readonly version: string;
  /** The release that was active before, if any. */
  readonly from: string | null;
  readonly at: string;
}
