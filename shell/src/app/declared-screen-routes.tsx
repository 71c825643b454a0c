import type { MiddlewareFunction, RouteObject } from 'react-router';
import { requirePermission, requireSession } from '../features/guard/guard-middleware';
import type { DeclaredScreen } from '../remotes/declared-screens';
import { startFederationRuntime } from '../remotes/federation-runtime';
import { titled } from './page-title';
import { stayTargetOf, type ConsoleRoutesOptions } from './routes';

// Fetched with the declared screens on the first navigation into the dashboard (createConsoleRouter),
// not with the login page.

/**
 * The routes of the screens the remotes declare (spec 2.1 for today's remotes), added under the
 * dashboard once the registry has been read: the guard checks the session and the declared
 * permission before the remote's code loads.
 */
export function declaredScreenRoutes(screens: readonly DeclaredScreen[], { currentLocation }: ConsoleRoutesOptions): RouteObject[] {
  const stayTarget = stayTargetOf(currentLocation);
  // The company-group route is not login-protected in the spec and names no permission the guard
  // could check (the screen decides). Its session is still checked like every dashboard page's: a
  // failing status check counts as signed out (spec 2.1, 8), and no active company means choosing one.
  const guardOf = (screen: DeclaredScreen): MiddlewareFunction[] =>
    screen.requiresLogin && screen.permission ? [requireSession(), requirePermission(screen.permission, stayTarget)] : [requireSession()];
  return screens.map(
    (screen): RouteObject => ({
      id: `declared:${screen.app}:${screen.path}`,
      path: screen.path,
      middleware: guardOf(screen),
      handle: titled(screen.title),
      lazy: {
        element: async () => {
          // The federation runtime downloads alongside the screen's loader, not after it; a
          // failure here is the screen's to report (its load starts the runtime again).
          startFederationRuntime().catch(() => undefined);
          const { RemoteScreen } = await import('../remotes/remote-screen');
          return <RemoteScreen key={screen.path} app={screen.app} screen={screen.screen} />;
        },
      },
    }),
  );
}
