import { ConsoleThemeProvider, ToastHost } from '@console/shared';
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';

/**
 * Renders one page at `path` without the console's guard, beside stand-ins for the places it
 * navigates to (`/login`, `/dashboard/home`, any other dashboard page), to test the page's own behaviour.
 */
export async function renderPage(path: string, page: ReactNode, { fakeTimers = false }: { fakeTimers?: boolean } = {}) {
  const router = createMemoryRouter(
    [
      { path: new URL(path, 'http://console.test').pathname, element: page },
      { path: '/login', element: <h1>Login page</h1> },
      { path: '/dashboard/home', element: <h1>Home page</h1> },
      { path: '/dashboard/*', element: <h1>Dashboard page</h1> },
    ],
    { initialEntries: [path] },
  );
  const user = userEvent.setup(fakeTimers ? { advanceTimers: (ms) => jest.advanceTimersByTime(ms) } : {});
  await act(async () => {
    render(
      <ConsoleThemeProvider>
        <SWRConfig value={{ dedupingInterval: 0 }}>
          <ToastHost />
          <RouterProvider router={router} />
        </SWRConfig>
      </ConsoleThemeProvider>,
    );
  });
  return { router, user };
}
