import { hasPermission } from '@console/shared';
import { DASHBOARD_ROUTES, type DashboardRoute, SHELL_SCREEN_ROUTES } from '../../app/route-table';

export interface MenuLink {
  kind: 'link';
  /** Child path under /dashboard, also the key the active entry is matched by. */
  path: string;
  label: string;
}

export interface MenuGroup {
  kind: 'group';
  id: 'transactions' | 'master';
  label: string;
  links: MenuLink[];
}

export type MenuEntry = MenuLink | MenuGroup;

const GROUP_LABELS: Record<MenuGroup['id'], string> = { transactions: 'Transactions', master: 'Master' };

const linkOf = (route: DashboardRoute): MenuLink => ({ kind: 'link', path: route.path, label: route.label });

/**
 * The sidebar's entries for an access map (spec 2.2 and 6): Home always; each entry only with its
 * menu permission; a group only when it has an entry to show. Order: Home, Transactions,
 * Notifications, Master, then the shell's own screens (Releases).
 */
export function menuFor(access: Record<string, readonly string[]> | null | undefined): MenuEntry[] {
  const visible = DASHBOARD_ROUTES.filter((route) => hasPermission(access, route.menuPermission));
  const group = (id: MenuGroup['id']): MenuGroup[] => {
    const links = visible.filter((route) => route.group === id).map(linkOf);
    return links.length > 0 ? [{ kind: 'group', id, label: GROUP_LABELS[id], links }] : [];
  };
  return [
    { kind: 'link', path: 'home', label: 'Home' },
    ...group('transactions'),
    ...visible.filter((route) => route.group === null).map(linkOf),
    ...group('master'),
    ...SHELL_SCREEN_ROUTES.filter((route) => hasPermission(access, route.permission)).map((route): MenuLink => ({ kind: 'link', path: route.path, label: route.label })),
  ];
}

/**
 * The remotes behind the entries of that menu, in menu order, each once: what the signed-in
 * console may fetch ahead of the first click (a remote the user cannot open is never fetched).
 */
export function menuRemotes(access: Record<string, readonly string[]> | null | undefined): string[] {
  const order = menuFor(access).flatMap((entry) => (entry.kind === 'link' ? [entry.path] : entry.links.map((link) => link.path)));
  const apps = order.flatMap((path) => DASHBOARD_ROUTES.filter((route) => route.path === path).map((route) => route.remote.app));
  return [...new Set(apps)];
}

/** The last segment of a path, which names the active menu entry (`/dashboard/home` -> `home`). */
export function lastSegment(pathname: string): string {
  const segments = pathname.split('/').filter(Boolean);
  return segments[segments.length - 1] ?? '';
}
