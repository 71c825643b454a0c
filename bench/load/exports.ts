/**
 * A full export as the browser's exporter runs it (shared `buildPagedCsv`): the VA list for a wide
 * range at `max=10000`, page after page until the last one, the next page asked for as soon as the
 * previous one arrived. Bounded by a page count and a deadline.
 */
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
  let totalPage = 1;
  let totalData = 0;
  for (let page = 1; page <= Math.min(totalPage, MAX_PAGES) && Date.now() < deadline; page += 1) {
    const url = `${base}/dashboard/transactionVa/?from=${from}&to=${to}&orderField=trctCreatedTime&orderValue=DESC&max=${EXPORT_PAGE_SIZE}&page=${page}`;
    const pageStarted = performance.now();
    const response = await fetch(url, { headers: { Authentication: token } });
    const text = await response.text();
    pageMs.push(performance.now() - pageStarted);
    bytes += Buffer.byteLength(text);
    if (response.status !== 200) {
      errors += 1;
      break;
    }
    const body = JSON.parse(text) as Page;
    if (body.status.error !== 0) errors += 1;
    rows += body.data.length;
    totalPage = body.pagination.totalPage;
    totalData = body.pagination.totalData;
  }
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
