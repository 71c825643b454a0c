/**
 * The abort signal of each export under way, by its export id: `buildPagedCsv` registers it, and
 * `fetchList` given that `exportId` passes it to the request, so Cancel stops the pages in flight
 * at once. Through the export id a screen's own `fetchPage` needs nothing more than it passed
 * already (the contract of `PagedCsvOptions` and `fetchList` is unchanged).
 */
const signals = new Map<string, AbortSignal>();

/** Registers `signal` for the export `exportId`; returns the way to forget it when the export ends. */
export function registerExportSignal(exportId: string, signal: AbortSignal): () => void {
  signals.set(exportId, signal);
  return () => {
    if (signals.get(exportId) === signal) signals.delete(exportId);
  };
}

/** The abort signal of the export `exportId` while it runs, else undefined. */
export const exportSignal = (exportId: string): AbortSignal | undefined => signals.get(exportId);
