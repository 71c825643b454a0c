import { buildCsv, type CsvColumn } from './build-csv';
import { UTF8_BOM } from './download-file';
import { exportSignal } from './export-signals';
import { buildPagedCsv, EXPORT_PAGES_AHEAD, type ExportPage } from './paged-export';
import { csvColumnsOf } from './table-csv';
import type { DataTableColumn } from '../table/table-types';

interface Row {
  id: number;
  note: string;
}
const ROWS: Row[] = Array.from({ length: 25 }, (_, index) => ({ id: index + 1, note: index === 3 ? '=HYPERLINK("x")' : `n${index + 1}` }));
const columns: DataTableColumn<Row>[] = [
  { id: 'no', header: 'No.', exportValue: (_row, index) => index + 1 },
  { id: 'id', header: 'Id' },
  { id: 'note', header: 'Catatan' },
  { id: 'hidden', header: 'Hidden', exportValue: false },
];

/** A server that caps the page size at `cap` whatever `max` asks, like the bounded transaction lists. */
function server(rows: readonly Row[], cap: number) {
  const calls: [number, number][] = [];
  const fetchPage = async (page: number, max: number): Promise<ExportPage<Row>> => {
    calls.push([page, max]);
    const size = Math.min(max, cap);
    return { rows: rows.slice((page - 1) * size, page * size), pagination: { page, itemPerPage: size, totalData: rows.length, totalPage: Math.ceil(rows.length / size) } };
  };
  return { calls, fetchPage };
}

const decode = async (blob: Blob) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blob.arrayBuffer());

describe('buildPagedCsv', () => {
  it("pages by the reply's itemPerPage when the server caps max, and builds one file with continuous numbers", async () => {
    const { calls, fetchPage } = server(ROWS, 10);
    const progress: [number, number][] = [];
    const file = await buildPagedCsv({ fetchPage, columns: csvColumnsOf(columns), pageSize: 1000, onProgress: (done, total) => progress.push([done, total]) });
    expect(calls).toEqual([
      [1, 1000],
      [2, 10],
      [3, 10],
    ]);
    expect(progress).toEqual([
      [10, 25],
      [20, 25],
      [25, 25],
    ]);
    const text = await decode(file!);
    expect(text.startsWith('\ufeff"No.","Id","Catatan"\r\n"1","1","n1"\r\n')).toBe(true);
    const lines = text.split('\r\n');
    expect(lines).toHaveLength(26);
    expect(lines[4]).toBe(`"4","4","'=HYPERLINK(""x"")"`);
    expect(lines[25]).toBe('"25","25","n25"');
    expect(file!.type).toBe('text/csv;charset=utf-8');
  });

  it('stops at maxRows and writes only the header for an empty list', async () => {
    const capped = await buildPagedCsv({ ...server(ROWS, 10), columns: csvColumnsOf(columns), pageSize: 10, maxRows: 15 });
    expect((await decode(capped!)).split('\r\n')).toHaveLength(16);
    const empty = await buildPagedCsv({ ...server([], 10), columns: csvColumnsOf(columns) });
    expect(await decode(empty!)).toBe('\ufeff"No.","Id","Catatan"');
  });

  it('resolves null when aborted, and asks for no page after that', async () => {
    const { calls, fetchPage } = server(ROWS, 5);
    const abort = new AbortController();
    const file = await buildPagedCsv({
      fetchPage,
      columns: csvColumnsOf(columns),
      pageSize: 5,
      signal: abort.signal,
      onProgress: (done) => {
        if (done === 10) abort.abort();
      },
    });
    expect(file).toBeNull();
    // Pages 1 and 2, plus page 3 asked for in advance while page 2 was converted.
    expect(calls.map(([page]) => page)).toEqual([1, 2, 3]);
  });

  it(`keeps at most ${EXPORT_PAGES_AHEAD} pages asked for ahead, and asks for each page once`, async () => {
    let open = 0;
    let mostOpen = 0;
    const asked: number[] = [];
    const fetchPage = async (page: number) => {
      asked.push(page);
      open += 1;
      mostOpen = Math.max(mostOpen, open);
      await new Promise((resolve) => setTimeout(resolve, 2));
      open -= 1;
      return { rows: ROWS.slice((page - 1) * 3, page * 3), pagination: { itemPerPage: 3, totalData: ROWS.length, totalPage: Math.ceil(ROWS.length / 3) } };
    };
    const file = await buildPagedCsv({ fetchPage, columns: csvColumnsOf(columns), pageSize: 3 });
    expect((await file!.text()).split('\r\n')).toHaveLength(ROWS.length + 1);
    // One request of an export at the API at a time: more crowd out other users (decision 161).
    expect(mostOpen).toBe(1);
    expect(asked).toEqual(Array.from({ length: Math.ceil(ROWS.length / 3) }, (_, index) => index + 1));
  });

  it('aborts the pages in flight at once when cancelled, and resolves null without waiting for them', async () => {
    const signals: AbortSignal[] = [];
    const abort = new AbortController();
    // Page 1 answers; every later page hangs until its request is aborted.
    const fetchPage = (page: number, _max: number, exportId: string): Promise<ExportPage<Row>> => {
      // What fetchList does with the export id: the export's signal goes with the request.
      const signal = exportSignal(exportId) as AbortSignal;
      signals.push(signal);
      if (page === 1) return Promise.resolve({ rows: ROWS.slice(0, 5), pagination: { itemPerPage: 5, totalData: 25, totalPage: 5 } });
      return new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    };
    const file = buildPagedCsv({ fetchPage, columns: csvColumnsOf(columns), pageSize: 5, signal: abort.signal, onProgress: () => abort.abort() });
    await expect(file).resolves.toBeNull();
    expect(signals).toHaveLength(1 + EXPORT_PAGES_AHEAD);
    expect(signals.every((signal) => signal.aborted)).toBe(true);
  });

  it('resolves null at once on Cancel even when the list call does not listen to the signal', async () => {
    const abort = new AbortController();
    const never = () => new Promise<ExportPage<Row>>(() => undefined);
    const file = buildPagedCsv({ fetchPage: never, columns: csvColumnsOf(columns), signal: abort.signal });
    abort.abort();
    await expect(file).resolves.toBeNull();
  });

  it('aborts the pages still in flight when a page fails', async () => {
    const signals: AbortSignal[] = [];
    const fetchPage = (page: number, _max: number, exportId: string): Promise<ExportPage<Row>> => {
      // What fetchList does with the export id: the export's signal goes with the request.
      const signal = exportSignal(exportId) as AbortSignal;
      signals.push(signal);
      if (page === 1) return Promise.resolve({ rows: ROWS.slice(0, 5), pagination: { itemPerPage: 5, totalData: 25, totalPage: 5 } });
      if (page === 2) return Promise.reject(new Error('Network Error'));
      return new Promise(() => undefined);
    };
    await expect(buildPagedCsv({ fetchPage, columns: csvColumnsOf(columns), pageSize: 5 })).rejects.toThrow('Network Error');
    expect(signals.length).toBeGreaterThan(1);
    expect(signals.every((signal) => signal.aborted)).toBe(true);
  });

  it('forgets the export id once the export is over', async () => {
    let exportId = '';
    const fetchPage = async (page: number, max: number, id: string): Promise<ExportPage<Row>> => {
      exportId = id;
      expect(exportSignal(id)?.aborted).toBe(false);
      return { rows: ROWS.slice((page - 1) * max, page * max), pagination: { itemPerPage: max, totalData: ROWS.length, totalPage: Math.ceil(ROWS.length / max) } };
    };
    await buildPagedCsv({ fetchPage, columns: csvColumnsOf(columns), pageSize: 10 });
    expect(exportId).not.toBe('');
    expect(exportSignal(exportId)).toBeUndefined();
  });

  it('rejects when a page fails', async () => {
    const fetchPage = async (page: number) => {
      if (page === 2) throw new Error('Network Error');
      return { rows: ROWS.slice(0, 5), pagination: { itemPerPage: 5, totalData: 25, totalPage: 5 } };
    };
    await expect(buildPagedCsv({ fetchPage, columns: csvColumnsOf(columns), pageSize: 5 })).rejects.toThrow('Network Error');
  });
});

describe('the paged file, byte for byte', () => {
  interface Mixed {
    id: number;
    text: string | null;
    amount: number | null;
    paid: boolean;
  }
  // Every kind of cell the writer treats apart: plain and quoted text, formulas in each form of
  // decision 094, non-ASCII (2, 3 and 4 bytes in UTF-8), a lone surrogate, line breaks, empty and
  // missing values, numbers and booleans; more rows than one slice of the conversion.
  const TEXTS = ['Budi Santoso', 'say "hi", ok', '=HYPERLINK("x")', '+1', '-2', '@SUM(A1)', '|cmd', '\t=1', '  =1', '\u00a0=1', '\ufeff=1', '＝1', '⁺1', 'Ａｇｕｓ', 'Jl. Merdeka №5', 'café', '日本', '😀 emoji', '\ud800 lone', 'lone \udc00', 'a\r\nb', '', ' ', null];
  const rows: Mixed[] = Array.from({ length: 4_321 }, (_, index) => ({
    id: index + 1,
    text: TEXTS[index % TEXTS.length] ?? null,
    amount: index % 7 === 0 ? null : (index - 2_000) * 1_000.5,
    paid: index % 3 === 0,
  }));
  const mixedColumns: CsvColumn<Mixed>[] = [
    { title: 'No.', value: (_row, index) => index + 1 },
    { title: 'Teks "kutip"', value: (row) => row.text },
    { title: 'Jumlah', value: (row) => row.amount },
    { title: 'Lunas', value: (row) => row.paid },
    { title: '=Rumus', value: (row) => (row.text === null ? undefined : `${row.id}:${row.text}`) },
  ];

  it("is the bytes of buildCsv's text with the byte-order mark, as a Blob of that text would hold them", async () => {
    const fetchPage = async (page: number, max: number): Promise<ExportPage<Mixed>> => ({
      rows: rows.slice((page - 1) * max, page * max),
      pagination: { itemPerPage: max, totalData: rows.length, totalPage: Math.ceil(rows.length / max) },
    });
    const file = await buildPagedCsv({ fetchPage, columns: mixedColumns, pageSize: 1_000 });
    const expected = new Blob([UTF8_BOM + buildCsv(mixedColumns, rows)]);
    expect(Buffer.from(await file!.arrayBuffer()).equals(Buffer.from(await expected.arrayBuffer()))).toBe(true);
  });

  it('is the same whatever the page size', async () => {
    const filesOf = async (max: number) => {
      const fetchPage = async (page: number): Promise<ExportPage<Mixed>> => ({ rows: rows.slice((page - 1) * max, page * max), pagination: { itemPerPage: max, totalData: rows.length, totalPage: Math.ceil(rows.length / max) } });
      return Buffer.from(await (await buildPagedCsv({ fetchPage, columns: mixedColumns, pageSize: max }))!.arrayBuffer());
    };
    const [small, large] = await Promise.all([filesOf(7), filesOf(10_000)]);
    expect(small.equals(large)).toBe(true);
  });
});
