import { TABLE_CSS } from './table-css.generated';

/**
 * The style sheet of the DataTable and the StaticTable's status row, compiled from the theme ahead
 * of time (decision 075). React puts it in the document's head once, however many tables render
 * it, in the commit that shows the first of them.
 */
export function TableStyleSheet() {
  return (
    <style href="console-table" precedence="console-table">
      {TABLE_CSS}
    </style>
  );
}
