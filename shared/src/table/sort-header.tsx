import type { CSSProperties, ReactNode } from 'react';

export interface SortHeaderProps {
  label: string;
  sortable: boolean;
  /** The column's current direction, or null when the table is sorted by another column (or none). */
  direction: 'asc' | 'desc' | null;
  onSort: () => void;
  /** The column's filter control, if any. */
  filter?: ReactNode;
  minWidth?: string | undefined;
  align?: 'start' | 'end' | 'center' | undefined;
  /** The column's `data-priority` (a column that folds on a narrow table), see `column-priority.ts`. */
  priority?: number | undefined;
  /** The width (px) the column had with rows, kept while the table shows a status instead of rows. */
  heldWidth?: number | undefined;
  /** A key column (`data-key`): its header wraps on a phone's table rather than widening it. */
  keyColumn?: boolean | undefined;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/**
 * A column header: a sort button (with `aria-sort` on the header cell) and an optional filter.
 * The cell and its content are plain elements styled from the header row by the table's style
 * sheet (`table-style-rules.ts`): a sort renders the two headers whose direction changed, and no
 * styles are worked out while it does.
 */
export function SortHeader({ label, sortable, direction, onSort, filter, minWidth, align, priority, heldWidth, keyColumn }: SortHeaderProps) {
  return (
    <th aria-sort={sortable ? (direction ? ARIA_SORT[direction] : 'none') : undefined} data-priority={priority} data-key={keyColumn ? '' : undefined} style={cellStyle(minWidth, align, heldWidth)}>
      <div data-header-content={align === 'end' ? 'end' : ''}>
        {sortable ? (
          <button type="button" data-sort-button="" onClick={onSort}>
            {label}
            <SortIcon direction={direction} />
          </button>
        ) : (
          <span data-header-label="">{label}</span>
        )}
        {filter}
      </div>
    </th>
  );
}

/**
 * The column's own width and alignment, the only styles that differ from one header to the next;
 * a held width (rows gone for a status) keeps the column as wide as it was.
 */
function cellStyle(minWidth: string | undefined, align: SortHeaderProps['align'], heldWidth: number | undefined): CSSProperties | undefined {
  if (!minWidth && !align && !heldWidth) return undefined;
  const width = heldWidth ? { width: `${heldWidth}px`, minWidth: `${heldWidth}px` } : minWidth ? { minWidth } : {};
  return { ...width, ...(align ? { textAlign: align } : {}) };
}

function SortIcon({ direction }: { direction: 'asc' | 'desc' | null }) {
  return (
    <svg viewBox="0 0 24 24" width="14" height="14" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" opacity={direction ? 1 : 0.4}>
      {direction !== 'desc' ? <path d="M8 10l4-4 4 4" /> : null}
      {direction !== 'asc' ? <path d="M8 14l4 4 4-4" /> : null}
    </svg>
  );
}
