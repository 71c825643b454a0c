/**
 * A cell a spreadsheet would read as a formula: it starts with `=`, `+`, `-`, `@`, tab or
 * carriage return (with nothing required after it, so a formula holding a line break is caught too).
 */
export const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV column: its header title and how to read the cell from a row. */
export interface CsvColumn<Row> {
  title: string;
  value: (row: Row, index: number) => string | number | boolean | null | undefined;
}

type Cell = ReturnType<CsvColumn<unknown>['value']>;

const QUOTE = /"/g;
/** The first characters FORMULA_START matches: = + - @ tab CR. */
const FORMULA_CODES = new Set([61, 43, 45, 64, 9, 13]);

/**
 * One RFC 4180 cell, always quoted with quotes doubled. Text that starts like a formula gets a
 * leading `'` so spreadsheets show it as text; numbers and booleans are real values and stay as
 * they are (a negative amount is a number, not text starting with `-`). Empty values are empty.
 */
function csvCell(value: Cell): string {
  if (value === null || value === undefined) return '""';
  if (typeof value !== 'string') return `"${String(value)}"`;
  // FORMULA_START by character code: this runs for every cell of a million-row export.
  const text = FORMULA_CODES.has(value.charCodeAt(0)) ? `'${value}` : value;
  return `"${text.includes('"') ? text.replace(QUOTE, '""') : text}"`;
}

/** Lines joined with CRLF; no line end after the last. */
function csvLines<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[], firstIndex: number): string {
  const lines = new Array<string>(rows.length);
  for (let index = 0; index < rows.length; index++) {
    const row = rows[index] as Row;
    let line = '';
    for (let column = 0; column < columns.length; column++) {
      if (column > 0) line += ',';
      line += csvCell((columns[column] as CsvColumn<Row>).value(row, firstIndex + index));
    }
    lines[index] = line;
  }
  return lines.join('\r\n');
}

/** The header line of `buildCsv` alone (no line end). */
export const buildCsvHeader = <Row>(columns: readonly CsvColumn<Row>[]): string => columns.map((column) => csvCell(column.title)).join(',');

/**
 * Builds an RFC 4180 CSV text (CRLF line ends, every cell quoted, quotes doubled, formula-like
 * text neutralised) from rows, header first.
 */
export function buildCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const header = buildCsvHeader(columns);
  return rows.length === 0 ? header : `${header}\r\n${csvLines(columns, rows, 0)}`;
}

/**
 * The body lines of `buildCsv` for one part of the rows (no header, no trailing line end), with the
 * same quoting and formula rules; `firstIndex` is the index of `rows[0]` in the whole file, so a
 * file built from parts numbers its rows as one.
 */
export function buildCsvRows<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[], firstIndex = 0): string {
  return csvLines(columns, rows, firstIndex);
}
