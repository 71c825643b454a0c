import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../api/api-error';
import { formatNumber } from '../format/number-format';
import { notify } from '../toast/notify';
import { downloadBlob } from './download-file';
import { buildPagedCsv, type PagedCsvOptions } from './paged-export';

/** Rows written so far and how many the file will have (0 until the first page tells). */
export interface ExportProgressState {
  done: number;
  total: number;
}

/** What an export ended with (`empty`: the list had no rows, nothing was downloaded). */
export type ExportOutcome = 'downloaded' | 'empty' | 'cancelled' | 'failed' | 'busy';

/** The toast of a failed export (the reason is added under it). */
export const EXPORT_FAILED_MESSAGE = 'Gagal export data.';
/** The toast of an export of an empty list: nothing is downloaded. */
export const EXPORT_EMPTY_MESSAGE = 'Tidak ada data untuk di-export.';
/** The toast of a finished export: how many rows the file holds (its name under it). */
export const exportDoneMessage = (rows: number) => `Berhasil export ${formatNumber(rows)} baris data.`;

/**
 * Runs one paged CSV export at a time (`buildPagedCsv`) and downloads the file when it is done:
 * `progress` while it runs (for `ExportProgress`), `cancel()` stops it and nothing is downloaded.
 * A second start while one runs is ignored; leaving the screen cancels. Each end is told in a
 * toast: how many rows were written, that there was nothing to export (no file), or the failure.
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
    let written = 0;
    try {
      const onProgress = (done: number, total: number) => {
        written = done;
        setProgress({ done, total });
      };
      const file = await buildPagedCsv({ ...options, signal: abort.signal, onProgress });
      if (!file || abort.signal.aborted) return 'cancelled';
      // A file of the header alone tells nothing: say so and download nothing.
      if (written === 0) {
        notify.info(EXPORT_EMPTY_MESSAGE);
        return 'empty';
      }
      downloadBlob(fileName, file);
      notify.success(exportDoneMessage(written), { detail: fileName });
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
