/**
 * Characters that make a spreadsheet read a cell as a formula or a command (DDE) when they start
 * it. OWASP's guidance (the floor) names `= + - @`, tab, CR and NUL; added: `|`, every other
 * control character (LF...), and every character Unicode's compatibility form (NFKC) turns into
 * one of `= + - @ |` (the full-width `＝＋－＠｜`, the small, superscript and subscript forms,
 * Hebrew `﬩`, `⩵` `⩶`), which a spreadsheet or an input method may read as the plain one.
 */
const FORMULA_CHARACTERS = '=+\\-@|\\p{Cc}\\uFF1D\\uFF0B\\uFF0D\\uFF20\\uFF5C\\uFE62\\uFE63\\uFE66\\uFE6B\\u207A\\u207C\\u208A\\u208C\\uFB29\\u2A75\\u2A76';

/**
 * A cell a spreadsheet would read as a formula: after any spaces (no-break spaces included) and
 * invisible format characters (BOM, zero-width, direction marks), which spreadsheets pass over,
 * its first character is one of FORMULA_CHARACTERS (with nothing required after it, so a formula
 * holding a line break is caught too).
 */
export const FORMULA_START = new RegExp(`^[\\p{Zs}\\p{Zl}\\p{Zp}\\p{Cf}]*[${FORMULA_CHARACTERS}]`, 'u');

/** One CSV column: its header title and how to read the cell from a row. */
export interface CsvColumn<Row> {
  title: string;
  value: (row: Row, index: number) => string | number | boolean | null | undefined;
}

type Cell = ReturnType<CsvColumn<unknown>['value']>;

const QUOTE = /"/g;

/** What a cell's first character, if ASCII, says: 0 plain text, 1 a formula, 2 look further (a space). */
const ASCII_START = new Uint8Array(128).map((_, code) => (code < 32 || code === 127 || '=+-@|'.includes(String.fromCharCode(code)) ? 1 : code === 32 ? 2 : 0));

/**
 * Whether a text cell gets a leading `'`: FORMULA_START, decided by character code first (this
 * runs for every cell of a million-row export). Also used by the byte writer of the paged export.
 */
export function startsLikeFormula(value: string): boolean {
  if (value === '') return false;
  const code = value.charCodeAt(0);
  if (code < 128) {
    const start = ASCII_START[code];
    if (start !== 2) return start === 1;
  }
  return FORMULA_START.test(value);
}

/**
 * One RFC 4180 cell, always quoted with quotes doubled. Text that starts like a formula gets a
 * leading `'` so spreadsheets show it as text (the text after it is kept as it was); numbers and
 * booleans are real values and stay as they are (a negative amount is a number, not text starting
 * with `-`). Empty values are empty.
 */
function csvCell(value: Cell): string {
  if (value === null || value === undefined) return '""';
  if (typeof value !== 'string') return `"${String(value)}"`;
  const text = startsLikeFormula(value) ? `'${value}` : value;
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
