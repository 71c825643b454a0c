import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';

/** After this long without an answer a navigation counts as hung and the user is offered a way out. */
export const SLOW_NAVIGATION_MS = 8000;

/** Whether a navigation is under way, and whether it has been under way for too long. */
export function useSlowNavigation(slowAfterMs = SLOW_NAVIGATION_MS) {
  const navigation = useNavigation();
  const pending = navigation.state !== 'idle';
  const key = navigation.location ? `${navigation.location.key}` : null;
  const [slowKey, setSlowKey] = useState<string | null>(null);

  useEffect(() => {
    if (!pending) return undefined;
    const timer = setTimeout(() => setSlowKey(key), slowAfterMs);
    return () => clearTimeout(timer);
  }, [pending, key, slowAfterMs]);

  return { pending, slow: pending && slowKey === key, target: navigation.location ?? null };
}
