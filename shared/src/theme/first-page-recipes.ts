import {
  buttonRecipe,
  cardSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  linkRecipe,
  spinnerRecipe,
} from '@chakra-ui/react/theme';

/**
 * The recipes of the Chakra components the login page draws (and what it may show before the rest
 * of the theme arrives: the first load's spinner, the route error view, the development-override
 * strip): the console's system starts with these (decision 160). The others, `later-recipes.ts`,
 * are fetched as the console first renders and added to the same system. Keys are Chakra's own.
 * `tools/src/rspack/theme-recipes.test.ts` fails, naming the recipe, when a component the login
 * page imports needs one that is not here.
 */
export const firstPageRecipes = {
  button: buttonRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  inputAddon: inputAddonRecipe,
  link: linkRecipe,
  spinner: spinnerRecipe,
};

/** The slot recipes of the login page's components (see `firstPageRecipes`). */
export const firstPageSlotRecipes = {
  card: cardSlotRecipe,
  field: fieldSlotRecipe,
  fieldset: fieldsetSlotRecipe,
};
