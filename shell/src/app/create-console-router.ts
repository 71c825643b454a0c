import { createBrowserRouter, type DataRouter, type RouteObject } from 'react-router';
import { LOGIN_PATH, withReturnPath } from '../features/guard/return-path';
import { connectSessionEnded } from '../features/session/session-ended';
import { createConsoleRoutes } from './routes';

export type RouterFactory = (routes: RouteObject[]) => DataRouter;

/**
 * The console's data router, wired to the session-ended handler so an expired session anywhere
 * (a remote's request included) goes to /login through the router, without a page reload.
 */
export function createConsoleRouter(createRouter: RouterFactory = (routes) => createBrowserRouter(routes)): DataRouter {
  let router: DataRouter | null = null;
  const routes = createConsoleRoutes({
    currentLocation: () => (router?.state.initialized ? router.state.location : null),
  });
  const created = createRouter(routes);
  router = created;
  // After signing in again the user comes back to the page they were on (or were going to).
  connectSessionEnded(() => {
    const { navigation, location } = created.state;
    void created.navigate(withReturnPath(LOGIN_PATH, navigation.location ?? location), { replace: true });
  });
  return created;
}
