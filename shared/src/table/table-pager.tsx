import { memo } from 'react';
import { formatNumber } from '../format/number-format';
import { PAGE_SIZES, pageWindow, showingText } from './table-state';
import { TABLE_CLASSES } from './table-style-rules';

export interface TablePagerProps {
  page: number;
  pageSize: number;
  total: number;
  shownRows: number;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
}

/**
 * Info text, page size (10/20/30/50/100), First/Prev, five page numbers, Next/Last (spec 2.13, 9).
 * With nothing shown (an empty result, an error) there is no page to mark as the current one: no
 * page numbers, and every move is disabled. Memoized (given handlers that keep their identity): a
 * sort or a parent re-render leaves the pager alone.
 *
 * Plain elements styled by the table's style sheet (`TABLE_CLASSES.pager`): the page-size select
 * as an `xs` outline `NativeSelect`, the buttons as `xs` buttons of the theme (decisions 074, 075).
 */
export const TablePager = memo(function TablePager({ page, pageSize, total, shownRows, onPage, onPageSize }: TablePagerProps) {
  const empty = total === 0 || shownRows === 0;
  const pageCount = empty ? 0 : Math.ceil(total / pageSize);
  const atFirst = empty || page <= 1;
  const atLast = empty || page >= pageCount;
  return (
    <div className={TABLE_CLASSES.pager}>
      <div data-pager-info="">
        <p aria-live="polite">{showingText(page, pageSize, shownRows, total)}</p>
        <div data-page-size="">
          <select aria-label="Rows per page" value={String(pageSize)} onChange={(event) => onPageSize(Number(event.target.value))}>
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
          <div data-indicator="">
            <ChevronDownIcon />
          </div>
        </div>
      </div>
      <nav aria-label="Pagination">
        <div data-pager-buttons="">
          <button type="button" onClick={() => onPage(1)} disabled={atFirst}>
            First
          </button>
          <button type="button" onClick={() => onPage(page - 1)} disabled={atFirst}>
            Prev
          </button>
          {pageWindow(page, pageCount).map((number) => (
            <button
              type="button"
              key={number}
              data-page=""
              aria-label={`Page ${formatNumber(number)}`}
              aria-current={number === page ? 'page' : undefined}
              onClick={() => onPage(number)}
            >
              {formatNumber(number)}
            </button>
          ))}
          <button type="button" onClick={() => onPage(page + 1)} disabled={atLast}>
            Next
          </button>
          <button type="button" onClick={() => onPage(pageCount)} disabled={atLast}>
            Last
          </button>
        </div>
      </nav>
    </div>
  );
});

/** Chakra's `ChevronDownIcon`, the `NativeSelect` indicator's icon. */
function ChevronDownIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="m6 9 6 6 6-6" />
    </svg>
  );
}
