/**
 * Runs in headless Chromium (bundled by run.ts): the console's paged CSV export (the screen's own
 * columns and `buildPagedCsv`) against the naive way (one request for every row, one CSV string),
 * both against the reference API, reporting wall time, JS heap samples and the file's size.
 */
import { buildCsv, csvColumnsOf } from '@console/shared';
import { transactionColumns } from '../../mf-transactions/src/features/transactions/transaction-columns';
import { exportQuery } from '../../mf-transactions/src/features/transactions/transaction-query';
import { VA_SCREEN } from '../../mf-transactions/src/features/transactions/transaction-screens';
import type { TransactionRow } from '../../mf-transactions/src/features/transactions/transaction-types';
import { buildPagedCsv } from '../../shared/src/csv/paged-export';

/** One export's outcome, as the page reports it to the runner. */
export interface ExportRun {
  ms: number;
  bytes: number;
  rows: number;
  peakHeapBytes: number;
  pages: number;
  /** False when the time limit stopped it (then `rows` is how far it got). */
  completed: boolean;
  total: number;
}

declare global {
  interface Performance {
    memory?: { usedJSHeapSize: number };
  }
  interface Window {
    gc?: () => void;
    exportBench: { paged: (base: string, token: string, range: { from: string; to: string }, limitMs: number) => Promise<ExportRun>; naive: (base: string, token: string, range: { from: string; to: string }) => Promise<ExportRun> };
  }
}

const columns = csvColumnsOf(transactionColumns(VA_SCREEN.columns, { rowNumberOf: () => undefined, utcOffsetHours: 7 }));
const state = (range: { from: string; to: string }) => ({ table: { page: 1, pageSize: 10, sort: null, search: '', columnFilters: [] }, filters: {}, range, params: { by: 'trctOrderId' } });

/** Samples the JS heap every 20 ms (and at each step the caller marks) and keeps the peak. */
function heapWatch() {
  let peak = 0;
  const sample = () => {
    peak = Math.max(peak, performance.memory?.usedJSHeapSize ?? 0);
  };
  sample();
  const timer = setInterval(sample, 20);
  return { sample, stop: () => (clearInterval(timer), sample(), peak) };
}

function url(base: string, query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== null && value !== '') params.append(key, String(value));
  return `${base}${VA_SCREEN.listPath}?${params}`;
}

async function paged(base: string, token: string, range: { from: string; to: string }, limitMs: number): Promise<ExportRun> {
  window.gc?.();
  const heap = heapWatch();
  let pages = 0;
  let rows = 0;
  let total = 0;
  const started = performance.now();
  // The benchmark is bounded in time: past the limit the export is cancelled like the user's Cancel.
  const abort = new AbortController();
  const limit = setTimeout(() => abort.abort(), limitMs);
  const file = await buildPagedCsv<TransactionRow>({
    signal: abort.signal,
    columns,
    fetchPage: async (page, max) => {
      pages += 1;
      const reply = await (await fetch(url(base, exportQuery(state(range), page, max)), { headers: { Authentication: token } })).json();
      heap.sample();
      return { rows: reply.data, pagination: reply.pagination };
    },
    onProgress: (done, all) => {
      rows = done;
      total = all;
      heap.sample();
    },
  });
  clearTimeout(limit);
  const ms = performance.now() - started;
  return { ms, bytes: file?.size ?? 0, rows, peakHeapBytes: heap.stop(), pages, completed: file !== null, total };
}

async function naive(base: string, token: string, range: { from: string; to: string }): Promise<ExportRun> {
  window.gc?.();
  const heap = heapWatch();
  const started = performance.now();
  const response = await fetch(url(base, exportQuery(state(range), 1, 1_000_000)), { headers: { Authentication: token } });
  const text = await response.text();
  heap.sample();
  const reply = JSON.parse(text) as { data: TransactionRow[] };
  heap.sample();
  const csv = buildCsv(columns, reply.data);
  heap.sample();
  const file = new Blob(['\ufeff' + csv], { type: 'text/csv;charset=utf-8' });
  heap.sample();
  const ms = performance.now() - started;
  return { ms, bytes: file.size, rows: reply.data.length, peakHeapBytes: heap.stop(), pages: 1, completed: true, total: reply.data.length };
}

window.exportBench = { paged, naive };
