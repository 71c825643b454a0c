import { readToken } from '@console/shared';
import { createBrowserRouter, type DataRouter, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { LOGIN_PATH, withReturnPath } from '../features/guard/return-path';
import { connectSessionEnded } from '../features/session/session-ended';
import { createConsoleRoutes, DASHBOARD_ROUTE_ID, type ConsoleRoutesOptions } from './routes';

export interface RouterOptions {
  /** Adds the remotes' declared screens under the dashboard when a navigation first needs them. */
  patchRoutesOnNavigation: PatchRoutesOnNavigationFunction;
}

export type RouterFactory = (routes: RouteObject[], options: RouterOptions) => DataRouter;

/**
 * Lazy route discovery (React Router's `patchRoutesOnNavigation`) of the remotes' screens: the first
 * navigation to a dashboard path the shell does not know reads the declared screens from the
 * registry and adds their routes, then matches again. Not before sign-in (no token: the unknown
 * path's guard sends the visitor to the login page, and the return there asks again), and never for
 * the login page, which therefore waits for nothing (decision 100). An unreadable registry adds
 * nothing: the path shows the dashboard's not-found screen, which says why, and the next navigation
 * tries again.
 */
function discoverDeclaredScreens(options: ConsoleRoutesOptions): PatchRoutesOnNavigationFunction {
  let added = false;
  return async ({ path, patch }) => {
    if (added || !path.startsWith('/dashboard/') || !readToken()) return;
    const [{ loadDeclaredScreens }, { declaredScreenRoutes }] = await Promise.all([import('../remotes/declared-screens'), import('./declared-screen-routes')]);
    const state = await loadDeclaredScreens();
    if (state.status !== 'ready' || added) return;
    added = true;
    patch(DASHBOARD_ROUTE_ID, declaredScreenRoutes(state.screens, options));
  };
}

/**
 * The console's data router, wired to the session-ended handler so an expired session anywhere
 * (a remote's request included) goes to /login through the router, without a page reload.
 */
export function createConsoleRouter(createRouter: RouterFactory = (routes, options) => createBrowserRouter(routes, options)): DataRouter {
  let router: DataRouter | null = null;
  const options: ConsoleRoutesOptions = {
    currentLocation: () => (router?.state.initialized ? router.state.location : null),
  };
  const created = createRouter(createConsoleRoutes(options), { patchRoutesOnNavigation: discoverDeclaredScreens(options) });
  router = created;
  // After signing in again the user comes back to the page they were on (or were going to).
  connectSessionEnded(() => {
    const { navigation, location } = created.state;
    void created.navigate(withReturnPath(LOGIN_PATH, navigation.location ?? location), { replace: true });
  });
  return created;
}
