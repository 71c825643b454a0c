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

const defaultLoad = () => import('./remote-loader');

/**
 * Once the signed-in console has shown and the browser is idle, starts what the first visit of a
 * remote needs (the remote loader, the federation runtime, the registry) and fetches the code of
 * `apps` (the remotes of the user's menu), so a first visit waits only for its data. The login
 * page never runs it. `null` (the session not known yet) waits. Only the first start counts: a
 * menu that changes later (another company) fetches nothing more ahead.
 */
export function usePrepareRemotes(apps: readonly string[] | null, load: () => Promise<RemoteLoader> = defaultLoad): void {
  const appsKey = apps?.join(',') ?? null;
  useEffect(() => {
    if (appsKey === null) return undefined;
    return whenIdle(() => {
      load().then(
        (loader) => loader.prepareRemotes(appsKey ? appsKey.split(',') : []),
        // A failed download here is tried again by the first remote's own load, which reports it.
        () => undefined,
      );
    });
  }, [load, appsKey]);
}
