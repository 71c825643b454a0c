import { declaration as master } from '../../mf-master/src/declaration';
import { declaration as notifications } from '../../mf-notifications/src/declaration';
import { declaration as transactions } from '../../mf-transactions/src/declaration';

/** A dashboard screen as the console routes it: what its remote declares, and which remote that is. */
export interface DashboardRoute {
  path: string;
  label: string;
  group: 'transactions' | 'master' | null;
  requiresLogin: boolean;
  permission: string | null;
  menuPermission: string;
  remote: { app: string; screen: string };
}

/** Every screen today's remotes declare (spec 2.1), in menu order: what the tests walk. */
export const DASHBOARD_ROUTES: readonly DashboardRoute[] = Object.entries({ 'mf-transactions': transactions, 'mf-notifications': notifications, 'mf-master': master })
  .flatMap(([app, declared]) => declared.screens.map((screen) => ({ app, screen })))
  .sort((a, b) => a.screen.order - b.screen.order)
  .map(({ app, screen }) => ({
    path: screen.path,
    label: screen.label,
    group: (screen.group?.id ?? null) as DashboardRoute['group'],
    requiresLogin: screen.requiresLogin,
    permission: screen.permission,
    menuPermission: screen.menuPermission,
    remote: { app, screen: screen.screen },
  }));
