import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * An event handler with one identity for the component's life that always runs the latest
 * `handler`: memoized children (header cells, pager buttons) get it without re-rendering each
 * time the handler's closure changes. Call it from events only, not during render.
 */
export function useStableHandler<Args extends unknown[]>(handler: (...args: Args) => void): (...args: Args) => void {
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
