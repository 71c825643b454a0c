import { Button, ButtonGroup, HStack, NativeSelect, Text } from '@chakra-ui/react';
import { memo } from 'react';
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
 * size changes.
 */
export const TablePager = memo(function TablePager({ page, pageSize, total, shownRows, onPage, onPageSize }: TablePagerProps) {
  const empty = total === 0 || shownRows === 0;
  const pageCount = empty ? 0 : Math.ceil(total / pageSize);
  const atFirst = empty || page <= 1;
  const atLast = empty || page >= pageCount;
  return (
    <HStack justify="space-between" wrap="wrap" gap="3" pt="3">
      <HStack gap="3">
        <Text fontSize="sm" color="fg.muted" aria-live="polite">
          {showingText(page, pageSize, shownRows, total)}
        </Text>
        <PageSizeSelect pageSize={pageSize} onPageSize={onPageSize} />
      </HStack>
      <nav aria-label="Pagination">
        <ButtonGroup size="xs" variant="outline" attached={false} gap="1">
          <Button onClick={() => onPage(1)} disabled={atFirst}>
            First
          </Button>
          <Button onClick={() => onPage(page - 1)} disabled={atFirst}>
            Prev
          </Button>
          {pageWindow(page, pageCount).map((number) => (
            <Button
              key={number}
              aria-label={`Page ${formatNumber(number)}`}
              aria-current={number === page ? 'page' : undefined}
              variant={number === page ? 'solid' : 'outline'}
              colorPalette={number === page ? 'primary' : 'gray'}
              onClick={() => onPage(number)}
            >
              {formatNumber(number)}
            </Button>
          ))}
          <Button onClick={() => onPage(page + 1)} disabled={atLast}>
            Next
          </Button>
          <Button onClick={() => onPage(pageCount)} disabled={atLast}>
            Last
          </Button>
        </ButtonGroup>
      </nav>
    </HStack>
  );
});

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
