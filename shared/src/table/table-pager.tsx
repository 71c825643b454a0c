import { ButtonGroup, HStack, NativeSelect, Text, useRecipe } from '@chakra-ui/react';
import { memo, useMemo } from 'react';
import { formatNumber } from '../format/number-format';
import { PAGE_SIZES, pageWindow, showingText } from './table-state';

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
 * sort or a parent re-render leaves the pager alone; the page-size select re-renders only when the
 * size changes. The buttons are plain elements styled once from their group, as Chakra's button
 * recipe styles an `xs` button (outline; solid in the primary palette for the current page): nine
 * Chakra buttons, each styled on every render, were about a quarter of the work of showing a table.
 */
export const TablePager = memo(function TablePager({ page, pageSize, total, shownRows, onPage, onPageSize }: TablePagerProps) {
  const empty = total === 0 || shownRows === 0;
  const pageCount = empty ? 0 : Math.ceil(total / pageSize);
  const atFirst = empty || page <= 1;
  const atLast = empty || page >= pageCount;
  const buttonStyles = usePagerButtonStyles();
  return (
    <HStack justify="space-between" wrap="wrap" gap="3" pt="3">
      <HStack gap="3">
        <Text fontSize="sm" color="fg.muted" aria-live="polite">
          {showingText(page, pageSize, shownRows, total)}
        </Text>
        <PageSizeSelect pageSize={pageSize} onPageSize={onPageSize} />
      </HStack>
      <nav aria-label="Pagination">
        <ButtonGroup attached={false} gap="1" css={buttonStyles}>
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
        </ButtonGroup>
      </nav>
    </HStack>
  );
});

/**
 * The pager buttons' styles from the theme's button recipe, once per theme: `xs` outline buttons,
 * page numbers in the gray palette, and the current page solid in the primary palette.
 */
function usePagerButtonStyles() {
  const recipe = useRecipe({ key: 'button' });
  return useMemo(
    () => ({
      '& > button:not([aria-current="page"])': recipe({ size: 'xs', variant: 'outline' }),
      '& > button[data-page]:not([aria-current="page"])': { colorPalette: 'gray' },
      '& > button[aria-current="page"]': { ...recipe({ size: 'xs', variant: 'solid' }), colorPalette: 'primary' },
    }),
    [recipe],
  );
}

const PageSizeSelect = memo(function PageSizeSelect({ pageSize, onPageSize }: { pageSize: number; onPageSize: (pageSize: number) => void }) {
  return (
    <NativeSelect.Root size="xs" width="auto">
      <NativeSelect.Field aria-label="Rows per page" value={String(pageSize)} onChange={(event) => onPageSize(Number(event.target.value))}>
        {PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
});
