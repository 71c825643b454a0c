import type { AppReleases, ReleaseEvent, ReleaseRecord } from '@console/shared/release-plane';

/** The checks a release goes through before it can become active (docs/releasing.md, "What publish checks"). */
export type ReleaseCheckName = 'identity' | 'completeness' | 'integrity' | 'screens' | 'panels' | 'search' | 'compatibility' | 'names' | 'load';

/**
 * - `passed`: checked, nothing wrong;
 * - `failed`: checked, wrong (the release was refused; kept in a dry run's report);
 * - `forced`: checked, wrong, and activated anyway with `--force`;
 * - `skipped`: not checked, and `detail` says why (e.g. no shell is active to check against).
 */
export type ReleaseCheckStatus = 'passed' | 'failed' | 'forced' | 'skipped';

export interface ReleaseCheck {
  readonly name: ReleaseCheckName;
  readonly status: ReleaseCheckStatus;
  /** What was checked and found, for the person releasing (one or more lines). */
  readonly detail: string;
  /** How long the check took, when it takes a while (the load check). */
  readonly ms?: number;
}

/** The checks a release passed (or not) when it was activated. */
export interface ReleaseVerification {
  /** When the checks ran. */
  readonly at: string;
  /** True when no check failed or was forced. */
  readonly passed: boolean;
  readonly checks: readonly ReleaseCheck[];
}

/** Where a build came from, as its `build-info.json` and its content say. */
export interface BuildProvenance {
  readonly packageName: string;
  readonly packageVersion: string;
  /** The `@console/shared` version it was built with (null: not recorded by its build). */
  readonly sharedVersion: string | null;
  /** sha256 of the build's files (`buildContentHash`): the same hash is the same build. */
  readonly contentHash: string | null;
  readonly commit: string | null;
  /** Whether the checkout had uncommitted changes when it was built. */
  readonly dirty: boolean | null;
}

/** Who ran a release command. */
export interface ReleaseActor {
  /** The name given with `--by` (or `RELEASE_BY`, or the login name): recorded as claimed, not proven. */
  readonly by: string;
  /** The operating-system account the command ran as, from its user id. */
  readonly osUser: string;
  /** `--reason "..."`, when given. */
  readonly reason?: string;
}

/**
 * A history event as the release CLI records it: the shared contract's event plus who ran it, why,
 * which build it activated, whether the compatibility check was overridden and what the checks
 * found. `at` is when it took effect: when the registry was rewritten under its lock.
 */
export interface RecordedReleaseEvent extends ReleaseEvent {
  /** Who published or rolled back (`--by`, `RELEASE_BY` or the login name), as claimed. */
  readonly by?: string;
  readonly osUser?: string;
  /** `--reason "..."`; for an `abort`, why the canary was aborted (e.g. `aborted automatically: 7 of 41 loads failed: ...`). */
  readonly reason?: string;
  /** Set when `--force` activated a release the checks found unfit. */
  readonly forced?: true;
  readonly build?: BuildProvenance;
  readonly verification?: ReleaseVerification;
  /**
   * Set when `by` is the user signed in to the console, as the API told the console server
   * (the Releases screen), rather than a name the CLI was given (decision 085).
   */
  readonly authenticated?: true;
  /** A canary's share of browsers (`canary` events). */
  readonly percent?: number;
  /**
   * How the action came: from the console server by itself (`automatic`: the abort rule) or with a
   * team key (`key`); absent for the CLI and for a console user (`authenticated`).
   */
  readonly via?: 'automatic' | 'key';
  /**
   * The set this publish (or rollback) was part of: apps checked together against the registry as
   * it would be after all of them, and activated by one registry write (decision 115).
   */
  readonly set?: string;
}

/** A release as the release CLI records it: the contract's record plus its provenance and checks. */
export interface RecordedReleaseRecord extends ReleaseRecord {
  readonly build?: BuildProvenance;
  /** Who published it (the first event's actor). */
  readonly publishedBy?: ReleaseActor;
  /** What the checks found when it was published. */
  readonly verification?: ReleaseVerification;
  /** The set it was published in, with the other apps of that set (decision 115). */
  readonly set?: string;
}

/** A release whose folder `release prune` removed: when and by whom. */
export interface PrunedRelease {
  readonly version: string;
  readonly at: string;
  readonly by: string;
  readonly osUser?: string;
  readonly reason?: string;
}

/** An app's registry entry as the release CLI writes it. */
export interface RecordedAppReleases extends AppReleases {
  readonly releases: readonly RecordedReleaseRecord[];
  readonly history: readonly RecordedReleaseEvent[];
  readonly pruned?: readonly PrunedRelease[];
}

/** The registry as the release CLI writes it (a `ReleaseRegistry` with the CLI's own additions). */
export interface RecordedRegistry {
  readonly schema: 1;
  readonly updatedAt: string;
  readonly apps: Readonly<Record<string, RecordedAppReleases>>;
}

/** The verification record of a set of checks. */
export function verificationOf(checks: readonly ReleaseCheck[], at: Date): ReleaseVerification {
  return { at: at.toISOString(), passed: checks.every((check) => check.status === 'passed' || check.status === 'skipped'), checks };
}
