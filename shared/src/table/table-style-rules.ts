import type { SystemContext, SystemStyleObject } from '@chakra-ui/react';
import type { StyleSheetRules } from '../theme/compile-style-sheet';

/** The class of each styled part of a DataTable; everything inside a part is styled from it. */
export const TABLE_CLASSES = {
  /** The focusable scroll region around the table. */
  region: 'console-table-region',
  table: 'console-table',
  header: 'console-table-header',
  headerRow: 'console-table-header-row',
  /** The header cell of the sticky actions column. */
  actionsHeader: 'console-table-actions-header',
  /** The row and cell of the loading, empty and error states. */
  statusRow: 'console-table-status-row',
  statusCell: 'console-table-status-cell',
  pager: 'console-table-pager',
} as const;

/** A line and a soft shadow on the left of the sticky actions column, over the rows scrolling under it. */
const ACTIONS_EDGE = 'inset 1px 0 0 var(--chakra-colors-border), -6px 0 6px -6px rgba(0, 0, 0, 0.25)';

/** `Table.ScrollArea`'s own styles (Chakra gives the component these, outside any recipe). */
const SCROLL_AREA = { base: { display: 'block', whiteSpace: 'nowrap', WebkitOverflowScrolling: 'touch', overflow: 'auto', maxWidth: '100%' } };

/**
 * The body's rows and cells. Rows are compact: with the row's buttons (32 px) a row is 41 px, so
 * the default page of 10 rows fits the 500 px sticky table (spec 9) without an inner scroll. The
 * actions column sticks to the right edge, so a row's actions are reachable on a phone without
 * scrolling the table sideways.
 */
const BODY_CELLS = {
  '& > tbody > tr': { bg: 'bg' },
  // Not the status cell (loading, empty, error), which keeps its own padding and centring.
  '& > tbody > tr > td:not(.console-table-status-cell)': {
    px: '2',
    py: '1',
    textAlign: 'start',
    borderBottomWidth: '1px',
    borderColor: 'border',
    verticalAlign: 'middle',
    // Phone numbers, codes and addresses keep the row's own figures; only number columns line digits up.
    fontVariantNumeric: 'normal',
  },
  // The status (loading, empty, error) stays in view, centred in the visible width of a table
  // wider than its region (a phone): the region is the size container of its `cqw`.
  '& > tbody > tr > td.console-table-status-cell > *': { position: 'sticky', left: '0', width: 'calc(100cqw - 2 * var(--chakra-spacing-2))' },
  '& > tbody > tr > td[data-type="number"]': { fontVariantNumeric: 'lining-nums tabular-nums' },
  '& > tbody > tr > td[data-actions]': { position: 'sticky', right: 0, bg: 'inherit', whiteSpace: 'nowrap', boxShadow: ACTIONS_EDGE },
} as const satisfies SystemStyleObject;

/**
 * The header cells and their content. The cells as the table recipe's `columnHeader` (size `sm`,
 * variant `line`) styles its part; the content a row of the sort button (or the label of an
 * unsortable column) and the filter button, as an `HStack` with gap 1 and a `chakra.button` would.
 */
const HEADER_CELLS = {
  bg: 'bg.muted',
  '& > th': { fontWeight: 'medium', textAlign: 'start', color: 'fg', borderBottomWidth: '1px', px: '2', py: '2', whiteSpace: 'nowrap' },
  '& > th > [data-header-content]': { display: 'flex', flexDirection: 'row', alignItems: 'center', gap: '1', justifyContent: 'flex-start' },
  '& > th > [data-header-content="end"]': { justifyContent: 'flex-end' },
  '& > th > [data-header-content] > [data-sort-button]': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    fontWeight: 'semibold',
    cursor: 'pointer',
    borderRadius: 'sm',
    _focusVisible: { outline: '2px solid', outlineColor: 'primary.focusRing' },
  },
  '& > th > [data-header-content] > [data-header-label]': { fontWeight: 'semibold' },
} as const satisfies SystemStyleObject;

/** The header cell of the actions column: sticky to the right and, with the header, to the top. */
const ACTIONS_HEADER = { position: 'sticky', right: 0, zIndex: 2, bg: 'bg.muted', boxShadow: ACTIONS_EDGE } as const satisfies SystemStyleObject;

/**
 * The pager's layout as Chakra's components draw it: the bar and the info group as `HStack`s
 * (gap 3), the info text as `Text` (`sm`, muted), the page size as a `NativeSelect` and the buttons
 * as a `ButtonGroup` (gap 1, a focused button above its neighbours).
 */
const PAGER_LAYOUT = {
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

/** The page-size select as an `xs` outline `NativeSelect`, the buttons as `xs` buttons from the theme's recipes. */
function pagerControls(system: SystemContext): SystemStyleObject {
  const select = system.getSlotRecipeFn('nativeSelect')({ size: 'xs', variant: 'outline' }) as Record<'root' | 'field' | 'indicator', SystemStyleObject>;
  const button = system.getRecipeFn('button') as (variants: { size: string; variant: string }) => SystemStyleObject;
  return {
    '& > [data-pager-info] > [data-page-size]': { ...select.root, width: 'auto' },
    '& > [data-pager-info] > [data-page-size] > select': select.field,
    '& > [data-pager-info] > [data-page-size] > [data-indicator]': select.indicator,
    '& > nav > [data-pager-buttons] > button:not([aria-current="page"])': button({ size: 'xs', variant: 'outline' }),
    '& > nav > [data-pager-buttons] > button[data-page]:not([aria-current="page"])': { colorPalette: 'gray' },
    '& > nav > [data-pager-buttons] > button[aria-current="page"]': { ...button({ size: 'xs', variant: 'solid' }), colorPalette: 'primary' },
  };
}

/**
 * Every style of a DataTable, as the Chakra components it was built from styled it: the scroll
 * area, the table recipe's parts (size `sm`, sticky header) with the body, header, actions and
 * status-row styles, and the pager. `table.css.generated.ts` holds them compiled (see `compileStyleSheet`).
 */
export function tableStyleRules(system: SystemContext): StyleSheetRules {
  const parts = system.getSlotRecipeFn('table')({ size: 'sm', stickyHeader: true }) as Record<'root' | 'header' | 'row' | 'columnHeader' | 'cell', SystemStyleObject>;
  return {
    [TABLE_CLASSES.region]: [system.cva(SCROLL_AREA)({}) as SystemStyleObject, { borderWidth: '1px', borderRadius: 'md', position: 'relative', containerType: 'inline-size' }],
    [TABLE_CLASSES.table]: [parts.root, BODY_CELLS],
    [TABLE_CLASSES.header]: [parts.header],
    [TABLE_CLASSES.headerRow]: [parts.row, HEADER_CELLS],
    [TABLE_CLASSES.actionsHeader]: [parts.columnHeader, ACTIONS_HEADER],
    [TABLE_CLASSES.statusRow]: [parts.row],
    [TABLE_CLASSES.statusCell]: [parts.cell, { py: '10', textAlign: 'center' }],
    [TABLE_CLASSES.pager]: [{ ...PAGER_LAYOUT, ...pagerControls(system) }],
  };
}
