import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../api/api-error';
import { notify } from '../toast/notify';
import { downloadBlob } from './download-file';
import { buildPagedCsv, type PagedCsvOptions } from './paged-export';

/** Rows written so far and how many the file will have (0 until the first page tells). */
export interface ExportProgressState {
  done: number;
  total: number;
}

/** What an export ended with. */
export type ExportOutcome = 'downloaded' | 'cancelled' | 'failed' | 'busy';

/** The toast of a failed export (the reason is added under it). */
export const EXPORT_FAILED_MESSAGE = 'Gagal export data.';

/**
 * Runs one paged CSV export at a time (`buildPagedCsv`) and downloads the file when it is done:
 * `progress` while it runs (for `ExportProgress`), `cancel()` stops it and nothing is downloaded.
 * A second start while one runs is ignored; leaving the screen cancels. A failure shows a toast.
 */
export function useCsvExport() {
  const [progress, setProgress] = useState<ExportProgressState | null>(null);
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  const start = async <Row>(fileName: string, options: Omit<PagedCsvOptions<Row>, 'signal' | 'onProgress'>): Promise<ExportOutcome> => {
    if (running.current) return 'busy';
    const abort = new AbortController();
    running.current = abort;
    setProgress({ done: 0, total: 0 });
    try {
      const file = await buildPagedCsv({ ...options, signal: abort.signal, onProgress: (done, total) => setProgress({ done, total }) });
      if (!file || abort.signal.aborted) return 'cancelled';
      downloadBlob(fileName, file);
      return 'downloaded';
    } catch (error) {
      if (abort.signal.aborted) return 'cancelled';
      notify.error(EXPORT_FAILED_MESSAGE, { detail: errorMessage(error) });
      return 'failed';
    } finally {
      running.current = null;
      setProgress(null);
    }
  };

  return { progress, running: progress !== null, start, cancel: () => running.current?.abort() };
}
