import type { CanaryRamp, ReleaseEvent } from './registry-contract';

/**
 * What the console server's release endpoints (`/api/releases`, decision 085) answer and accept:
 * the contract between the console server (tools) and the shell's Releases screen and failure
 * reports. Types only; the console server checks every body it receives.
 */

/** A history event as the Releases screen shows it. */
export interface ReleaseConsoleEvent extends ReleaseEvent {
  /** Who: the console user (`authenticated`) or the name the CLI was given. */
  readonly by: string | null;
  /** `by` is the user signed in to the console, as the API told the console server. */
  readonly authenticated: boolean;
  /** The console server acted by itself (`automatic`: the abort rule) or a team key did (`key`); null otherwise. */
  readonly via: 'automatic' | 'key' | null;
  /** The compatibility check was overridden (`--force`). */
  readonly forced: boolean;
  /** A canary's share of browsers (`canary` events). */
  readonly percent: number | null;
  /** Why a canary was aborted (`abort` events). */
  readonly reason: string | null;
}

/** What fails in a page, each counted apart (decision 143). */
export type ReleaseFailureKind = 'load-failed' | 'render-failed' | 'uncaught-error' | 'api-failed';

/** One minute of a release's reports: pages that loaded it, pages that met a failure of it. */
export interface ReleaseHealthMinute {
  readonly at: string;
  readonly loads: number;
  readonly failures: number;
}

/**
 * Browsers' reports about one release (decision 143): pages that loaded it (or failed to), pages that
 * met at least one failure of it, and per kind the pages that met that kind.
 */
export interface ReleaseHealthFigures {
  readonly loads: number;
  readonly failures: number;
  readonly byKind: Readonly<Record<ReleaseFailureKind, number>>;
  /** The latest failure's short message (`TypeError: ...`), or null. */
  readonly lastFailure: string | null;
  readonly lastFailureAt: string | null;
  /** The last hour, a minute each, oldest first (minutes without reports left out). */
  readonly series: readonly ReleaseHealthMinute[];
}

/** The release every browser outside a canary's share runs. */
export interface ActiveReleaseRow {
  readonly version: string;
  /** When it took effect (its publish, rollback or promote), and by whom. */
  readonly since: string | null;
  readonly by: string | null;
  readonly authenticated: boolean;
  readonly packageVersion: string | null;
  /** The git commit it was built from, when the release records it. */
  readonly commit: string | null;
  /** Whether it passed verification before publish; null when the release records no verification. */
  readonly verified: boolean | null;
  readonly health: ReleaseHealthFigures;
  /** What is wrong with its files (users cannot load it), or null (decision 143). */
  readonly damaged: string | null;
}

export interface CanaryReleaseRow {
  readonly version: string;
  readonly percent: number;
  readonly startedAt: string;
  readonly by: string | null;
  /** Since it started. */
  readonly health: ReleaseHealthFigures;
  /** The stable release over the same time: what the canary is judged against (decision 143). */
  readonly stableHealth: ReleaseHealthFigures | null;
  /** A stepped rollout, where it is. */
  readonly ramp: CanaryRamp | null;
  readonly damaged: string | null;
}

/** A kept release that can be made active (rolled back to, or activated) or previewed. */
export interface RollbackCandidate {
  readonly version: string;
  readonly publishedAt: string;
  readonly packageVersion: string;
  /** Older than the active release (making it active is a rollback) or newer (an activation: rolling forward). */
  readonly direction: 'older' | 'newer';
  /** How it came: published (once active) or uploaded (kept inactive until activated), decision 142. */
  readonly source: 'publish' | 'upload';
  /** Who published or uploaded it (a team key by its label). */
  readonly by: string | null;
  /** Whether it passed every check when it was published or uploaded; null when it records none. */
  readonly verified: boolean | null;
  /** It ran as a canary that was aborted, by hand or automatically (with the reason), and never became active. */
  readonly aborted: { readonly by: string | null; readonly reason: string | null } | null;
  /** A link that shows it to the browser that opens it, and nobody else, for 24 hours. */
  readonly previewUrl: string;
}

/** One app on the Releases screen. */
export interface ReleaseRow {
  readonly app: string;
  readonly kind: 'host' | 'remote' | null;
  readonly active: ActiveReleaseRow | null;
  readonly canary: CanaryReleaseRow | null;
  /** The release a plain rollback returns to (the one active before), or null. */
  readonly previous: string | null;
  /** Kept releases that can be made active (not the active one or the canary, folder present), newest first. */
  readonly candidates: readonly RollbackCandidate[];
  /** Newest first. */
  readonly history: readonly ReleaseConsoleEvent[];
}

/** `GET /api/releases` */
export interface ReleasesReply {
  readonly apps: readonly ReleaseRow[];
  readonly status: { readonly error: 0; readonly message: string };
}

/**
 * What the shell reports about a remote: its first successful load, a failed load, a failed render,
 * an uncaught error or rejection from one of its files, an API call of its code that failed (5xx,
 * 404, network).
 */
export type ReleaseReportKind = 'loaded' | ReleaseFailureKind;

/** `POST /api/releases/reports`: no personal data, a short message only. */
export interface ReleaseFailureReport {
  readonly app: string;
  readonly version: string;
  readonly kind: ReleaseReportKind;
  /** The report token `/registry.json` gave this page for this release (decision 140): without it a report counts nothing. */
  readonly token: string;
  /** `TypeError: ...`, at most 200 characters. */
  readonly message?: string;
}
