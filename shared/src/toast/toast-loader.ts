import type * as ToastContainerModule from './toast-container';

/** The toast machinery (react-toastify and the container), fetched the first time it is needed. */
export type ToastModule = typeof ToastContainerModule;

let loading: Promise<ToastModule> | undefined;
const requestListeners = new Set<() => void>();

/**
 * Loads the toast machinery once; the login page shows without it. Called by the first `notify`
 * and by the host on the user's first interaction. A failed load is retried on the next call.
 */
export function loadToasts(): Promise<ToastModule> {
  if (!loading) {
    const pending = import('./toast-container');
    loading = pending;
    pending.catch(() => {
      if (loading === pending) loading = undefined;
    });
    for (const listener of requestListeners) listener();
  }
  return loading;
}

/** Calls `listener` once the machinery is asked for (at once when it already was); returns the unsubscribe. */
export function onToastsRequested(listener: () => void): () => void {
  if (loading) {
    listener();
    return () => undefined;
  }
  requestListeners.add(listener);
  return () => requestListeners.delete(listener);
}
