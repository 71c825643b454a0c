import type { SystemContext, SystemStyleObject } from '@chakra-ui/react';
import type { StyleSheetRules } from '../theme/compile-style-sheet';
import { PRIORITY_MIN_WIDTHS } from './column-priority';

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
  /** A StaticTable, whose rows stack as labelled blocks on a narrow region (a phone's dialog). */
  staticTable: 'console-static-table',
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
 * A row's details toggle (in the actions cell, before the row's actions) and its details: a row
 * under it holding the folded columns as label and value, in the visible width of the region.
 */
const ROW_DETAILS = {
  '& > tbody > tr > td[data-actions] > [data-row-controls]': { display: 'flex', flexDirection: 'row', alignItems: 'center', gap: '1' },
  '& > tbody > tr > td[data-actions] [data-details-toggle]': {
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    w: '7',
    h: '7',
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'l2',
    color: 'fg',
    bg: 'transparent',
    cursor: 'pointer',
    _hover: { bg: 'bg.muted' },
    _focusVisible: { outline: '2px solid', outlineColor: 'primary.focusRing', outlineOffset: '1px' },
    // The chevron (right, down when open), drawn here so a row's toggle is one element.
    _before: {
      content: '""',
      w: '2',
      h: '2',
      borderRightWidth: '2px',
      borderBottomWidth: '2px',
      borderColor: 'currentColor',
      transform: 'translateX(-1px) rotate(-45deg)',
      transition: 'transform 0.15s',
    },
    '&[aria-expanded="true"]::before': { transform: 'translateY(-1px) rotate(45deg)' },
  },
  '& > tbody > tr[data-details] > td': { bg: 'bg.subtle', py: '2' },
  '& > tbody > tr[data-details] > td > dl': {
    position: 'sticky',
    left: '0',
    width: 'calc(100cqw - 2 * var(--chakra-spacing-2))',
    m: '0',
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
    rowGap: '2',
    columnGap: '4',
    whiteSpace: 'normal',
  },
  '& > tbody > tr[data-details] > td > dl > div > dt': { fontSize: 'xs', color: 'fg.muted', fontWeight: 'medium' },
  '& > tbody > tr[data-details] > td > dl > div > dd': { m: '0', overflowWrap: 'anywhere' },
} as const satisfies SystemStyleObject;

/**
 * Columns that fold on a narrow table (decision 095). A column of priority p is shown unless the
 * region (its size container) is narrower than `PRIORITY_MIN_WIDTHS[p]`; then it is hidden and its
 * item in the row's details shown. The toggles, the details rows and, in a table without row
 * actions, the toggle column (`data-fold-until`: the table's lowest priority) show only while some
 * column is folded. Everything is shown unless a query says otherwise, so a browser without
 * container queries (or jsdom) shows the whole table, as before.
 */
function foldingRules(cells: 'body' | 'header'): SystemStyleObject {
  const rules: Record<string, Record<string, unknown>> = {};
  if (cells === 'body') {
    rules['& > tbody > tr[data-details] > td > dl > div[data-priority]'] = { display: 'none' };
    rules['& > tbody > tr[data-details][data-fold-until], & > tbody > tr > td[data-actions][data-fold-until], & > tbody > tr > td[data-actions] [data-details-toggle][data-fold-until]'] = {
      display: 'none',
    };
  }
  // A phone's table (under the first width) has every pixel counted: its cells pad less, and a
  // key column's text wraps between words rather than running under the actions column; a word
  // longer than the cell breaks too (decision 131).
  const narrowest = `@container (max-width: ${PRIORITY_MIN_WIDTHS[2]! - 0.02}px)`;
  const wrap = { whiteSpace: 'normal', overflowWrap: 'break-word' };
  rules[narrowest] =
    cells === 'body'
      ? { '& > tbody > tr > td:not(.console-table-status-cell)': { px: '1.5' }, '& > tbody > tr > td[data-key]': wrap }
      : { '& > th': { px: '1.5' }, '& > th[data-key]': wrap };
  for (const [priority, width] of Object.entries(PRIORITY_MIN_WIDTHS)) {
    const value = `"${priority}"`;
    const query = `@container (max-width: ${width - 0.02}px)`;
    rules[query] = {
      ...rules[query],
      ...(cells === 'body'
        ? {
            [`& > tbody > tr > td[data-priority=${value}]`]: { display: 'none' },
            [`& > tbody > tr[data-details] > td > dl > div[data-priority=${value}]`]: { display: 'block' },
            [`& > tbody > tr[data-details][data-fold-until=${value}]`]: { display: 'table-row' },
            [`& > tbody > tr > td[data-actions][data-fold-until=${value}]`]: { display: 'table-cell' },
            [`& > tbody > tr > td[data-actions] [data-details-toggle][data-fold-until=${value}]`]: { display: 'inline-flex' },
          }
        : { [`& > th[data-priority=${value}]`]: { display: 'none' } }),
    };
  }
  return rules as SystemStyleObject;
}

/** The toggle column's header (a table without row actions) shows with its cells. */
function actionsHeaderFolding(): SystemStyleObject {
  const rules: Record<string, Record<string, unknown>> = { '&[data-fold-until]': { display: 'none' } };
  for (const [priority, width] of Object.entries(PRIORITY_MIN_WIDTHS)) {
    rules[`@container (max-width: ${width - 0.02}px)`] = { [`&[data-fold-until="${priority}"]`]: { display: 'table-cell' } };
  }
  return rules as SystemStyleObject;
}

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

/** Under this width of its region a StaticTable's rows stack: each cell a line, labelled by its header. */
export const STACK_BELOW_WIDTH = 640;

/**
 * A StaticTable on a narrow region (the notification history on a phone): the header goes to
 * screen readers only, each row becomes a block and each cell a line with its header as label,
 * so a request and its response stack instead of running off the side (decision 095).
 */
const STACKED_ROWS = {
  [`@container (max-width: ${STACK_BELOW_WIDTH - 0.02}px)`]: {
    display: 'block',
    '& > thead': { srOnly: true },
    '& > tbody': { display: 'block' },
    '& > tbody > tr': { display: 'block', py: '2', borderBottomWidth: '1px', borderColor: 'border' },
    '& > tbody > tr > td[data-label]': {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'baseline',
      columnGap: '3',
      rowGap: '1',
      borderBottomWidth: '0',
      py: '1',
      whiteSpace: 'normal',
    },
    '& > tbody > tr > td[data-label]::before': { content: 'attr(data-label)', flex: '0 0 6rem', fontWeight: 'semibold', fontSize: 'xs', color: 'fg.muted' },
    '& > tbody > tr > td[data-label] > [data-body-kind]': { flex: '1 1 100%', minWidth: '0', maxWidth: '100%' },
  },
} as SystemStyleObject;

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
  // On a phone, five page numbers and the four moves are wider than the screen: they wrap.
  '& > nav': { maxWidth: '100%' },
  '& > nav > [data-pager-buttons]': { display: 'inline-flex', flexDirection: 'row', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'flex-start', gap: '1', isolation: 'isolate', position: 'relative' },
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
    [TABLE_CLASSES.table]: [parts.root, BODY_CELLS, ROW_DETAILS, foldingRules('body')],
    [TABLE_CLASSES.header]: [parts.header],
    [TABLE_CLASSES.headerRow]: [parts.row, HEADER_CELLS, foldingRules('header')],
    [TABLE_CLASSES.actionsHeader]: [parts.columnHeader, ACTIONS_HEADER, actionsHeaderFolding()],
    [TABLE_CLASSES.statusRow]: [parts.row],
    [TABLE_CLASSES.statusCell]: [parts.cell, { py: '10', textAlign: 'center' }],
    [TABLE_CLASSES.pager]: [{ ...PAGER_LAYOUT, ...pagerControls(system) }],
    [TABLE_CLASSES.staticTable]: [STACKED_ROWS],
  };
}
