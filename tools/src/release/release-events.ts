import type { AppReleases, ReleaseEvent } from '@console/shared';

/**
 * A history event as the release CLI records it: the shared contract's event plus who ran it and
 * whether the compatibility check was overridden. The shell reads only the contract's fields.
 */
export interface RecordedReleaseEvent extends ReleaseEvent {
  /** Who published or rolled back (`--by`, `RELEASE_BY` or the login name). */
  readonly by?: string;
  /** Set when `--force` activated a release the active shell was found unable to run. */
  readonly forced?: true;
  /**
   * Set when `by` is the user signed in to the console, as the API told the console server
   * (the Releases screen), rather than a name the CLI was given (decision 085).
   */
  readonly authenticated?: true;
  /** A canary's share of browsers (`canary` events). */
  readonly percent?: number;
  /** Why a canary was aborted (`abort` events), e.g. `aborted automatically: 7 of 41 loads failed: ...`. */
  readonly reason?: string;
}

/** A release whose folder `release prune` removed: when and by whom. */
export interface PrunedRelease {
  readonly version: string;
  readonly at: string;
  readonly by: string;
}

/** An app's registry entry as the release CLI writes it. */
export interface RecordedAppReleases extends AppReleases {
  readonly history: readonly RecordedReleaseEvent[];
  readonly pruned?: readonly PrunedRelease[];
}

/** The registry as the release CLI writes it (a `ReleaseRegistry` with the CLI's own additions). */
export interface RecordedRegistry {
  readonly schema: 1;
  readonly updatedAt: string;
  readonly apps: Readonly<Record<string, RecordedAppReleases>>;
}
