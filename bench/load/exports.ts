/**
 * A full export as the browser's exporter runs it (shared `buildPagedCsv`): the VA list for a wide
 * range at `max=10000`, page after page until the last one, with the exporter's pages asked for
 * ahead (`EXPORT_PAGES_AHEAD`, so as many requests in flight as the browser keeps). Bounded by a
 * page count and a deadline.
 */
import { EXPORT_PAGES_AHEAD } from '../../shared/src/csv/paged-export';

export interface ExportFigure {
  pages: number;
  rows: number;
  totalData: number;
  bytes: number;
  wallMs: number;
  pageMs: { median: number; max: number };
  errors: number;
}

const EXPORT_PAGE_SIZE = 10_000;
const MAX_PAGES = 200;

interface Page {
  data: unknown[];
  pagination: { totalPage: number; totalData: number };
  status: { error: number };
}

export async function runExport(base: string, token: string, from: string, to: string, deadline: number): Promise<ExportFigure> {
  const started = performance.now();
  const pageMs: number[] = [];
  let rows = 0;
  let bytes = 0;
  let errors = 0;
  let totalPage: number;
  let totalData = 0;
  const ask = async (page: number) => {
    const url = `${base}/dashboard/transactionVa/?from=${from}&to=${to}&orderField=trctCreatedTime&orderValue=DESC&max=${EXPORT_PAGE_SIZE}&page=${page}`;
    const pageStarted = performance.now();
    const response = await fetch(url, { headers: { Authentication: token } });
    const text = await response.text();
    return { status: response.status, text, ms: performance.now() - pageStarted };
  };
  // BENCH_EXPORT_AHEAD=0: one page at a time, as this bench asked before issue 37 (for comparison).
  const ahead = Math.max(1, Number(process.env.BENCH_EXPORT_AHEAD ?? EXPORT_PAGES_AHEAD));
  const inFlight: ReturnType<typeof ask>[] = [ask(1)];
  let nextPage = 2;
  while (inFlight.length > 0) {
    const reply = await (inFlight.shift() as ReturnType<typeof ask>);
    pageMs.push(reply.ms);
    bytes += Buffer.byteLength(reply.text);
    if (reply.status !== 200) {
      errors += 1;
      break;
    }
    const body = JSON.parse(reply.text) as Page;
    if (body.status.error !== 0) errors += 1;
    rows += body.data.length;
    totalPage = body.pagination.totalPage;
    totalData = body.pagination.totalData;
    while (inFlight.length < ahead && nextPage <= Math.min(totalPage, MAX_PAGES) && Date.now() < deadline) inFlight.push(ask(nextPage++));
  }
  // A page still in flight when the loop stopped early is awaited, so the process exits cleanly.
  await Promise.allSettled(inFlight);
  if (rows !== totalData) errors += 1;
  const sorted = [...pageMs].sort((a, b) => a - b);
  return {
    pages: pageMs.length,
    rows,
    totalData,
    bytes,
    wallMs: Math.round(performance.now() - started),
    pageMs: { median: Math.round(sorted[Math.floor(sorted.length / 2)] ?? Number.NaN), max: Math.round(sorted.at(-1) ?? Number.NaN) },
    errors,
  };
}
