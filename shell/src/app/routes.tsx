import { notify } from '@console/shared';
import type { ComponentType } from 'react';
import { createPath, redirect, type Location, type MiddlewareFunction, type RouteObject } from 'react-router';
import { LoginPage } from '../features/auth/components/login-page';
import {
  HOME_PATH,
  LOGIN_PATH,
  redirectSignedIn,
  requirePermission,
  requireSession,
  type StayTarget,
} from '../features/guard/guard-middleware';
import { sessionMiddleware } from '../features/guard/session-check';
import { NO_TOKEN_MESSAGE } from '../features/select-company/hooks/use-choose-company';
import { startFederationRuntime } from '../remotes/federation-runtime';
import type { DeclaredScreen } from '../remotes/declared-screens';
import { SHELL_SCREEN_ROUTES } from './route-table';
import { FirstLoadFallback, RootLayout } from './root-layout';
import { titled } from './page-title';
import { loadDashboardLayout, loadDeclaredScreens, loadHomePage, loadSelectCompanyPage } from './signed-in-pages';
import { RouteErrorView } from './route-error-view';

/** The code of each screen the shell renders itself, fetched on its first visit. */
const SHELL_SCREENS: Record<string, () => Promise<ComponentType>> = {
  releases: async () => (await import('../features/releases/releases-screen')).ReleasesScreen,
};

export interface ConsoleRoutesOptions {
  /** The location the user is on; null while the first page is still loading. */
  currentLocation: () => Location | null;
}

/** The id of the dashboard route, under which the remotes' declared screens are added. */
export const DASHBOARD_ROUTE_ID = 'dashboard';

/** Where an app leaves the first page in each navigation: the screen it was on, else Home. */
function stayTargetOf(currentLocation: () => Location | null): StayTarget {
  return (refused) => {
    const current = currentLocation();
    if (!current || current.pathname === refused.pathname) return HOME_PATH;
    return createPath(current);
  };
}

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

/**
 * The console's routes (spec 2.1). Every page but the login page is a lazy chunk, so signing in
 * does not wait for the dashboard's code. The root middleware checks the session afresh before every
 * navigation; each route's own middleware then decides with that one answer.
 */
export function createConsoleRoutes({ currentLocation }: ConsoleRoutesOptions): RouteObject[] {
  const stayTarget = stayTargetOf(currentLocation);

  return [
    {
      id: 'root',
      middleware: [sessionMiddleware],
      Component: RootLayout,
      HydrateFallback: FirstLoadFallback,
      ErrorBoundary: RouteErrorView,
      children: [
        { index: true, loader: () => redirect(LOGIN_PATH), element: null },
        { path: 'login', middleware: [redirectSignedIn], Component: LoginPage, handle: titled('Login') },
        {
          path: 'selectcompany',
          middleware: [requireSession({ onNoToken: () => notify.error(NO_TOKEN_MESSAGE), companySelection: true })],
          lazy: { Component: loadSelectCompanyPage },
          handle: titled('Select Company'),
        },
        {
          id: DASHBOARD_ROUTE_ID,
          path: 'dashboard',
          // The menu shows the remotes' declared screens: the registry is read before the layout
          // first renders (once per page load, after the children's guards let the user in).
          loader: async () => {
            await loadDeclaredScreens();
            return null;
          },
          lazy: { Component: loadDashboardLayout },
          children: [
            { index: true, loader: () => redirect(HOME_PATH), element: null },
            { path: 'home', middleware: [requireSession()], lazy: { Component: loadHomePage }, handle: titled('Home') },
            {
              path: 'manage-account',
              middleware: [requireSession()],
              lazy: { Component: async () => (await import('../features/account/components/manage-account-page')).ManageAccountPage },
              handle: titled('Manage Account'),
            },
            ...SHELL_SCREEN_ROUTES.map(
              (route): RouteObject => ({
                path: route.path,
                middleware: [requireSession(), requirePermission(route.permission, stayTarget)],
                handle: titled(route.label),
                lazy: { Component: SHELL_SCREENS[route.path] },
              }),
            ),
            // The remotes' declared screens are added here on the first navigation into the dashboard
            // (createConsoleRouter's patchRoutesOnNavigation).
            {
              // An unknown screen: said so inside the dashboard, with a way home (spec 2.1's redirects stay).
              path: '*',
              middleware: [requireSession()],
              lazy: { Component: async () => (await import('../features/not-found/not-found-page')).NotFoundScreen },
              handle: titled('Page Not Found'),
            },
          ],
        },
        {
          path: '*',
          lazy: { Component: async () => (await import('../features/not-found/not-found-page')).NotFoundPage },
          handle: titled('Page Not Found'),
        },
      ],
    },
  ];
}
