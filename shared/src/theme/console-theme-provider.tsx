import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
import { type ReactNode, useEffect, useSyncExternalStore } from 'react';
import { LATER_RECIPE_KEYS, LATER_SLOT_RECIPE_KEYS } from './later-recipe-keys';
import { consoleSystem } from './system';
import { isThemeComplete, onThemeComplete, prefetchConsoleTheme } from './theme-completion';
import { THEME_CSS } from './theme-css.generated';

// A value put in a field counts: a password manager or the browser's autofill fills the form with
// no key press, and the next pointer press may already be the submit.
const FIRST_INTERACTION = ['pointerdown', 'keydown', 'input'] as const;

/**
 * The console's system for `ChakraProvider`, without the global styles the provider would insert
 * through emotion when it mounts (the reset, global styles and tokens): `ConsoleThemeProvider`
 * gives the browser the same CSS compiled ahead of time instead. A recipe not in the system yet
 * (the login page's are there first, the rest arrive later: decision 160) starts their fetch and
 * gives an unstyled placeholder that Chakra does not remember, so the component gets its styles
 * when it renders again with the completed system.
 */
function providedSystem(): SystemContext {
  return {
    ...consoleSystem,
    _global: [],
    getRecipeFn: (key, fallback) => {
      if (!LATER_RECIPE_KEYS.has(key) || consoleSystem.isRecipe(key)) return consoleSystem.getRecipeFn(key, fallback);
      void prefetchConsoleTheme();
      return consoleSystem.cva(fallback ?? {});
    },
    getSlotRecipeFn: (key, fallback) => {
      if (!LATER_SLOT_RECIPE_KEYS.has(key) || consoleSystem.isSlotRecipe(key)) return consoleSystem.getSlotRecipeFn(key, fallback);
      void prefetchConsoleTheme();
      return consoleSystem.sva(fallback ?? { slots: [] });
    },
  };
}

/** The value given to Chakra before the theme is complete, and another once it is (the same system underneath). */
const FIRST_SYSTEM = providedSystem();
const COMPLETE_SYSTEM = providedSystem();

/**
 * Chakra with the console theme (decision 075). The theme's global style sheet is compiled ahead of
 * time (`theme-css.generated.ts`) and React puts it in the document's head, so the first render
 * of the console does not serialize and parse about 50 KB of CSS in script. The system starts with
 * the login page's recipes; the rest is fetched on the user's first key or pointer press or first
 * value put in a field (typed, pasted or filled in by the browser) (or earlier, `prefetchConsoleTheme`), and everything renders again once it is in (decision 160).
 */
export function ConsoleThemeProvider({ children }: { children: ReactNode }) {
  const complete = useSyncExternalStore(onThemeComplete, isThemeComplete, isThemeComplete);
  useEffect(() => {
    if (complete) return;
    const prefetch = () => void prefetchConsoleTheme();
    for (const type of FIRST_INTERACTION) document.addEventListener(type, prefetch, { once: true, capture: true });
    return () => {
      for (const type of FIRST_INTERACTION) document.removeEventListener(type, prefetch, { capture: true });
    };
  }, [complete]);
  // Another value once complete: every component asks for its recipe again.
  const system = complete ? COMPLETE_SYSTEM : FIRST_SYSTEM;
  return (
    <>
      <style href="console-theme" precedence="console-theme">
        {THEME_CSS}
      </style>
      <ChakraProvider value={system}>{children}</ChakraProvider>
    </>
  );
}
