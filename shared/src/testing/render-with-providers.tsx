import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactElement, type ReactNode, useEffect } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { SWRConfig } from 'swr';
import { ConsoleThemeProvider } from '../theme/console-theme-provider';
import { ToastHost } from '../toast/toast-host';
import { supportFormElementsInFormData } from './form-data-support';

supportFormElementsInFormData();

export interface ProviderOptions {
  /** The starting URL, e.g. `/dashboard/company-group-management?page=2`. */
  route?: string;
  /** Options for user-event (e.g. `{ advanceTimers: jest.advanceTimersByTime }` with fake timers). */
  userEventOptions?: Parameters<typeof userEvent.setup>[0];
  renderOptions?: Omit<RenderOptions, 'wrapper'>;
}

function LocationProbe({ onLocation }: { onLocation: (url: string) => void }) {
  const location = useLocation();
  useEffect(() => onLocation(`${location.pathname}${location.search}`), [location, onLocation]);
  return null;
}

/** Chakra with the console theme, a fresh SWR cache, a router at `route`, and the toast host. */
export function TestProviders({ children, route = '/', onLocation }: { children: ReactNode; route?: string; onLocation?: (url: string) => void }) {
  return (
    <ConsoleThemeProvider>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false, revalidateOnFocus: false }}>
        <MemoryRouter initialEntries={[route]}>
          {onLocation ? <LocationProbe onLocation={onLocation} /> : null}
          {children}
        </MemoryRouter>
      </SWRConfig>
      <ToastHost />
    </ConsoleThemeProvider>
  );
}

/**
 * Renders `ui` the way the console runs it (theme, fresh SWR cache, router, toasts) and returns
 * the testing-library result plus a user-event `user` and `location()`, the current URL.
 */
export function renderWithProviders(ui: ReactElement, { route = '/', userEventOptions, renderOptions }: ProviderOptions = {}) {
  let current = route;
  const onLocation = (url: string) => {
    current = url;
  };
  const user = userEvent.setup(userEventOptions);
  // A wrapper (not a wrapping element) so `rerender` keeps the providers.
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TestProviders route={route} onLocation={onLocation}>
      {children}
    </TestProviders>
  );
  const result = render(ui, { ...renderOptions, wrapper });
  return { ...result, user, location: () => current };
}
