export type { RemoteScreensModule } from './remote-contract';
export { REMOTE_SCREENS_KEY } from './remote-contract';
export type { ReleaseRegistry, AppReleases, CanaryRelease, ReleaseRecord, ReleaseEvent } from './registry-contract';
export type {
  ActiveReleaseRow,
  CanaryReleaseRow,
  ReleaseConsoleEvent,
  ReleaseFailureReport,
  ReleaseHealthFigures,
  ReleaseReportKind,
  ReleaseRow,
  ReleasesReply,
  RollbackCandidate,
} from './release-console-contract';
export type { PanelDeclaration, PanelsDeclaration } from './panel-contract';
export { REMOTE_PANELS_KEY } from './panel-contract';
