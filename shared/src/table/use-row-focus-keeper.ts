import { useCallback, useEffect, useRef, type FocusEvent, type RefObject } from 'react';

/**
 * Keeps keyboard focus in the table when the element that had it disappears (the row a user just
 * deleted, whose Delete button the closing dialog would have returned focus to): focus moves to
 * the first control of the row now at the same place, or to the table itself when no row is left.
 */
export function useRowFocusKeeper(region: RefObject<HTMLElement | null>, rowsVersion: unknown) {
  const lastRowIndex = useRef<number | null>(null);

  // Handlers of one identity: the memoized table frame they are given is not rendered again.
  const onFocus = useCallback((event: FocusEvent<HTMLElement>) => {
    const row = (event.target as HTMLElement).closest('tr[data-row-index]');
    lastRowIndex.current = row ? Number(row.getAttribute('data-row-index')) : null;
  }, []);
  // Focus left for nowhere (a click on the page's background): the user moved on, nothing to keep.
  // Focus moving into a dialog opened from the row keeps the row in mind.
  const onBlur = useCallback((event: FocusEvent<HTMLElement>) => {
    if (event.relatedTarget === null) lastRowIndex.current = null;
  }, []);

  useEffect(() => {
    const index = lastRowIndex.current;
    const container = region.current;
    if (index === null || !container) return;
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    const rows = container.querySelectorAll<HTMLElement>('tr[data-row-index]');
    const row = rows[Math.min(index, rows.length - 1)];
    // The first control that is shown: a row also holds controls hidden at this width (the phone
    // menu's button on a wide screen, the details toggle when nothing is folded).
    const controls = row ? Array.from(row.querySelectorAll<HTMLElement>('button:not([disabled]), a[href], [tabindex="0"]')) : [];
    const target = controls.find(isShown) ?? container;
    target.focus();
    lastRowIndex.current = row ? Math.min(index, rows.length - 1) : null;
  }, [region, rowsVersion]);

  return { onFocus, onBlur };
}

/** Whether an element is rendered (not `display: none` itself or inside); assumed so where the browser cannot tell (jsdom). */
function isShown(element: HTMLElement): boolean {
  return typeof element.checkVisibility === 'function' ? element.checkVisibility() : true;
}
