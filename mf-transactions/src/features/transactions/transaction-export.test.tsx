import { screen, waitFor } from '@testing-library/react';
import { renderTransactions } from './transaction-test-kit';

// Whole screens with Chakra in jsdom: slow on a busy machine.
jest.setTimeout(30_000);

let files: { name: string; blob: Blob }[];
beforeEach(() => {
  files = [];
  let last: Blob | null = null;
  Object.assign(URL, {
    createObjectURL: jest.fn((blob: Blob) => {
      last = blob;
      return 'blob:csv';
    }),
    revokeObjectURL: jest.fn(),
  });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click(this: HTMLAnchorElement) {
    if (last) files.push({ name: this.download, blob: last });
  });
});
afterEach(() => jest.restoreAllMocks());

/** Every line's cells: each cell must be quoted, `""` is a quote. */
const parseQuoted = (text: string) =>
  text.split('\r\n').map((line) => {
    expect(line).toMatch(/^"(?:[^"]|"")*"(?:,"(?:[^"]|"")*")*$/);
    return [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((match) => match[1]!.replaceAll('""', '"'));
  });

const textOf = async (blob: Blob) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blob.arrayBuffer());

describe('Transaction CSV export', () => {
  it('exports the filtered range by created time, every column but Actions, quoted, neutralised and with the notification mapping', async () => {
    const { user, api } = renderTransactions({ route: '/dashboard/transaction-va?from=2026-11-01&to=2026-11-21&f_status=03&by=trctOrderId&q=VA' });
    await screen.findByText('VA-005', {}, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(files).toHaveLength(1), { timeout: 5000 });
    expect(files[0]!.name).toBe('transactions_VA.csv');
    const exportCalls = api.callsTo('GET', '/dashboard/transactionVa/').filter((call) => call.query.get('orderField') === 'trctCreatedTime');
    expect(Object.fromEntries(exportCalls[0]!.query)).toEqual({
      page: '1',
      max: '10000',
      orderField: 'trctCreatedTime',
      orderValue: 'DESC',
      from: '2026-11-01',
      to: '2026-11-21',
      'finds[trctOrderId]': 'VA',
      'finds[trctStatus]': '03',
    });
    // Each page of the export is marked with the export's id, so the API records it once (decision 105);
    // the screen's own list calls are not.
    const exportId = exportCalls[0]!.headers.get('X-Console-Export');
    expect(exportId).toMatch(/^[A-Za-z0-9-]{8,64}$/);
    expect(exportCalls.every((call) => call.headers.get('X-Console-Export') === exportId)).toBe(true);
    const listCalls = api.callsTo('GET', '/dashboard/transactionVa/').filter((call) => call.query.get('orderField') !== 'trctCreatedTime');
    expect(listCalls.length).toBeGreaterThan(0);
    expect(listCalls.every((call) => call.headers.get('X-Console-Export') === null)).toBe(true);
    const text = await textOf(files[0]!.blob);
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text.split('\r\n')[0]).toBe('\ufeff"No.","Order Id","No. Virtual Account","Nama VA","Bank","Jumlah","Jumlah Dibayar","Tanggal","Kadaluarsa","Waktu Lunas","Status","Notifikasi"');
    const rows = parseQuoted(text.slice(1));
    expect(rows).toHaveLength(5);
    expect(rows[1]).toEqual(['1', 'VA-005', '8800105', 'Budi', 'BRI', '1500000', '1500000', '2026-11-21 10:04:05', '2026-11-22 10:04:05', '2026-11-21 11:00:00', 'Lunas', 'Sukses']);
    // Fallback fields, the formula neutralised, an empty notification array is `No Data`.
    expect(rows[2]).toEqual(['2', 'VA-004', '8800104', `'=HYPERLINK("http://x")`, 'BJB', '250000', '', '2026-11-21 09:00:00', '', '', 'Belum Lunas', 'No Data']);
    expect(rows[3]![11]).toBe('Pending');
    // A notification with another status is an empty cell.
    expect(rows[4]![11]).toBe('');
    expect(text).not.toContain('Actions');
    expect(text).toContain('"VA-005"');
    // The finished export says how many rows it wrote, and where.
    expect(await screen.findByText('Berhasil export 4 baris data.')).toBeInTheDocument();
    expect(screen.getByText('transactions_VA.csv')).toBeInTheDocument();
  });

  it('says there is nothing to export for an empty list, and downloads nothing', async () => {
    const { user, api } = renderTransactions({ route: '/dashboard/transaction-va?from=2026-11-01&to=2026-11-21', rows: [] });
    expect(await screen.findByText('No data available', {}, { timeout: 5000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('Tidak ada data untuk di-export.')).toBeInTheDocument();
    expect(api.callsTo('GET', '/dashboard/transactionVa/').filter((call) => call.query.get('orderField') === 'trctCreatedTime')).toHaveLength(1);
    expect(files).toEqual([]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export' })).toBeEnabled());
  });
});
