/**
 * The page the table benchmark measures: the console's DataTable in client mode over 1,000 rows,
 * 100 per page, inside the console's theme. `window.tableBench` mounts it and re-sorts it and
 * reports how long each took until the next frame was painted.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { DataTable } from '../../shared/src/table';
import type { DataTableColumn } from '../../shared/src/table';
import { consoleSystem } from '../../shared/src/theme';

interface Transaction {
  trctId: number;
  trctOrderId: string;
  trctVirtualAccountName: string;
  trctBank: string;
  trctTotalAmount: number;
  trctCreatedTime: string;
  trctStatus: string;
  trctLunasTime: string | null;
}

const BANKS = ['BRI', 'BJB', 'Mandiri'];
const STATUSES = ['00', '03', '05'];

/** Deterministic rows (a linear congruential generator, no Math.random). */
function makeRows(count: number): Transaction[] {
  let seed = 42;
  const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
  return Array.from({ length: count }, (_, index) => ({
    trctId: index + 1,
    trctOrderId: `ORD-${String(Math.floor(next() * 1e8)).padStart(8, '0')}`,
    trctVirtualAccountName: `Pelanggan ${Math.floor(next() * 10_000)}`,
    trctBank: BANKS[index % 3]!,
    trctTotalAmount: Math.floor(next() * 5_000_000),
    trctCreatedTime: new Date(Date.UTC(2026, 10, 1) + Math.floor(next() * 30 * 86_400_000)).toISOString(),
    trctStatus: STATUSES[index % 3]!,
    trctLunasTime: index % 3 === 0 ? new Date(Date.UTC(2026, 10, 2)).toISOString() : null,
  }));
}

const ROWS = makeRows(1000);
const COLUMNS: DataTableColumn<Transaction>[] = [
  { id: 'trctId', header: 'No.', type: 'number' },
  { id: 'trctOrderId', header: 'Order Id' },
  { id: 'trctVirtualAccountName', header: 'Nama' },
  { id: 'trctBank', header: 'Bank' },
  { id: 'trctTotalAmount', header: 'Jumlah', type: 'number' },
  { id: 'trctCreatedTime', header: 'Tanggal', type: 'date' },
  { id: 'trctStatus', header: 'Status' },
  { id: 'trctLunasTime', header: 'Lunas', type: 'date' },
];

const BenchTable = () => <DataTable label="Benchmark" columns={COLUMNS} source={{ mode: 'client', rows: ROWS }} defaultState={{ pageSize: 100 }} />;

/** Resolves right after the frame in which the page shows 100 rows is painted. */
const hundredRowsPainted = () =>
  new Promise<void>((resolve) => {
    const check = () => (document.querySelectorAll('tbody tr').length === 100 ? setTimeout(resolve, 0) : requestAnimationFrame(check));
    requestAnimationFrame(check);
  });

let showTable: ((show: boolean) => void) | null = null;

/** A screen of the console: the provider stays mounted, the table comes and goes with navigation. */
function ScreenSlot() {
  const [show, setShow] = useState(false);
  showTable = setShow;
  return show ? <BenchTable /> : null;
}

const nextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

let root: Root | null = null;

declare global {
  interface Window {
    tableBench: {
      mount: () => Promise<number>;
      mountInMountedProvider: () => Promise<number>;
      resort: (column: string) => Promise<number>;
      pageChange: () => Promise<number>;
      rowCount: () => number;
    };
  }
}

window.tableBench = {
  /** Milliseconds from render() to the painted 100-row page. */
  async mount() {
    root?.unmount();
    const host = document.getElementById('root')!;
    const start = performance.now();
    root = createRoot(host);
    root.render(
      <ChakraProvider value={consoleSystem}>
        <BenchTable />
      </ChakraProvider>,
    );
    // Checked in animation frames; once the rows are there, the frame is painted after its
    // callbacks, so a zero timeout from that callback runs right after the paint.
    await hundredRowsPainted();
    return performance.now() - start;
  },
  /**
   * Milliseconds from showing the table to the painted 100-row page, in a ChakraProvider mounted
   * (and painted) before: what opening a list screen costs in the running console, where the shell
   * mounted the provider and injected the theme's global styles once. `mount` includes that.
   */
  async mountInMountedProvider() {
    root?.unmount();
    root = createRoot(document.getElementById('root')!);
    root.render(
      <ChakraProvider value={consoleSystem}>
        <ScreenSlot />
      </ChakraProvider>,
    );
    await nextPaint();
    await nextPaint();
    const start = performance.now();
    showTable?.(true);
    await hundredRowsPainted();
    return performance.now() - start;
  },
  /** Milliseconds from a click on a column header to the painted re-sorted page. */
  async resort(column: string) {
    const button = Array.from(document.querySelectorAll<HTMLButtonElement>('thead button')).find((candidate) => candidate.textContent === column);
    if (!button) throw new Error(`no header ${column}`);
    const before = document.querySelector('tbody')?.textContent;
    const start = performance.now();
    button.click();
    // A click is a discrete event: React renders and commits in a microtask right after it.
    await Promise.resolve();
    if (document.querySelector('tbody')?.textContent === before) throw new Error(`sorting by ${column} changed nothing`);
    await nextPaint();
    return performance.now() - start;
  },
  /** Milliseconds from a click on the pager's Next button to the painted next page. */
  async pageChange() {
    const button = Array.from(document.querySelectorAll<HTMLButtonElement>('button')).find(
      (candidate) => candidate.getAttribute('aria-label') === 'Next' || candidate.textContent?.trim() === 'Next',
    );
    if (!button) throw new Error('no Next button');
    const before = document.querySelector('tbody')?.textContent;
    const start = performance.now();
    button.click();
    await Promise.resolve();
    if (document.querySelector('tbody')?.textContent === before) throw new Error('Next changed nothing');
    await nextPaint();
    return performance.now() - start;
  },
  rowCount: () => document.querySelectorAll('tbody tr').length,
};
