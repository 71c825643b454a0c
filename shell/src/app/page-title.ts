import { useEffect } from 'react';
import { useMatches } from 'react-router';

export const PRODUCT_NAME = 'Payment Console';

/** A route's `handle`: the screen's name, shown in the browser tab. */
export interface RouteHandle {
  title: string;
}

export const titled = (title: string): RouteHandle => ({ title });

const isRouteHandle = (handle: unknown): handle is RouteHandle =>
  typeof handle === 'object' && handle !== null && typeof (handle as { title?: unknown }).title === 'string';

/** `Company Group · Payment Console`; the product name alone when the screen has no name. */
export function documentTitle(screen: string | null): string {
  return screen ? `${screen} · ${PRODUCT_NAME}` : PRODUCT_NAME;
}

/** Sets the browser tab's title from the deepest matched route that names its screen. */
export function useDocumentTitle(): void {
  const matches = useMatches();
  const screen = [...matches].reverse().find((match) => isRouteHandle(match.handle))?.handle as RouteHandle | undefined;
  const title = documentTitle(screen?.title ?? null);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
