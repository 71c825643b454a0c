import { Spinner } from '@chakra-ui/react';
import { createContext, type FocusEvent, memo, type ReactNode, type RefObject, useContext } from 'react';
import { TABLE_CLASSES } from './table-style-rules';
import { TableStyleSheet } from './table-style-sheet';
import { DETAILS_TOGGLE_LABEL } from './row-details';

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

export interface TableFrameProps {
  label: string;
  /** Height of the scrolling body under the sticky header. */
  height: string;
  isLoading: boolean;
  /** The small spinner over rows being reloaded. */
  showSpinner: boolean;
  hasActions: boolean;
  /**
   * The table's lowest column priority when its columns fold (the actions column then also holds
   * each row's details toggle); null when nothing folds.
   */
  foldUntil: number | null;
  /** The actions column's width (px) with rows, kept while the table shows a status instead. */
  actionsWidth?: number | undefined;
  region: RefObject<HTMLDivElement | null>;
  onFocus: (event: FocusEvent<HTMLElement>) => void;
  onBlur: (event: FocusEvent<HTMLElement>) => void;
}

/**
 * The parts around a DataTable's cells: the focusable scroll region, the table with its sticky
 * header row, and the body. Plain elements styled by the table's style sheet (`TABLE_CLASSES`),
 * as `Table.ScrollArea`, `Table.Root` (size `sm`, sticky header), `Table.Header`, `Table.Row` and
 * `Table.ColumnHeader` styled them. Memoized: a sort or a page change renders only the header
 * cells and the body (through the content context), not this frame.
 */
export const TableFrame = memo(function TableFrame({ label, height, isLoading, showSpinner, hasActions, foldUntil, actionsWidth, region, onFocus, onBlur }: TableFrameProps) {
  return (
    <div
      ref={region}
      className={TABLE_CLASSES.region}
      style={{ maxHeight: height }}
      tabIndex={0}
      role="region"
      aria-label={`${label} table`}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <TableStyleSheet />
      <table className={TABLE_CLASSES.table} aria-label={label} aria-busy={isLoading ? true : undefined}>
        <thead className={TABLE_CLASSES.header}>
          <tr className={TABLE_CLASSES.headerRow}>
            <HeaderCellsSlot />
            {hasActions || foldUntil !== null ? (
              <th
                className={TABLE_CLASSES.actionsHeader}
                // Without row actions the column holds only the details toggles and goes with them.
                data-fold-until={hasActions ? undefined : (foldUntil ?? undefined)}
                style={actionsWidth ? { width: `${actionsWidth}px`, minWidth: `${actionsWidth}px` } : undefined}
              >
                {hasActions ? 'Actions' : DETAILS_TOGGLE_LABEL}
              </th>
            ) : null}
          </tr>
        </thead>
        <BodySlot />
      </table>
      {showSpinner ? <Spinner size="sm" position="absolute" top="2" right="2" aria-label="Loading" /> : null}
    </div>
  );
});
