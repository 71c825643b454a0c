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
  return Papa.unparse([header, ...body], { quotes: true, escapeFormulae: FORMULA_START, newline: '\r\n' });
}
