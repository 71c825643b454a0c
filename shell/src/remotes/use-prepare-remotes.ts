import { useEffect } from 'react';
import type { prepareRemotes } from './remote-loader';

interface RemoteLoader {
  prepareRemotes: typeof prepareRemotes;
}

const whenIdle = (run: () => void): (() => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(run, 200);
  return () => window.clearTimeout(timer);
};

/**
 * Once the signed-in console has shown and the browser is idle, starts what the first visit of a
 * remote needs (the remote loader, the federation runtime, the registry), so that visit waits only
 * for the remote's own code. The login page never runs it.
 */
export function usePrepareRemotes(load: () => Promise<RemoteLoader> = () => import('./remote-loader')): void {
  useEffect(
    () =>
      whenIdle(() => {
        load().then(
          (loader) => loader.prepareRemotes(),
          // A failed download here is tried again by the first remote's own load, which reports it.
          () => undefined,
        );
      }),
    [load],
  );
}
