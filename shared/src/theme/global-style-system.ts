import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import { animationStyles, breakpoints, cssVarsPrefix, cssVarsRoot, globalCss, keyframes, layerStyles, semanticTokens, textStyles, tokens } from '@chakra-ui/react/theme';
import { consoleRecipes, consoleSlotRecipes } from './recipes';
import { CONSOLE_GLOBAL_CSS, consoleConfig } from './theme-config';

/**
 * The console's theme whole, as Chakra's `createSystem` makes it with the reset, Chakra's and the
 * console's global styles and the keyframes: what `npm run generate:css` compiles the theme's style
 * sheet from (`theme-css.generated.ts`). Never bundled: the browser's system (`consoleSystem`) is
 * the same theme without that CSS, which it gets compiled.
 */
export const globalStyleSystem = createSystem(
  defaultBaseConfig,
  defineConfig({
    preflight: true,
    cssVarsPrefix,
    cssVarsRoot,
    globalCss,
    theme: { breakpoints, keyframes, tokens, semanticTokens, recipes: consoleRecipes, slotRecipes: consoleSlotRecipes, textStyles, layerStyles, animationStyles },
  }),
  consoleConfig,
  defineConfig({ globalCss: CONSOLE_GLOBAL_CSS }),
);
