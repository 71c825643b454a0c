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
export type { RemoteDeclaration, ScreenDeclaration, MenuGroupDeclaration } from './declaration-contract';
export { DECLARATION_SCHEMA, declarationProblems } from './declaration-contract';
export type { PanelDeclaration } from './panel-contract';
export { panelPermissions, REMOTE_PANELS_KEY } from './panel-contract';
