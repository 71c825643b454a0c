import { hasPermission } from '@console/shared';
import type { DeclaredScreen } from '../../remotes/declared-screens';
import { SHELL_SCREEN_ROUTES } from '../../app/route-table';

export interface MenuLink {
  kind: 'link';
  /** Child path under /dashboard, also the key the active entry is matched by. */
  path: string;
  label: string;
}

export interface MenuGroup {
  kind: 'group';
  /** The declared group id, e.g. `master`. */
  id: string;
  label: string;
  links: MenuLink[];
}

export type MenuEntry = MenuLink | MenuGroup;

const linkOf = (screen: { path: string; label: string }): MenuLink => ({ kind: 'link', path: screen.path, label: screen.label });

/**
 * The sidebar's entries for an access map (spec 2.2 and 6): Home always; each declared screen only
 * with its menu permission, in declared order, a group at the place of its first entry and only
 * when it has an entry to show (spec: Transactions, Notifications, Master); then the shell's own
 * screens (Releases).
 */
export function menuFor(access: Record<string, readonly string[]> | null | undefined, declared: readonly DeclaredScreen[]): MenuEntry[] {
  const entries: MenuEntry[] = [{ kind: 'link', path: 'home', label: 'Home' }];
  const groups = new Map<string, MenuGroup>();
  for (const screen of [...declared].sort((a, b) => a.order - b.order)) {
    if (!hasPermission(access, screen.menuPermission)) continue;
    if (!screen.group) {
      entries.push(linkOf(screen));
      continue;
    }
    let group = groups.get(screen.group.id);
    if (!group) {
      group = { kind: 'group', id: screen.group.id, label: screen.group.label, links: [] };
      groups.set(screen.group.id, group);
      entries.push(group);
    }
    group.links.push(linkOf(screen));
  }
  return [...entries, ...SHELL_SCREEN_ROUTES.filter((route) => hasPermission(access, route.permission)).map(linkOf)];
}

/**
 * The remotes behind the entries of that menu, in menu order, each once: what the signed-in
 * console may fetch ahead of the first click (a remote the user cannot open is never fetched).
 */
export function menuRemotes(access: Record<string, readonly string[]> | null | undefined, declared: readonly DeclaredScreen[]): string[] {
  const order = menuFor(access, declared).flatMap((entry) => (entry.kind === 'link' ? [entry.path] : entry.links.map((link) => link.path)));
  const apps = order.flatMap((path) => declared.filter((screen) => screen.path === path).map((screen) => screen.app));
  return [...new Set(apps)];
}

/** The last segment of a path, which names the active menu entry (`/dashboard/home` -> `home`). */
export function lastSegment(pathname: string): string {
  const segments = pathname.split('/').filter(Boolean);
  return segments[segments.length - 1] ?? '';
}
