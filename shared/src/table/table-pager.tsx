import { Button, ButtonGroup, HStack, NativeSelect, Text } from '@chakra-ui/react';
import { PAGE_SIZES, pageWindow, showingText } from './table-state';

export interface TablePagerProps {
  page: number;
  pageSize: number;
  total: number;
  shownRows: number;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
}

/** Info text, page size (10/20/30/50/100), First/Prev, five page numbers, Next/Last (spec 2.13, 9). */
export function TablePager({ page, pageSize, total, shownRows, onPage, onPageSize }: TablePagerProps) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const atFirst = page <= 1;
  const atLast = page >= pageCount;
  return (
    <HStack justify="space-between" wrap="wrap" gap="3" pt="3">
      <HStack gap="3">
        <Text fontSize="sm" color="fg.muted" aria-live="polite">
          {showingText(page, pageSize, shownRows, total)}
        </Text>
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
              aria-label={`Page ${number}`}
              aria-current={number === page ? 'page' : undefined}
              variant={number === page ? 'solid' : 'outline'}
              colorPalette={number === page ? 'primary' : 'gray'}
              onClick={() => onPage(number)}
            >
              {number}
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
}
