import { buildCsv, FORMULA_START, type CsvColumn } from './build-csv';
import { downloadFile, UTF8_BOM } from './download-file';

interface Row {
  order: string;
  amount: number;
  note: string | null;
}
const columns: CsvColumn<Row>[] = [
  { title: 'Order Id', value: (row) => row.order },
  { title: 'Jumlah', value: (row) => row.amount },
  { title: 'Catatan', value: (row) => row.note },
];

describe('buildCsv', () => {
  it('quotes every cell, doubles quotes and ends lines with CRLF (RFC 4180)', () => {
    expect(buildCsv(columns, [{ order: 'A-1', amount: 15000, note: 'say "hi", ok' }])).toBe('"Order Id","Jumlah","Catatan"\r\n"A-1","15000","say ""hi"", ok"');
  });

  it.each([
    ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    ['+1+1', `"'+1+1"`],
    ['-2+3', `"'-2+3"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['\tcmd', `"'\tcmd"`],
    ['\rcmd', `"'\rcmd"`],
    ['=1+1\nline two', `"'=1+1\nline two"`],
  ])('neutralises a formula cell %j', (note, cell) => {
    expect(buildCsv(columns, [{ order: 'A', amount: 1, note }]).split('\r\n')[1]).toBe(`"A","1",${cell}`);
  });

  it('keeps real numbers (even negative) and leaves empty values empty', () => {
    expect(buildCsv(columns, [{ order: 'B', amount: -5, note: null }]).split('\r\n')[1]).toBe('"B","-5",""');
  });
});

describe('downloadFile', () => {
  it('clicks a temporary link with the file name and a UTF-8 BOM for CSV', async () => {
    const blobs: Blob[] = [];
    const createObjectURL = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:csv';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const clicks: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click(this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    downloadFile('transactions_VA.csv', '"a"');
    expect(clicks).toEqual(['transactions_VA.csv']);
    // Blob.text() drops a BOM while decoding: look at the bytes.
    expect([...new Uint8Array(await blobs[0]!.arrayBuffer())]).toEqual([...new TextEncoder().encode(`${UTF8_BOM}"a"`)]);
    expect(blobs[0]!.type).toBe('text/csv;charset=utf-8');
    expect(document.querySelector('a[download]')).toBeNull();
  });
});

describe('formula detection', () => {
  const one: CsvColumn<{ v: string }>[] = [{ title: 'v', value: (row) => row.v }];
  const cellOf = (value: string) => buildCsv(one, [{ v: value }]).slice('"v"\r\n'.length);

  it('neutralises exactly the cells FORMULA_START matches, whatever the first character', () => {
    // The writer decides ASCII by character code and the rest by the pattern: ASCII and well past
    // it, alone and after a space (which takes the pattern's way).
    for (let code = 0; code < 0x3100; code++) {
      if (code >= 0xd800 && code <= 0xdfff) continue;
      for (const value of [`${String.fromCodePoint(code)}x`, ` ${String.fromCodePoint(code)}x`]) {
        const expected = (FORMULA_START.test(value) ? `'${value}` : value).replaceAll('"', '""');
        if (cellOf(value) !== `"${expected}"`) throw new Error(`U+${code.toString(16)}: ${cellOf(value)}`);
      }
    }
  });

  it('knows every character Unicode compatibility turns into = + - @ |', () => {
    for (let code = 0x80; code <= 0x10ffff; code++) {
      if (code >= 0xd800 && code <= 0xdfff) continue;
      const character = String.fromCodePoint(code);
      const plain = character.normalize('NFKC').charAt(0);
      if ('=+-@|'.includes(plain) && plain !== '') expect([character, FORMULA_START.test(`${character}1`)]).toEqual([character, true]);
    }
  });

  // OWASP's CSV injection guidance, and the forms the probe of issue 24 found passing unchanged.
  it.each([
    ['=, as before', '=1+1'],
    ['+', '+1+1'],
    ['-', '-2+3'],
    ['@', '@SUM(A1)'],
    ['a tab', '\t=1+1'],
    ['a carriage return', '\r=1+1'],
    ['a NUL', '\u0000=1+1'],
    ['a line feed', '\n=1+1'],
    ['a pipe (DDE)', "|cmd' /C calc'!A0"],
    ['leading spaces', '   =1+1'],
    ['a no-break space', '\u00a0=1+1'],
    ['a byte-order mark', '\ufeff=1+1'],
    ['a zero-width space', '\u200b=1+1'],
    ['a zero-width joiner and a word joiner', '\u200d\u2060@SUM(A1)'],
    ['a full-width equals sign', '＝1+1'],
    ['a full-width plus sign', '＋1+1'],
    ['a full-width hyphen-minus', '－2+3'],
    ['a full-width commercial at', '＠SUM(A1)'],
    ['a full-width vertical line', "｜cmd' /C calc'!A0"],
    ['spaces, then a full-width equals sign', '  ＝1+1'],
    ['an ideographic space, then a minus', '\u3000-1'],
  ])('neutralises a cell starting with %s', (_form, value) => {
    expect(cellOf(value)).toBe(`"'${value}"`);
  });

  it.each([
    ['a name', 'Budi Santoso'],
    ['an order id', 'VA0120261121000001'],
    ['leading spaces before a word', '   Budi'],
    ['a BOM before a word', '\ufeffBudi'],
    ['a formula character later on', 'PT A = B'],
    ['a full-width letter', 'Ａｇｕｓ'],
    ['an empty text', ''],
  ])('leaves %s as it is', (_what, value) => {
    expect(cellOf(value)).toBe(`"${value}"`);
  });
});
