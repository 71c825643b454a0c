import { type RefObject, startTransition, useEffect, useState } from 'react';

/** The shortest a body row can be (compact cells, one line of text). */
const MIN_ROW_HEIGHT = 28;
/** The shortest the sticky header row can be (its cells' padding and one line of text: 36 px). */
const MIN_HEADER_HEIGHT = 28;

/**
 * How many rows fill the scroll region once the new page is in it: from its top to the lower edge
 * of what is scrolled into view, at the region's full height, under the sticky header. The region
 * grows with its rows up to that height, so its height as it stands (a loading row, a short page)
 * is not the measure. Row i starts at least `MIN_HEADER_HEIGHT + i * MIN_ROW_HEIGHT` down, so the
 * rows from the first to the last that can reach into view are enough (decision 162).
 */
export function rowsFillingRegion(region: HTMLElement | null, maxHeight: number): number {
  const bottom = (region?.scrollTop ?? 0) + Math.max(region?.clientHeight ?? 0, maxHeight);
  return Math.max(1, Math.ceil((bottom - MIN_HEADER_HEIGHT) / MIN_ROW_HEIGHT));
}

/** The region's full height in pixels: its `height` when given in px, or else the window's height. */
export function regionMaxHeight(height: string): number {
  const pixels = /^\s*(\d+(?:\.\d+)?)px\s*$/.exec(height);
  if (pixels) return Number(pixels[1]);
  return typeof window === 'undefined' ? 1000 : window.innerHeight;
}

/** More than half of the rows are new: a sort, another page, a filter (not an edit of this page). */
function isNewPage(previous: readonly string[], next: readonly string[]): boolean {
  if (previous.length === 0) return true;
  const before = new Set(previous);
  let kept = 0;
  for (const key of next) if (before.has(key)) kept += 1;
  return kept * 2 < next.length;
}

/** A control of a body row has focus: every row stays, so the focused one is never taken out. */
function focusInBody(region: HTMLElement | null): boolean {
  const active = region?.ownerDocument.activeElement;
  return Boolean(active && active.closest('tbody') && region?.contains(active));
}

interface Shown {
  keys: readonly string[];
  count: number;
  /** Counts the pages shown part by part: the body element is made anew for each. */
  generation: number;
}

export interface RowsInFirstFrame {
  /** How many of the page's rows to render now. */
  shown: number;
  /**
   * Changes when a new page starts with only its first rows: the body is then a new element, so
   * the old page's rows leave the document in one step instead of one by one.
   */
  generation: number;
}

/**
 * How many of a page's rows to render now. A new page (a sort, a page change, a filter) first
 * renders the rows that fill the visible part of the scroll region, so the frame the user sees
 * after a click carries only those; the rest follow in a low-priority render after that frame is
 * painted, a frame or two later, and every row is in the document again. An edit of the page,
 * a refresh and a page whose row has focus render every row at once (decision 073).
 */
export function useRowsInFirstFrame(rowKeys: readonly string[], region: RefObject<HTMLElement | null>, maxHeight: number): RowsInFirstFrame {
  const [shown, setShown] = useState<Shown>(() => ({ keys: rowKeys, count: rowsFillingRegion(null, maxHeight), generation: 0 }));
  let current = shown;
  if (!sameKeys(shown.keys, rowKeys)) {
    // Worked out while rendering (React's adjust-state-on-change pattern): the first commit of the
    // new page already holds only the rows that fill the region.
    const partial = isNewPage(shown.keys, rowKeys) && !focusInBody(region.current);
    current = partial
      ? { keys: rowKeys, count: rowsFillingRegion(region.current, maxHeight), generation: shown.generation + 1 }
      : { keys: rowKeys, count: Infinity, generation: shown.generation };
    setShown(current);
  }
  const { keys, count, generation } = current;
  const total = rowKeys.length;
  useEffect(() => {
    if (count >= total) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // After the next frame is painted: a timeout set from an animation frame runs after its paint.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setShown((state) => (state.keys === keys ? { ...state, count: Infinity } : state))));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [keys, count, total]);
  return { shown: Math.min(count, total), generation };
}

function sameKeys(left: readonly string[], right: readonly string[]): boolean {
  return left === right || (left.length === right.length && left.every((key, index) => key === right[index]));
}
