import { useCallback, useEffect, useRef } from 'react';
import type { PointerEvent as ReactPointerEvent } from 'react';

/** Pause before a held button starts repeating, then the repeat interval (spec 5). */
export const HOLD_DELAY_MS = 500;
export const HOLD_INTERVAL_MS = 50;

/**
 * Pointer handlers that run `action` once on press, then again every 50 ms after the button has
 * been held for 500 ms, until it is released or the pointer leaves.
 */
export function useHoldRepeat(action: () => void) {
  const timers = useRef<{ delay?: ReturnType<typeof setTimeout>; repeat?: ReturnType<typeof setInterval> }>({});

  const stop = useCallback(() => {
    clearTimeout(timers.current.delay);
    clearInterval(timers.current.repeat);
    timers.current = {};
  }, []);

  useEffect(() => stop, [stop]);

  const onPointerDown = (event: ReactPointerEvent<HTMLElement>) => {
    if (event.button !== 0) return;
    // Keeps the focus in the input instead of moving it to the button.
    event.preventDefault();
    stop();
    action();
    timers.current.delay = setTimeout(() => {
      timers.current.repeat = setInterval(action, HOLD_INTERVAL_MS);
    }, HOLD_DELAY_MS);
  };

  return { onPointerDown, onPointerUp: stop, onPointerLeave: stop, onPointerCancel: stop };
}
