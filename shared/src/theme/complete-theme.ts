import { laterRecipes, laterSlotRecipes } from './later-recipes';
import { addLaterRecipes } from './theme-completion';

/**
 * The whole theme at once, for tests and the style-sheet generators: they render or compile any
 * component right away, where the console fetches the recipes beyond the login page as it first
 * renders (decision 160).
 */
export function completeConsoleTheme(): void {
  addLaterRecipes(laterRecipes, laterSlotRecipes);
}
