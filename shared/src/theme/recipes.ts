import {
  alertSlotRecipe,
  badgeRecipe,
  breadcrumbSlotRecipe,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  containerRecipe,
  dataListSlotRecipe,
  datePickerSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  kbdRecipe,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  popoverSlotRecipe,
  progressSlotRecipe,
  selectSlotRecipe,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  statSlotRecipe,
  statusSlotRecipe,
  tableSlotRecipe,
  tagSlotRecipe,
  textareaRecipe,
} from '@chakra-ui/react/theme';

/**
 * The recipes of the Chakra components the console uses, and only those: Chakra's default config
 * holds every component's recipe (about 40 KB gzip on the login page). A component whose recipe is
 * missing here renders unstyled, so the list must cover every Chakra export the shell and this
 * library import and every export remotes may import (`SHARED_EXPORTS` in shared/federation.cjs).
 * `tools/src/rspack/theme-recipes.test.ts` (in `npm test`) fails, naming the component and the
 * recipe to add, when one is missing. Keys are Chakra's own (`defaultConfig.theme.recipes`).
 */
export const consoleRecipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  checkmark: checkmarkRecipe,
  code: codeRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  inputAddon: inputAddonRecipe,
  kbd: kbdRecipe,
  link: linkRecipe,
  separator: separatorRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
};

/** The slot recipes of the Chakra components the console uses (see `consoleRecipes`). */
export const consoleSlotRecipes = {
  alert: alertSlotRecipe,
  breadcrumb: breadcrumbSlotRecipe,
  card: cardSlotRecipe,
  checkbox: checkboxSlotRecipe,
  dataList: dataListSlotRecipe,
  datePicker: datePickerSlotRecipe,
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  emptyState: emptyStateSlotRecipe,
  field: fieldSlotRecipe,
  fieldset: fieldsetSlotRecipe,
  list: listSlotRecipe,
  menu: menuSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  popover: popoverSlotRecipe,
  progress: progressSlotRecipe,
  select: selectSlotRecipe,
  stat: statSlotRecipe,
  status: statusSlotRecipe,
  table: tableSlotRecipe,
  tag: tagSlotRecipe,
};
