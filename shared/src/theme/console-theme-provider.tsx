import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { consoleSystem } from './system';
import { THEME_CSS } from './theme-css.generated';

/**
 * The console's system for `ChakraProvider`, without the global styles the provider would insert
 * through emotion when it mounts (the reset, global styles and tokens): `ConsoleThemeProvider`
 * gives the browser the same CSS compiled ahead of time instead.
 */
const systemWithGlobalStylesCompiled = { ...consoleSystem, _global: [] };

/**
 * Chakra with the console theme (decision 075). The theme's global style sheet is compiled ahead of
 * time (`theme-css.generated.ts`) and React puts it in the document's head, so the first render
 * of the console does not serialize and parse about 50 KB of CSS in script.
 */
export function ConsoleThemeProvider({ children }: { children: ReactNode }) {
  return (
    <>
      <style href="console-theme" precedence="console-theme">
        {THEME_CSS}
      </style>
      <ChakraProvider value={systemWithGlobalStylesCompiled}>{children}</ChakraProvider>
    </>
  );
}
