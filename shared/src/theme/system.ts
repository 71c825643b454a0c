import { createSystem, defaultBaseConfig, defineConfig, type RecipeDefinition, type SlotRecipeDefinition } from '@chakra-ui/react';
import { animationStyles, breakpoints, cssVarsPrefix, cssVarsRoot, layerStyles, semanticTokens, textStyles, tokens } from '@chakra-ui/react/theme';
import { firstPageRecipes, firstPageSlotRecipes } from './first-page-recipes';
import { KEYFRAME_NAMES } from './keyframe-names';
import { consoleConfig } from './theme-config';

/**
 * Chakra's default theme (`defaultConfig`) without the recipes of components the console does not
 * use: the same tokens and text/layer/animation styles, and the recipes of `./recipes.ts`. Built
 * from parts so the unused recipes are left out of the bundle. It starts with the login page's
 * recipes; the others are added when they arrive (`addRecipes`). The reset, the global styles and
 * the keyframes are in the style sheet compiled ahead of time (`theme-css.generated.ts`, from
 * `globalStyleSystem`), so the system in the browser holds only the keyframes' names (for the
 * `animationName` style prop) and neither computes nor carries that CSS (decision 160).
 */
const chakraTheme = defineConfig({
  preflight: false,
  cssVarsPrefix,
  cssVarsRoot,
  theme: {
    breakpoints,
    keyframes: Object.fromEntries(KEYFRAME_NAMES.map((name) => [name, {}])),
    tokens,
    semanticTokens,
    recipes: { ...firstPageRecipes },
    slotRecipes: { ...firstPageSlotRecipes },
    textStyles,
    layerStyles,
    animationStyles,
  },
});

/**
 * The one Chakra system of the console; the shell renders it through `ConsoleThemeProvider`. It
 * holds the login page's recipes from the start and every other recipe of `./recipes.ts` once
 * `addRecipes` has run (`loadLaterRecipes`; tests: `completeConsoleTheme`).
 */
export const consoleSystem = createSystem(defaultBaseConfig, chakraTheme, consoleConfig);

type Recipes = Record<string, RecipeDefinition>;
type SlotRecipes = Record<string, SlotRecipeDefinition>;

/**
 * Adds recipes to the console's system. Chakra reads a recipe from the system's theme when a
 * component first asks for it (`getRecipe`), so a recipe added later serves every component that
 * asks after that; `ConsoleThemeProvider` gives components asking before it an unstyled placeholder
 * that is not remembered, and renders them again once the recipes are in.
 */
export function addRecipes(recipes: Recipes, slotRecipes: SlotRecipes): void {
  const theme = consoleSystem._config.theme as { recipes: Recipes; slotRecipes: SlotRecipes };
  Object.assign(theme.recipes, recipes);
  Object.assign(theme.slotRecipes, slotRecipes);
}

/** Names of the console's colour palettes, for `colorPalette` props. */
export type ConsolePalette = 'primary' | 'secondary' | 'accent' | 'success' | 'error' | 'info' | 'warning';
