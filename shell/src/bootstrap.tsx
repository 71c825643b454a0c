import { configureApi } from '@console/shared';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { StartupFailure } from './app/startup-failure';
import { initRemotes } from './remotes/remote-loader';
import { loadRuntimeConfig } from './remotes/runtime-config';

const root = createRoot(document.getElementById('root') as HTMLElement);

try {
  const config = await loadRuntimeConfig();
  configureApi({
    baseURL: config.apiBaseUrl,
    onSessionEnded: () => window.location.assign('/login'),
  });
  // The registry is read now but the page does not wait for it: a remote's area waits (and
  // reports a failure) on its own, the rest of the console renders at once.
  initRemotes(config).catch((error: unknown) => console.error('Release registry could not be read', error));
  root.render(<App config={config} />);
} catch (error) {
  root.render(<StartupFailure error={error} />);
}
