import { type SystemStyleObject, useChakraContext, useRecipe, useSlotRecipe } from '@chakra-ui/react';

const useButtonRecipe = () => useRecipe({ key: 'button' });
const useSelectRecipe = () => useSlotRecipe({ key: 'nativeSelect' });
type ButtonRecipe = ReturnType<typeof useButtonRecipe>;
type SelectRecipe = ReturnType<typeof useSelectRecipe>;

/**
 * The pager's layout as Chakra's components draw it: the bar and the info group as `HStack`s
 * (gap 3), the info text as `Text` (`sm`, muted), the page size as a `NativeSelect` and the buttons
 * as a `ButtonGroup` (gap 1, a focused button above its neighbours).
 */
const LAYOUT = {
  display: 'flex',
  flexDirection: 'row',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: '3',
  pt: '3',
  '& > [data-pager-info]': { display: 'flex', flexDirection: 'row', alignItems: 'center', gap: '3' },
  '& > [data-pager-info] > p': { fontSize: 'sm', color: 'fg.muted' },
  '& > nav > [data-pager-buttons]': { display: 'inline-flex', flexDirection: 'row', alignItems: 'center', justifyContent: 'flex-start', gap: '1', isolation: 'isolate', position: 'relative' },
  '& > nav > [data-pager-buttons] > button:focus-visible': { zIndex: 1 },
} as const satisfies SystemStyleObject;

/** Computed once per theme (Chakra system): resolving a recipe's variants costs milliseconds. */
const cache = new WeakMap<object, SystemStyleObject>();

function buildPagerStyles(button: ButtonRecipe, select: SelectRecipe): SystemStyleObject {
  const size = select({ size: 'xs', variant: 'outline' });
  return {
    ...LAYOUT,
    '& > [data-pager-info] > [data-page-size]': { ...size.root, width: 'auto' },
    '& > [data-pager-info] > [data-page-size] > select': size.field,
    '& > [data-pager-info] > [data-page-size] > [data-indicator]': size.indicator,
    '& > nav > [data-pager-buttons] > button:not([aria-current="page"])': button({ size: 'xs', variant: 'outline' }),
    '& > nav > [data-pager-buttons] > button[data-page]:not([aria-current="page"])': { colorPalette: 'gray' },
    '& > nav > [data-pager-buttons] > button[aria-current="page"]': { ...button({ size: 'xs', variant: 'solid' }), colorPalette: 'primary' },
  };
}

/**
 * The styles of the whole pager, applied once from its root element, from the theme's own
 * recipes: the page-size select as an `xs` outline `NativeSelect`, the buttons as `xs` outline
 * buttons (page numbers in the gray palette) and the current page solid in the primary palette.
 */
export function usePagerStyles(): SystemStyleObject {
  const system = useChakraContext();
  const button = useButtonRecipe();
  const select = useSelectRecipe();
  let styles = cache.get(system);
  if (!styles) {
    styles = buildPagerStyles(button, select);
    cache.set(system, styles);
  }
  return styles;
}
