/**
 * The keys of `later-recipes.ts` (the recipes beyond the login page's), without their code: a
 * component asking for one of these before the rest of the theme has arrived starts its fetch
 * (`ConsoleThemeProvider`). `theme-recipes.test.ts` checks the lists match.
 */
export const LATER_RECIPE_KEYS: ReadonlySet<string> = new Set(['badge', 'checkmark', 'code', 'container', 'kbd', 'radiomark', 'separator', 'skeleton', 'textarea']);

/** The keys of `laterSlotRecipes`. */
export const LATER_SLOT_RECIPE_KEYS: ReadonlySet<string> = new Set(['alert', 'breadcrumb', 'checkbox', 'dataList', 'datePicker', 'dialog', 'drawer', 'emptyState', 'list', 'menu', 'nativeSelect', 'popover', 'progress', 'radioGroup', 'select', 'stat', 'status', 'table', 'tag']);
