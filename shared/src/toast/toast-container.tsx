import { useRef, type MouseEvent } from 'react';
import { toast, ToastContainer } from 'react-toastify';
import { HOVER_EXTENSION_MS } from './toast-host';


const toastIdOf = (target: EventTarget | null): string | undefined => {
  if (!(target instanceof Element)) return undefined;
  return target.closest('.Toastify__toast')?.id || undefined;
};

/** Toasts sit below the console's top bar, so they never cover the user menu. */
const CONTAINER_STYLE = { top: '4.5rem' };

/**
 * The toast container itself (spec 8 and 9), loaded lazily by `ToastHost`: top-right, newest on top, 5000 ms. A hovered toast
 * stops its timer; after the pointer leaves it stays paused for another 1000 ms before the timer
 * runs on, so it never vanishes right under a reader who has just moved away.
 */
export function ToastContainerWithPause() {
  const resumeTimers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  const onMouseOver = (event: MouseEvent) => {
    const id = toastIdOf(event.target);
    if (!id) return;
    clearTimeout(resumeTimers.current.get(id));
    resumeTimers.current.delete(id);
    toast.pause({ id });
  };

  const onMouseOut = (event: MouseEvent) => {
    const id = toastIdOf(event.target);
    // Moving between parts of the same toast is not leaving it.
    if (!id || toastIdOf(event.relatedTarget) === id) return;
    clearTimeout(resumeTimers.current.get(id));
    resumeTimers.current.set(
      id,
      setTimeout(() => {
        resumeTimers.current.delete(id);
        toast.play({ id });
      }, HOVER_EXTENSION_MS),
    );
  };

  return (
    <div onMouseOver={onMouseOver} onMouseOut={onMouseOut}>
      <ToastContainer
        position="top-right"
        newestOnTop
        autoClose={5000}
        pauseOnHover={false}
        closeOnClick={false}
        style={CONTAINER_STYLE}
      />
    </div>
  );
}

export { toast };
