import { configureApi } from '@console/shared';
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { mutate, SWRConfig } from 'swr';
import { App } from '../app';
import { createConsoleRouter } from '../create-console-router';
import { sessionEnded } from '../../features/session/session-ended';
import { type DeclaredScreen, setDeclaredScreens } from '../../remotes/declared-screens';
import type { DeclaredSearcher } from '../../remotes/remote-searchers';
import { FAKE_SCREENS, FAKE_SEARCHERS } from './fake-remotes';
import { API_BASE } from './fake-api';

/** Fresh browser state: no token, nothing cached, the session-ended handler ready. */
export async function resetConsoleState() {
  window.localStorage.clear();
  await mutate(() => true, undefined, { revalidate: false });
  sessionEnded.arm();
  configureApi({ baseURL: API_BASE, onSessionEnded: (reason) => sessionEnded.handle(reason) });
}

/**
 * Renders the whole console (real routes, guard, layout) on a memory router at `path`, with the
 * remotes' declared screens as the registry would give them (`declared`, default the shell's fake
 * remotes, never the real remotes' declarations: decision 150).
 */
export async function renderConsole(
  path: string,
  {
    token,
    fakeTimers = false,
    declared = FAKE_SCREENS,
    searchers = FAKE_SEARCHERS,
  }: {
    token?: string;
    fakeTimers?: boolean;
    /** The declared screens; `null`: read from the registry (`configureRemotes` first). */
    declared?: readonly DeclaredScreen[] | null;
    /** The declared order searchers (decision 151). */
    searchers?: readonly DeclaredSearcher[];
  } = {},
) {
  setDeclaredScreens(declared, searchers);
  if (token) {
    window.localStorage.setItem('token', token);
    window.localStorage.setItem('isAuthenticated', 'true');
  }
  const router = createConsoleRouter((routes, options) => createMemoryRouter(routes, { initialEntries: [path], ...options }));
  const user = userEvent.setup(fakeTimers ? { advanceTimers: (ms) => jest.advanceTimersByTime(ms) } : {});
  await act(async () => {
    render(
      <SWRConfig value={{ dedupingInterval: 0 }}>
        <App router={router} />
      </SWRConfig>,
    );
  });
  return { router, user };
}
