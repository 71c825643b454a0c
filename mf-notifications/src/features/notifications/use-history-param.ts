import { useSearchParams } from 'react-router';

/** The URL parameter naming the notification whose history is open. */
export const HISTORY_PARAM = 'history';

/**
 * Which notification's history is open, kept in the URL (`?history=<notiId>`) so a link opens it
 * and Back closes it. Anything but a positive whole number reads as closed. The list controller
 * keeps parameters it does not own, so the list state and this live side by side.
 */
export function useHistoryParam() {
  const [params, setParams] = useSearchParams();
  const raw = params.get(HISTORY_PARAM) ?? '';
  const id = /^[1-9]\d{0,14}$/.test(raw) ? Number(raw) : null;
  // Opening adds a history entry (Back closes the dialog); closing replaces it.
  const write = (next: number | null) =>
    setParams(
      (previous) => {
        const merged = new URLSearchParams(previous);
        if (next === null) merged.delete(HISTORY_PARAM);
        else merged.set(HISTORY_PARAM, String(next));
        return merged;
      },
      { replace: next === null },
    );
  return { id, open: (notiId: number) => write(notiId), close: () => write(null) };
}
