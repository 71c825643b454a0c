import { notify } from '@console/shared';
import type { ComponentType } from 'react';
import { createPath, redirect, type Location, type RouteObject } from 'react-router';
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
import { NO_TOKEN_MESSAGE } from '../features/select-company/select-company-messages';
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
export function stayTargetOf(currentLocation: () => Location | null): StayTarget {
  return (refused) => {
    const current = currentLocation();
    if (!current || current.pathname === refused.pathname) return HOME_PATH;
    return createPath(current);
  };
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
