import type { laterRecipes, laterSlotRecipes } from './later-recipes';
import { addRecipes } from './system';

let complete = false;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

/** Whether the console's system holds every recipe of the console (`recipes.ts`). */
export const isThemeComplete = () => complete;

/** Calls `listener` when the theme becomes complete; returns the unsubscribe (`useSyncExternalStore`'s subscribe). */
export function onThemeComplete(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Adds the recipes beyond the login page's to the console's system, once. */
export function addLaterRecipes(recipes: typeof laterRecipes, slotRecipes: typeof laterSlotRecipes): void {
  if (complete) return;
  addRecipes(recipes, slotRecipes);
  complete = true;
  for (const listener of [...listeners]) listener();
}

/**
 * Fetches the recipes beyond the login page's (`later-recipes.ts`, a chunk of its own) and adds them
 * to the console's system; once, however often it is called. A failed fetch is tried again on the
 * next call.
 */
export function loadLaterRecipes(): Promise<void> {
  loading ??= import('./later-recipes').then(
    (later) => addLaterRecipes(later.laterRecipes, later.laterSlotRecipes),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * Starts fetching the rest of the theme, if it is not there yet: on the user's first key or pointer
 * press on the login page, when a signed-in page is on its way (the shell's session check, which
 * waits for it beside the status call, so a signed-in page never shows unstyled), or when a
 * component asks for a recipe the system does not hold yet. Resolves once the theme is complete,
 * or when the fetch failed (reported; the next call tries again): it never rejects.
 */
export function prefetchConsoleTheme(): Promise<void> {
  if (complete) return Promise.resolve();
  return loadLaterRecipes().catch((error: unknown) => console.error('The rest of the theme could not be loaded', error));
}
