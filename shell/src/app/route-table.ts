/**
 * Dashboard screens the shell renders itself, not a remote: they keep working while any remote is
 * broken. The Releases screen is one (decision 085): a release manager repairs the console from
 * it. The menu shows them after the remotes' entries. The remotes' screens are not listed here:
 * each remote declares its own, and its release carries them
 * (docs/decisions/100-screens-declared-by-their-remote.md).
 */
export interface ShellScreenRoute {
  path: string;
  label: string;
  /** Checked by the route guard and for the menu entry. */
  permission: string;
}

export const SHELL_SCREEN_ROUTES: readonly ShellScreenRoute[] = [{ path: 'releases', label: 'Releases', permission: 'console_release.read' }];

/** Every dashboard path the shell renders itself: no remote may declare one (publish refuses it). */
export const SHELL_PATHS: readonly string[] = ['home', 'manage-account', ...SHELL_SCREEN_ROUTES.map((route) => route.path)];
