import type { Pagination } from '../api/contract';
import { buildCsvHeader, type CsvColumn } from './build-csv';
import { CsvByteWriter } from './csv-byte-writer';
import { registerExportSignal } from './export-signals';
import { UTF8_BOM } from './download-file';

/** One page of a list call, as the exporter needs it. */
export interface ExportPage<Row> {
  rows: readonly Row[];
  pagination?: Partial<Pagination>;
}

export interface PagedCsvOptions<Row> {
  /**
   * Fetches page `page` (1-based) with page size `max` through the screen's list call; `exportId`
   * is the same for every page of one export (pass it to `fetchList`, so the server records the
   * export, and a page still loading stops at once when the export is cancelled or fails).
   */
  fetchPage: (page: number, max: number, exportId: string) => Promise<ExportPage<Row>>;
  columns: readonly CsvColumn<Row>[];
  /** The page size asked for; the server may answer with a smaller one (its `itemPerPage` wins). */
  pageSize?: number;
  /** At most this many rows (spec 9: 1,000,000). */
  maxRows?: number;
  /** After each page: rows written so far, and how many the file will have. */
  onProgress?: (done: number, total: number) => void;
  /** Aborting stops the export at once (pages in flight are aborted); the result is then null. */
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

/**
 * Lets the browser handle input and paint between slices of the work, so the screen stays usable:
 * `scheduler.yield()` where the browser has it (it resumes before other queued tasks, without the
 * 4 ms a nested timeout may wait), else a timeout.
 */
function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise<void>((resolve) => setTimeout(resolve, 0));
}

/**
 * The page's reply, or null as soon as `signal` aborts (whether or not the request listens to it).
 * Unlike a race with one long-lived "aborted" promise, nothing keeps a reply once it is taken.
 */
function unlessAborted<T>(reply: Promise<T>, signal: AbortSignal): Promise<T | null> {
  if (signal.aborted) return Promise.resolve(null);
  return new Promise<T | null>((resolve, reject) => {
    const onAbort = () => resolve(null);
    signal.addEventListener('abort', onAbort, { once: true });
    reply.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

/**
 * Pages asked for ahead of the one being converted, so the server has the next page to read while
 * the browser converts: one, so an export never has more than one request queued at the API and
 * does not crowd out other users. Measured (`bench/load/exports-ahead.ts`, decision 161): with two
 * ahead the VA list's p95 during two exports was 61 ms instead of 12 ms, and the exports were no
 * faster (the API reads the pages of one list one after another in its read worker).
 */
export const EXPORT_PAGES_AHEAD = 1;

/** Rows converted between two yields to the browser (a few milliseconds of work). */
const ROWS_PER_SLICE = 2_000;

/**
 * Builds a CSV file of every row of a paged list without holding it as one string: it fetches page
 * after page (up to `EXPORT_PAGES_AHEAD` pages are asked for while the current one is converted),
 * writes each page's rows as UTF-8 bytes (`CsvByteWriter`: the rules and bytes of `buildCsv`, no
 * CSV text built), a slice of rows at a time with the browser given its turn in between, and keeps
 * each page as a Blob; the Blobs are joined at the end. Only the pages in flight are in the JS heap.
 * Paging follows the replies: the first reply's `itemPerPage` becomes the page size (a server may
 * cap `max`), and its `totalData` (capped at `maxRows`) the row count. Resolves with the file (UTF-8
 * BOM, header, CRLF lines), or null when aborted: then the pages in flight are aborted too (those
 * fetched with `fetchList` and the export id; any other resolves null at once all the same).
 */
export async function buildPagedCsv<Row>({ fetchPage, columns, pageSize = EXPORT_PAGE_SIZE, maxRows = EXPORT_MAX_ROWS, onProgress, signal }: PagedCsvOptions<Row>): Promise<Blob | null> {
  if (signal?.aborted) return null;
  // One controller for the pages of this export: aborted by the caller's signal, and when the export
  // ends any other way (a failed page), so nothing keeps loading for a file nobody will get.
  const pages = new AbortController();
  const cancel = () => pages.abort();
  signal?.addEventListener('abort', cancel, { once: true });
  let forgetSignal = () => {};
  try {
    const writer = new CsvByteWriter();
    writer.raw(UTF8_BOM + buildCsvHeader(columns));
    const parts: Blob[] = [writer.take(CSV_TYPE)];
    const exportId = newExportId();
    forgetSignal = registerExportSignal(exportId, pages.signal);
    const ask = (page: number, max: number) => {
      const reply = fetchPage(page, max, exportId);
      // Marked as handled while it waits; its failure still rejects the `await` that takes it.
      reply.catch(() => undefined);
      return reply;
    };
    let done = 0;
    let size = pageSize;
    let total = maxRows;
    let lastPage = 1;
    /** Replies of the pages after the current one, in page order. */
    const ahead: Promise<ExportPage<Row>>[] = [];
    let nextPage = 2;
    const askAhead = () => {
      while (ahead.length < EXPORT_PAGES_AHEAD && nextPage <= lastPage && (nextPage - 1) * size < total) {
        ahead.push(ask(nextPage, size));
        nextPage += 1;
      }
    };
    let pending: Promise<ExportPage<Row>> | undefined = ask(1, size);
    for (let page = 1; pending; page++) {
      const reply = await unlessAborted(pending, pages.signal);
      if (reply === null || pages.signal.aborted) return null;
      const pagination = reply.pagination ?? {};
      if (page === 1) {
        total = Math.min(pagination.totalData ?? reply.rows.length, maxRows);
        size = pagination.itemPerPage && pagination.itemPerPage > 0 ? pagination.itemPerPage : Math.max(reply.rows.length, 1);
        lastPage = pagination.totalPage ?? Math.ceil(total / size);
      }
      const count = Math.max(0, Math.min(reply.rows.length, total - done));
      const more = count > 0 && done + count < total && page < lastPage;
      // Ask for the next pages before converting this one: the server works while the browser does.
      if (more) askAhead();
      pending = more ? ahead.shift() : undefined;
      for (let from = 0; from < count; from += ROWS_PER_SLICE) {
        const to = Math.min(from + ROWS_PER_SLICE, count);
        for (let index = from; index < to; index++) {
          writer.lineEnd();
          writer.row(columns, reply.rows[index] as Row, done + index);
        }
        if (to < count) {
          await yieldToBrowser();
          if (pages.signal.aborted) return null;
        }
      }
      if (count > 0) parts.push(writer.take(CSV_TYPE));
      done += count;
      onProgress?.(done, Math.max(total, done));
      await yieldToBrowser();
      if (pages.signal.aborted) return null;
    }
    return new Blob(parts, { type: CSV_TYPE });
  } finally {
    signal?.removeEventListener('abort', cancel);
    pages.abort();
    forgetSignal();
  }
}
