import type { Pagination } from '../api/contract';
import { buildCsvHeader, buildCsvRows, type CsvColumn } from './build-csv';
import { UTF8_BOM } from './download-file';

/** One page of a list call, as the exporter needs it. */
export interface ExportPage<Row> {
  rows: readonly Row[];
  pagination?: Partial<Pagination>;
}

export interface PagedCsvOptions<Row> {
  /**
   * Fetches page `page` (1-based) with page size `max` through the screen's list call; `exportId`
   * is the same for every page of one export (pass it to `fetchList`, so the server records the export).
   */
  fetchPage: (page: number, max: number, exportId: string) => Promise<ExportPage<Row>>;
  columns: readonly CsvColumn<Row>[];
  /** The page size asked for; the server may answer with a smaller one (its `itemPerPage` wins). */
  pageSize?: number;
  /** At most this many rows (spec 9: 1,000,000). */
  maxRows?: number;
  /** After each page: rows written so far, and how many the file will have. */
  onProgress?: (done: number, total: number) => void;
  /** Aborting stops after the page in flight; the result is then null. */
  signal?: AbortSignal;
}

/** Rows per export page asked for: big enough to keep the number of calls low, small enough to parse quickly. */
export const EXPORT_PAGE_SIZE = 10_000;
/** The most rows a CSV export holds (spec 9). */
export const EXPORT_MAX_ROWS = 1_000_000;

const CSV_TYPE = 'text/csv;charset=utf-8';

/** A random id of one export (browsers and Node both have `crypto.randomUUID` in secure contexts; a fallback elsewhere). */
function newExportId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `export-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}
/** Lets the browser handle input between pages, so the screen stays usable. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Pages asked for ahead of the one being converted: the server is never idle while the browser works. */
export const EXPORT_PAGES_AHEAD = 2;

/**
 * Builds a CSV file of every row of a paged list without holding it as one string: it fetches page
 * after page (up to `EXPORT_PAGES_AHEAD` pages are asked for while the current one is converted),
 * turns each page into CSV text and then into a Blob, and joins the Blobs at the end; only a few
 * pages of rows are in the JS heap at a time. Paging follows the replies: the first reply's
 * `itemPerPage` becomes the page size (a server may cap `max`), and its `totalData` (capped at
 * `maxRows`) the row count. Resolves with the file (UTF-8 BOM, header, CRLF lines), or null when
 * aborted.
 */
export async function buildPagedCsv<Row>({ fetchPage, columns, pageSize = EXPORT_PAGE_SIZE, maxRows = EXPORT_MAX_ROWS, onProgress, signal }: PagedCsvOptions<Row>): Promise<Blob | null> {
  const parts: BlobPart[] = [new Blob([UTF8_BOM + buildCsvHeader(columns)], { type: CSV_TYPE })];
  const exportId = newExportId();
  let done = 0;
  let size = pageSize;
  let total = maxRows;
  let lastPage = 1;
  /** Replies of the pages after the current one, in page order. */
  const ahead: Promise<ExportPage<Row>>[] = [];
  let nextPage = 2;
  const askAhead = () => {
    while (ahead.length < EXPORT_PAGES_AHEAD && nextPage <= lastPage && (nextPage - 1) * size < total) {
      const pending = fetchPage(nextPage, size, exportId);
      // Marked as handled while it waits; its failure still rejects the `await` that takes it.
      pending.catch(() => undefined);
      ahead.push(pending);
      nextPage += 1;
    }
  };
  let pending: Promise<ExportPage<Row>> | undefined = fetchPage(1, size, exportId);
  for (let page = 1; pending; page++) {
    const reply: ExportPage<Row> = await pending;
    if (signal?.aborted) return null;
    const pagination = reply.pagination ?? {};
    if (page === 1) {
      total = Math.min(pagination.totalData ?? reply.rows.length, maxRows);
      size = pagination.itemPerPage && pagination.itemPerPage > 0 ? pagination.itemPerPage : Math.max(reply.rows.length, 1);
      lastPage = pagination.totalPage ?? Math.ceil(total / size);
    }
    const rows = reply.rows.slice(0, total - done);
    const more = rows.length > 0 && done + rows.length < total && page < lastPage;
    // Ask for the next pages before converting this one: the server works while the browser does.
    if (more) askAhead();
    pending = more ? ahead.shift() : undefined;
    if (rows.length > 0) parts.push(new Blob(['\r\n' + buildCsvRows(columns, rows, done)], { type: CSV_TYPE }));
    done += rows.length;
    onProgress?.(done, Math.max(total, done));
    await yieldToBrowser();
    if (signal?.aborted) return null;
  }
  return new Blob(parts, { type: CSV_TYPE });
}
