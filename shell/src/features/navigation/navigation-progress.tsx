import { lazy, Suspense } from 'react';
import { useSlowNavigation } from './use-slow-navigation';

// The bar (Chakra's Progress and its state machine) and the notice of a hung navigation are
// fetched with the first navigation, not with the login page.
const PendingBar = lazy(async () => ({ default: (await import('./pending-bar')).PendingBar }));
const SlowNavigationNotice = lazy(async () => ({ default: (await import('./pending-bar')).SlowNavigationNotice }));

/**
 * A thin bar at the top of the window while a navigation (and so the guard's status check) runs;
 * when it hangs, a notice lets the user try again or stay on the page they are on.
 */
export function NavigationProgress() {
  const { pending, slow, target } = useSlowNavigation();
  if (!pending) return null;
  return (
    <Suspense fallback={null}>
      <PendingBar />
      {slow ? <SlowNavigationNotice target={target} /> : null}
    </Suspense>
  );
}
