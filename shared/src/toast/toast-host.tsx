import { useEffect, useState, type ComponentType } from 'react';
import { loadToasts, onToastsRequested, prefetchToasts } from './toast-loader';

/** How long a toast stays after the pointer leaves it (spec 9: 1000 ms extended on hover). */
export const HOVER_EXTENSION_MS = 1000;

// A value put in a field counts: a password manager or the browser's autofill fills the form with
// no key press, and the next pointer press may already be the submit.
const FIRST_INTERACTION = ['pointerdown', 'keydown', 'input'] as const;

/**
 * The one toast container (spec 8 and 9; `ToastContainerWithPause`), mounted when the first toast
 * is asked for: react-toastify is not part of what the login page needs to show. Its code is
 * fetched ahead on the user's first pointer or key press or first value put in a field, so the first toast is not kept waiting
 * for it; nothing renders then. Toasts asked for before it mounts are queued by react-toastify and
 * shown as it mounts.
 */
export function ToastHost() {
  const [Container, setContainer] = useState<ComponentType | null>(null);

  useEffect(() => {
    let active = true;
    const mount = () => {
      loadToasts().then(
        (loaded) => {
          if (active) setContainer(() => loaded.ToastContainerWithPause);
        },
        (error: unknown) => console.error('The toast container could not be loaded', error),
      );
    };
    const unsubscribe = onToastsRequested(mount);
    const early = () => void prefetchToasts().catch(() => undefined);
    for (const type of FIRST_INTERACTION) document.addEventListener(type, early, { once: true, capture: true });
    return () => {
      active = false;
      unsubscribe();
      for (const type of FIRST_INTERACTION) document.removeEventListener(type, early, { capture: true });
    };
  }, []);

  return Container ? <Container /> : null;
}
