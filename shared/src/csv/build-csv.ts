import Papa from 'papaparse';

/**
 * A cell a spreadsheet would read as a formula: it starts with `=`, `+`, `-`, `@`, tab or
 * carriage return. papaparse's own `escapeFormulae: true` pattern ends in `.*$` without the
 * dotAll flag, so a formula cell holding a line break slipped through; this pattern has no tail.
 */
export const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV column: its header title and how to read the cell from a row. */
export interface CsvColumn<Row> {
  title: string;
  value: (row: Row, index: number) => string | number | boolean | null | undefined;
}

/**
 * Builds an RFC 4180 CSV text (CRLF line ends, every cell quoted, quotes doubled) from rows.
 * Text cells that start like a formula get a leading `'` so spreadsheets show them as text;
 * numbers and booleans are real values and stay as they are. Empty values become empty cells.
 */
export function buildCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const header = columns.map((column) => column.title);
  const body = rows.map((row, index) => columns.map((column) => column.value(row, index) ?? ''));
  return Papa.unparse([header, ...body], UNPARSE_OPTIONS);
}

const UNPARSE_OPTIONS = { quotes: true, escapeFormulae: FORMULA_START, newline: '\r\n' };

/** The header line of `buildCsv` alone (no line end). */
export const buildCsvHeader = <Row>(columns: readonly CsvColumn<Row>[]): string => Papa.unparse([columns.map((column) => column.title)], UNPARSE_OPTIONS);

/**
 * The body lines of `buildCsv` for one part of the rows (no header, no trailing line end), with the
 * same quoting and formula rules; `firstIndex` is the index of `rows[0]` in the whole file, so a
 * file built from parts numbers its rows as one.
 */
export function buildCsvRows<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[], firstIndex = 0): string {
  if (rows.length === 0) return '';
  const body = rows.map((row, index) => columns.map((column) => column.value(row, firstIndex + index) ?? ''));
  return Papa.unparse(body, UNPARSE_OPTIONS);
}
