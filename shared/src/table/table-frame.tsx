import { Spinner, Table } from '@chakra-ui/react';
import { createContext, type FocusEvent, memo, type ReactNode, type RefObject, useContext } from 'react';
import { ACTIONS_HEADER_STYLES, BODY_CELL_STYLES, HEADER_CELL_STYLES } from './table-styles';

/** What changes from one render of a DataTable to the next: its header cells and its body (a `tbody`). */
export interface TableContent {
  headerCells: ReactNode;
  body: ReactNode;
}

const TableContentContext = createContext<TableContent>({ headerCells: null, body: null });

/** Hands a DataTable's header cells and body to its frame, which renders them where they belong. */
export const TableContentProvider = TableContentContext.Provider;

function HeaderCellsSlot() {
  return useContext(TableContentContext).headerCells;
}

function BodySlot() {
  return useContext(TableContentContext).body;
}

const TABLE_STYLES = { '& > tbody': BODY_CELL_STYLES } as const;

export interface TableFrameProps {
  label: string;
  /** Height of the scrolling body under the sticky header. */
  height: string;
  isLoading: boolean;
  /** The small spinner over rows being reloaded. */
  showSpinner: boolean;
  hasActions: boolean;
  region: RefObject<HTMLDivElement | null>;
  onFocus: (event: FocusEvent<HTMLElement>) => void;
  onBlur: (event: FocusEvent<HTMLElement>) => void;
}

/**
 * The Chakra parts around a DataTable's cells: the focusable scroll region, the table with its
 * sticky header row, and the body styled once for all its plain cells. Memoized: Chakra styles a
 * component on every render of it, so a sort or a page change renders only the header cells and
 * the body (through the content context), not this frame.
 */
export const TableFrame = memo(function TableFrame({ label, height, isLoading, showSpinner, hasActions, region, onFocus, onBlur }: TableFrameProps) {
  return (
    <Table.ScrollArea
      ref={region}
      borderWidth="1px"
      borderRadius="md"
      maxH={height}
      tabIndex={0}
      role="region"
      aria-label={`${label} table`}
      position="relative"
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <Table.Root size="sm" stickyHeader aria-label={label} aria-busy={isLoading ? true : undefined} css={TABLE_STYLES}>
        <Table.Header>
          <Table.Row bg="bg.muted" css={HEADER_CELL_STYLES}>
            <HeaderCellsSlot />
            {hasActions ? <Table.ColumnHeader css={ACTIONS_HEADER_STYLES}>Actions</Table.ColumnHeader> : null}
          </Table.Row>
        </Table.Header>
        {/* The body and its rows are plain elements styled once from the table: a hundred rows
            of styled cells cost noticeably more to render and re-sort (see bench/results/table.md). */}
        <BodySlot />
      </Table.Root>
      {showSpinner ? <Spinner size="sm" position="absolute" top="2" right="2" aria-label="Loading" /> : null}
    </Table.ScrollArea>
  );
});
