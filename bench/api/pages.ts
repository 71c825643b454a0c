import BetterSqlite3 from 'better-sqlite3';

/**
 * Export pages: the time of page 1, of the deepest full page and of the last page of the VA export's
 * query (a 30-day range ordered by created time, newest first), over HTTP against the real server,
 * for three page sizes.
 * For comparison, the same pages read the old way (one query joining the table, LIMIT / OFFSET
 * over table rows) straight from the database file.
 */

export interface PageFigure {
  pageSize: number;
  page: number;
  totalPage: number;
  totalData: number;
  rows: number;
  bytes: number;
  /** Median of the timed requests, milliseconds. */
  medianMs: number;
  /** The old one-step query on the same database, median milliseconds (SQL only, no HTTP or JSON). */
  oneStepSqlMs: number;
  /** The new two-step query on the same database, median milliseconds (SQL only). */
  twoStepSqlMs: number;
}

const REPEATS = 5;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

async function timed(url: string, token: string): Promise<{ ms: number; bytes: number; body: string }> {
  const started = performance.now();
  const response = await fetch(url, { headers: { Authentication: token } });
  const body = await response.text();
  if (response.status !== 200) throw new Error(`HTTP ${response.status}: ${body.slice(0, 200)}`);
  return { ms: performance.now() - started, bytes: Buffer.byteLength(body), body };
}

function sqlTimings(databaseFile: string, companyId: number, start: string, end: string, size: number, offset: number) {
  const db = new BetterSqlite3(databaseFile, { readonly: true });
  try {
    const where = "t.trctCompId = ? AND t.trctType = 'va' AND t.trctCreatedTime >= ? AND t.trctCreatedTime < ?";
    const order = 't.trctCreatedTime DESC, t.trctId DESC';
    const columns = 't.*, n.notiId, n.notiStatus, n.notiCreatedTime';
    const oneStep = db.prepare(`SELECT ${columns} FROM transactions t LEFT JOIN notifications n ON n.notiTrctId = t.trctId
      WHERE ${where} ORDER BY ${order} LIMIT ? OFFSET ?`);
    const ids = db.prepare(`SELECT t.trctId FROM transactions t WHERE ${where} ORDER BY ${order} LIMIT ? OFFSET ?`).pluck();
    const rows = db.prepare(`SELECT ${columns} FROM transactions t LEFT JOIN notifications n ON n.notiTrctId = t.trctId
      WHERE t.trctId IN (SELECT value FROM json_each(?)) ORDER BY ${order}`);
    const time = (work: () => unknown) => {
      const samples: number[] = [];
      for (let i = 0; i <= REPEATS; i++) {
        const started = performance.now();
        work();
        if (i > 0) samples.push(performance.now() - started);
      }
      return Number(median(samples).toFixed(1));
    };
    return {
      oneStepSqlMs: time(() => oneStep.all(companyId, start, end, size, offset)),
      twoStepSqlMs: time(() => rows.all(JSON.stringify(ids.all(companyId, start, end, size, offset)))),
    };
  } finally {
    db.close();
  }
}

export async function measureExportPages(options: {
  base: string;
  token: string;
  databaseFile: string;
  companyId: number;
  from: string;
  to: string;
  range: { start: string; end: string };
}): Promise<PageFigure[]> {
  const figures: PageFigure[] = [];
  for (const pageSize of [10_000, 1_000, 100]) {
    const query = (page: number) =>
      `${options.base}/dashboard/transactionVa/?from=${options.from}&to=${options.to}&orderField=trctCreatedTime&orderValue=DESC&max=${pageSize}&page=${page}`;
    const first = JSON.parse((await timed(query(1), options.token)).body) as { pagination: { totalPage: number; totalData: number } };
    const { totalPage, totalData } = first.pagination;
    // Page 1, the deepest full page (same row count as page 1, so the two compare), the last page.
    for (const page of [...new Set([1, Math.max(1, totalPage - 1), totalPage])]) {
      const samples: number[] = [];
      let last = { ms: 0, bytes: 0, body: '' };
      for (let i = 0; i <= REPEATS; i++) {
        last = await timed(query(page), options.token);
        if (i > 0) samples.push(last.ms);
      }
      const rows = (JSON.parse(last.body) as { data: unknown[] }).data.length;
      const sql = sqlTimings(options.databaseFile, options.companyId, options.range.start, options.range.end, pageSize, (page - 1) * pageSize);
      figures.push({ pageSize, page, totalPage, totalData, rows, bytes: last.bytes, medianMs: Number(median(samples).toFixed(1)), ...sql });
      console.log(`  max=${pageSize} page ${page}/${totalPage}: ${rows} rows, ${median(samples).toFixed(1)} ms (SQL one-step ${sql.oneStepSqlMs} ms, two-step ${sql.twoStepSqlMs} ms)`);
    }
  }
  return figures;
}

export function pagesMarkdown(figures: PageFigure[], from: string, to: string): string {
  const rows = figures
    .map((f) => `| ${f.pageSize.toLocaleString('en')} | ${f.page} of ${f.totalPage} | ${f.rows.toLocaleString('en')} | ${(f.bytes / 1024 / 1024).toFixed(1)} MB | ${f.medianMs} ms | ${f.twoStepSqlMs} ms | ${f.oneStepSqlMs} ms |`)
    .join('\n');
  return `
## Export pages

The VA export's query as \`staff\` (company 1, ${figures[0]?.totalData.toLocaleString('en') ?? '?'} rows): \`from=${from}&to=${to}&orderField=trctCreatedTime&orderValue=DESC\`,
page 1, the deepest full page (as many rows as page 1) and the last page, median of ${REPEATS} requests after one warm-up. "HTTP" is the whole request against the server
(query, totals over the range, JSON); the SQL columns time only the page's rows on the same database file: the
two-step query the API uses (ids from the covering index, then those rows) and the old one-step query
(LIMIT / OFFSET over joined table rows).

| page size | page | rows | reply | HTTP | SQL two-step | SQL one-step (old) |
|---|---|---|---|---|---|---|
${rows}
`;
}
