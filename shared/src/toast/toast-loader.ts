import type * as ToastContainerModule from './toast-container';

/** The toast machinery (react-toastify and the container), fetched the first time it is needed. */
export type ToastModule = typeof ToastContainerModule;

let loading: Promise<ToastModule> | undefined;
let requested = false;
const requestListeners = new Set<() => void>();

/** Fetches the toast machinery once (a failed fetch is tried again on the next call). */
function fetchOnce(): Promise<ToastModule> {
  if (!loading) {
    const pending = import('./toast-container');
    loading = pending;
    pending.catch(() => {
      if (loading === pending) loading = undefined;
    });
  }
  return loading;
}

/**
 * Fetches the toast machinery ahead of the first toast (the host does on the user's first pointer
 * or key press), without mounting the container: nothing renders until a toast is asked for.
 */
export function prefetchToasts(): Promise<ToastModule> {
  return fetchOnce();
}

/**
 * Loads the toast machinery for a toast; the login page shows without it. The first call (the
 * first `notify`) also tells the host to mount the container. A failed load is retried on the next call.
 */
export function loadToasts(): Promise<ToastModule> {
  const pending = fetchOnce();
  if (!requested) {
    requested = true;
    for (const listener of requestListeners) listener();
  }
  return pending;
}

/** Calls `listener` once a toast is first asked for (at once when one already was); returns the unsubscribe. */
export function onToastsRequested(listener: () => void): () => void {
  if (requested) {
    listener();
    return () => undefined;
  }
  requestListeners.add(listener);
  return () => requestListeners.delete(listener);
}
