/**
 * `@console/shared/release-plane`: the types of the release plane's contract between the console
 * server and the release tooling (`tools/`) and the shell (the registry a browser gets, the
 * Releases screen's endpoints, browsers' reports). Types only, and no share key: no remote uses
 * them and nothing of them exists at run time, so they can change with the shell and the console
 * server without a version of `@console/shared` that every remote must follow (decision 140).
 */
export type { AppReleases, BrowserAppReleases, BrowserRegistry, BrowserReleaseRecord, CanaryRamp, CanaryRelease, ReleaseEvent, ReleaseRecord, ReleaseRegistry } from './registry-contract';
export type {
  ActiveReleaseRow,
  CanaryReleaseRow,
  ReleaseConsoleEvent,
  ReleaseFailureKind,
  ReleaseFailureReport,
  ReleaseHealthFigures,
  ReleaseHealthMinute,
  ReleaseReportKind,
  ReleaseRow,
  ReleasesReply,
  RollbackCandidate,
} from './release-console-contract';
