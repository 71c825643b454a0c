import { type RefObject, useState } from 'react';

/** The width (px) of each header cell, by its place (the columns, then the actions column); 0 for a hidden one. */
export type HeldWidths = readonly number[];

/** The header cells' widths while the region still shows rows, or null (no rows on screen, or no table yet). */
function measure(region: HTMLElement | null): HeldWidths | null {
  if (!region?.querySelector(':scope > table > tbody > tr[data-row-index]')) return null;
  return Array.from(region.querySelectorAll<HTMLElement>(':scope > table > thead > tr > th'), (cell) => cell.offsetWidth);
}

/**
 * The widths the columns had with rows, kept while the table shows a status row instead (a search
 * with no result, an error), so the header does not jump to the widths of its labels and back.
 * They are read once, while rendering the status: the rows are still in the document then. Nothing
 * is read while rows are shown, so a sort or a page change costs nothing more.
 */
export function useHeldColumnWidths(region: RefObject<HTMLElement | null>, showingStatus: boolean): HeldWidths | null {
  const [held, setHeld] = useState<HeldWidths | null>(null);
  if (showingStatus && held === null) {
    // Worked out while rendering (React's adjust-state-on-change pattern), before the rows leave.
    const widths = measure(region.current);
    if (widths) {
      setHeld(widths);
      return widths;
    }
  }
  if (!showingStatus && held !== null) {
    setHeld(null);
    return null;
  }
  return held;
}
