import { firstPageRecipes, firstPageSlotRecipes } from './first-page-recipes';
import { laterRecipes, laterSlotRecipes } from './later-recipes';

/**
 * The recipes of the Chakra components the console uses, and only those: Chakra's default config
 * holds every component's recipe (about 40 KB gzip on the login page). A component whose recipe is
 * missing here renders unstyled, so the list must cover every Chakra export the shell and this
 * library import and every export remotes may import (`SHARED_EXPORTS` in shared/federation.cjs).
 * `tools/src/rspack/theme-recipes.test.ts` (in `npm test`) fails, naming the component and the
 * recipe to add, when one is missing. Keys are Chakra's own (`defaultConfig.theme.recipes`).
 * The console's system starts with those of the login page (`first-page-recipes.ts`) and gets the
 * rest (`later-recipes.ts`) as it first renders (decision 160); together they are these.
 */
export const consoleRecipes = { ...firstPageRecipes, ...laterRecipes };

/** The slot recipes of the Chakra components the console uses (see `consoleRecipes`). */
export const consoleSlotRecipes = { ...firstPageSlotRecipes, ...laterSlotRecipes };
