/** A line and a soft shadow on the left of the sticky actions column, over the rows scrolling under it. */
const ACTIONS_EDGE = 'inset 1px 0 0 var(--chakra-colors-border), -6px 0 6px -6px rgba(0, 0, 0, 0.25)';

/**
 * Styles of the table body (a plain `tbody`), applied once from the table (plain cells render faster, see
 * bench/results/table.md). Rows are compact: with the row's buttons (32 px) a row is 41 px, so the
 * default page of 10 rows fits the 500 px sticky table (spec 9) without an inner scroll. The
 * actions column sticks to the right edge, so a row's actions are reachable on a phone without
 * scrolling the table sideways.
 */
export const BODY_CELL_STYLES = {
  '& > tr': { bg: 'bg' },
  '& > tr > td': {
    px: '2',
    py: '1',
    textAlign: 'start',
    borderBottomWidth: '1px',
    borderColor: 'border',
    verticalAlign: 'middle',
    // Phone numbers, codes and addresses keep the row's own figures; only number columns line digits up.
    fontVariantNumeric: 'normal',
  },
  '& > tr > td[data-type="number"]': { fontVariantNumeric: 'lining-nums tabular-nums' },
  '& > tr > td[data-actions]': { position: 'sticky', right: 0, bg: 'inherit', whiteSpace: 'nowrap', boxShadow: ACTIONS_EDGE },
} as const;

/**
 * Styles of the header cells and their content, applied once from the header row. The cells are
 * styled as the table recipe's `columnHeader` (size `sm`, variant `line`) styles its part; the
 * content is a row of the sort button (or the label of an unsortable column) and the filter
 * button, as an `HStack` with gap 1 and a `chakra.button` would style them.
 */
export const HEADER_CELL_STYLES = {
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
} as const;

/** The header cell of the actions column: sticky to the right and, with the header, to the top. */
export const ACTIONS_HEADER_STYLES = { position: 'sticky', right: 0, zIndex: 2, bg: 'bg.muted', boxShadow: ACTIONS_EDGE } as const;
