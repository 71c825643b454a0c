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
  it('neutralises exactly the cells FORMULA_START matches', () => {
    const one: CsvColumn<{ v: string }>[] = [{ title: 'v', value: (row) => row.v }];
    for (let code = 0; code < 128; code++) {
      const value = `${String.fromCharCode(code)}x`;
      const cell = buildCsv(one, [{ v: value }]).split('\r\n')[1]!;
      const expected = (FORMULA_START.test(value) ? `'${value}` : value).replaceAll('"', '""');
      expect(cell).toBe(`"${expected}"`);
    }
  });
});
