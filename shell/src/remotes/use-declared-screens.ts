import { useSyncExternalStore } from 'react';
import { declaredScreensState, type DeclaredScreensState, subscribeDeclaredScreens } from './declared-screens';

/** The remotes' declared screens as known now; re-renders when the registry has been read. */
export function useDeclaredScreens(): DeclaredScreensState {
  return useSyncExternalStore(subscribeDeclaredScreens, declaredScreensState, declaredScreensState);
}
