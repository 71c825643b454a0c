import { createBrowserRouter, type DataRouter, type RouteObject } from 'react-router';
import { LOGIN_PATH } from '../features/guard/guard-middleware';
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
  connectSessionEnded(() => void created.navigate(LOGIN_PATH, { replace: true }));
  return created;
}
