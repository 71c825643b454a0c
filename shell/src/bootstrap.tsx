import { configureApi } from '@console/shared';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createConsoleRouter } from './app/create-console-router';
import { StartupFailure } from './app/startup-failure';
import { sessionEnded } from './features/session/session-ended';
import { configureRemotes } from './remotes/remotes-config';
import type { RuntimeConfig } from './remotes/runtime-config';

/** Renders the console once its runtime configuration has arrived, or says why it cannot start. */
export async function start(configLoad: Promise<RuntimeConfig>): Promise<void> {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  try {
    const config = await configLoad;
    // A missing token, HTTP 401 or errorCode 411 from any request of any app ends the session once:
    // toast, sign out here, /login through the router.
    configureApi({ baseURL: config.apiBaseUrl, onSessionEnded: (reason) => sessionEnded.handle(reason) });
    // The release registry is read, and the federation runtime started, when a remote is first
    // needed (or when the signed-in console is idle): the login page needs neither.
    configureRemotes(config);
    root.render(<App router={createConsoleRouter()} allowRemoteOverrides={config.allowRemoteOverrides} />);
  } catch (error) {
    root.render(<StartupFailure error={error} />);
  }
}
