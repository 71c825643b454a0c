import { configureApi } from '@console/shared';
import { registerPlugins } from '@module-federation/enhanced/runtime';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createConsoleRouter } from './app/create-console-router';
import { StartupFailure } from './app/startup-failure';
import { sessionEnded } from './features/session/session-ended';
import { initRemotes } from './remotes/remote-loader';
import { loadRuntimeConfig } from './remotes/runtime-config';
import { sharedVersionGuard } from './remotes/shared-version-guard';

const root = createRoot(document.getElementById('root') as HTMLElement);

try {
  const config = await loadRuntimeConfig();
  // A missing token, HTTP 401 or errorCode 411 from any request of any app ends the session once:
  // toast, sign out here, /login through the router.
  configureApi({ baseURL: config.apiBaseUrl, onSessionEnded: (reason) => sessionEnded.handle(reason) });
  // The registry is read now but the page does not wait for it: a remote's area waits (and
  // reports a failure) on its own, the rest of the console renders at once.
  // A remote built against newer shared libraries than this shell provides fails in its area.
  registerPlugins([sharedVersionGuard()]);
  initRemotes(config).catch((error: unknown) => console.error('Release registry could not be read', error));
  root.render(<App router={createConsoleRouter()} allowRemoteOverrides={config.allowRemoteOverrides} />);
} catch (error) {
  root.render(<StartupFailure error={error} />);
}
