import { renderCell } from './cell-value';
import type { ColumnFolding } from './column-priority';
import { priorityOf } from './column-priority';
import { readValue } from './table-model';
import type { DataTableColumn } from './table-types';

/** What a row's details toggle says before the row's name, and the header of a table's toggle column. */
export const DETAILS_TOGGLE_LABEL = 'Kolom lain';

export interface DetailsToggleProps {
  /** Names the row: `Kolom lain {label}` (the columns folded away, not the record's detail some screens open). */
  label: string;
  expanded: boolean;
  /** The id of the details row it opens (referred to while it is open). */
  detailsId: string;
  /** The table's lowest priority: from that width up the toggle is hidden (nothing is folded). */
  until: number;
  onToggle: () => void;
}

/**
 * The button that opens a row's details: one plain element per row (its chevron is drawn by the
 * table's style sheet, no icon elements, no Chakra component: a 100-row page gets 100 buttons and
 * nothing more), shown only while some column of the table is folded away. Called as a function
 * by the row, not rendered as a component of its own.
 */
export function detailsToggle({ label, expanded, detailsId, until, onToggle }: DetailsToggleProps) {
  return (
    <button
      type="button"
      data-details-toggle=""
      data-fold-until={until}
      aria-label={`${DETAILS_TOGGLE_LABEL} ${label}`}
      aria-expanded={expanded}
      aria-controls={expanded ? detailsId : undefined}
      onClick={onToggle}
    />
  );
}

export interface RowDetailsProps<Row> {
  id: string;
  row: Row;
  folding: ColumnFolding<Row>;
  /** Every column of the table with the actions column: the details span them all. */
  columnCount: number;
}

/**
 * A row's details, under it: the value of each column that can fold, labelled by its header.
 * Each item shows only while its column is hidden (the table's style sheet), so on a wider table
 * the details hold only what is still folded away.
 */
export function RowDetails<Row>({ id, row, folding, columnCount }: RowDetailsProps<Row>) {
  return (
    <tr id={id} data-details="" data-fold-until={folding.until}>
      <td colSpan={columnCount}>
        <dl>
          {folding.columns.map((column: DataTableColumn<Row>) => (
            <div key={column.id} data-priority={priorityOf(column)}>
              <dt>{column.header}</dt>
              <dd>{renderCell(column, row, readValue(column, row))}</dd>
            </div>
          ))}
        </dl>
      </td>
    </tr>
  );
}
