import { startsLikeFormula, type CsvColumn } from './build-csv';

const QUOTE = 34;
const COMMA = 44;
const CR = 13;
const LF = 10;
const APOSTROPHE = 39;

/**
 * Writes CSV lines as UTF-8 bytes into one buffer it reuses, with exactly the rules and bytes of
 * `buildCsv` (every cell quoted, quotes doubled, formula-like text neutralised, CRLF, each string
 * encoded as `new Blob([text])` encodes it: a lone surrogate becomes U+FFFD). A million-row export
 * builds no CSV string at all: no text per cell, line or page for the garbage collector, and no
 * second copy of the page to encode.
 */
export class CsvByteWriter {
  private buffer: Uint8Array<ArrayBuffer>;
  private length = 0;

  constructor(initialBytes = 1 << 20) {
    this.buffer = new Uint8Array(initialBytes);
  }

  /** Bytes written since the last `take()`. */
  get size(): number {
    return this.length;
  }

  /** One line of cells, each read from the row by its column (`index`: the row's index in the whole file). */
  row<Row>(columns: readonly CsvColumn<Row>[], row: Row, index: number): void {
    for (let column = 0; column < columns.length; column++) {
      if (column > 0) this.byte(COMMA);
      this.cell((columns[column] as CsvColumn<Row>).value(row, index));
    }
  }

  /** A line end (CRLF). */
  lineEnd(): void {
    this.byte(CR);
    this.byte(LF);
  }

  /** Text as it is (no quotes added), e.g. a byte-order mark or a header built by `buildCsvHeader`. */
  raw(text: string): void {
    this.utf8(text, false);
  }

  /** The bytes written so far, as a Blob; the buffer is then empty again and reused. */
  take(type: string): Blob {
    const blob = new Blob([this.buffer.subarray(0, this.length)], { type });
    this.length = 0;
    return blob;
  }

  private cell(value: ReturnType<CsvColumn<unknown>['value']>): void {
    this.byte(QUOTE);
    if (value !== null && value !== undefined) {
      if (typeof value === 'string') {
        if (startsLikeFormula(value)) this.byte(APOSTROPHE);
        this.utf8(value, true);
      } else {
        // Numbers and booleans as `buildCsv` writes them: their text, quotes not doubled.
        this.utf8(String(value), false);
      }
    }
    this.byte(QUOTE);
  }

  private byte(value: number): void {
    if (this.length === this.buffer.length) this.grow(1);
    this.buffer[this.length++] = value;
  }

  private grow(extra: number): void {
    let capacity = this.buffer.length * 2;
    while (capacity < this.length + extra) capacity *= 2;
    const next = new Uint8Array(capacity);
    next.set(this.buffer.subarray(0, this.length));
    this.buffer = next;
  }

  /** UTF-8 of `text` (a lone surrogate as U+FFFD), with `"` doubled when `doubleQuotes`. */
  private utf8(text: string, doubleQuotes: boolean): void {
    // At most 3 bytes per UTF-16 unit (a pair's 4 bytes are 2 per unit), a doubled quote 2.
    if (this.length + text.length * 3 > this.buffer.length) this.grow(text.length * 3);
    const bytes = this.buffer;
    const end = text.length;
    let at = this.length;
    let index = 0;
    // Names, ids, amounts and dates are ASCII without quotes: a byte per unit, in one tight loop.
    for (; index < end; index++) {
      const code = text.charCodeAt(index);
      if (code >= 0x80 || code === QUOTE) break;
      bytes[at++] = code;
    }
    for (; index < end; index++) {
      const code = text.charCodeAt(index);
      if (code < 0x80) {
        bytes[at++] = code;
        if (code === QUOTE && doubleQuotes) bytes[at++] = QUOTE;
      } else if (code < 0x800) {
        bytes[at++] = 0xc0 | (code >> 6);
        bytes[at++] = 0x80 | (code & 0x3f);
      } else if (code < 0xd800 || code > 0xdfff) {
        bytes[at++] = 0xe0 | (code >> 12);
        bytes[at++] = 0x80 | ((code >> 6) & 0x3f);
        bytes[at++] = 0x80 | (code & 0x3f);
      } else {
        const next = index + 1 < end ? text.charCodeAt(index + 1) : 0;
        if (code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
          const point = 0x10000 + ((code - 0xd800) << 10) + (next - 0xdc00);
          bytes[at++] = 0xf0 | (point >> 18);
          bytes[at++] = 0x80 | ((point >> 12) & 0x3f);
          bytes[at++] = 0x80 | ((point >> 6) & 0x3f);
          bytes[at++] = 0x80 | (point & 0x3f);
          index++;
        } else {
          // A lone surrogate: U+FFFD, as every UTF-8 encoder of the web writes it.
          bytes[at++] = 0xef;
          bytes[at++] = 0xbf;
          bytes[at++] = 0xbd;
        }
      }
    }
    this.length = at;
  }
}
