/**
 * The page the table benchmark measures: the console's DataTable in client mode over 1,000 rows,
 * 100 per page, inside the console's theme. `window.tableBench` mounts it and re-sorts it and
 * reports how long each took until its first frame and until every row was painted (see `measure`).
 */
import { type ReactElement, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { DataTable } from '../../shared/src/table/data-table';
import type { DataTableColumn } from '../../shared/src/table/table-types';
import { ConsoleThemeProvider } from '../../shared/src/theme/console-theme-provider';

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

/**
 * The same columns with priorities as a console screen declares them (decision 095): at 1366 px
 * the lowest one folds away, so every row carries a details toggle in a column of its own.
 */
const FOLDING_COLUMNS: DataTableColumn<Transaction>[] = COLUMNS.map((column) => ({
  ...column,
  priority: ({ trctId: 3, trctOrderId: 1, trctVirtualAccountName: 5, trctBank: 5, trctTotalAmount: 2, trctCreatedTime: 4, trctStatus: 1, trctLunasTime: 7 } as Record<string, number>)[column.id],
}));

const BenchFoldingTable = () => <DataTable label="Benchmark" columns={FOLDING_COLUMNS} source={{ mode: 'client', rows: ROWS }} defaultState={{ pageSize: 100 }} />;

const bodyRows = () => document.querySelectorAll('tbody tr').length;

/** Resolves right after the next frame is painted: a timeout set in an animation frame runs after its paint. */
const framePainted = () =>
  new Promise<number>((resolve) =>
    requestAnimationFrame(() => {
      const frameStart = performance.now();
      setTimeout(() => resolve(frameStart), 0);
    }),
  );

/** Resolves as soon as the table's body holds `count` rows (a DOM change is seen right after React's commit). */
const bodyHolds = (count: number) =>
  new Promise<void>((resolve) => {
    if (bodyRows() >= count) return resolve();
    const observer = new MutationObserver(() => {
      if (bodyRows() < count) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(document.getElementById('root')!, { childList: true, subtree: true });
  });

/**
 * One step measured, in milliseconds from its start:
 * - `firstFrame`: until the first frame showing the step's result is painted;
 * - `work`: the main thread's share of that: until React's commit, plus the frame's style, layout
 *   and paint (from the frame's start to its painted end), without the wait for the display's next
 *   frame in between (up to one frame at 60 Hz, depending on when in a frame the click came);
 * - `everyRow`: until the frame in which all 100 rows of the page are painted.
 */
interface StepTimes {
  firstFrame: number;
  work: number;
  everyRow: number;
}

async function measure(step: () => void, committed: () => Promise<void>): Promise<StepTimes> {
  const start = performance.now();
  step();
  await committed();
  const commitAt = performance.now();
  const allRows = bodyHolds(100).then(framePainted);
  const frameStart = await framePainted();
  const paintedAt = performance.now();
  await allRows;
  const everyRowAt = performance.now();
  return { firstFrame: paintedAt - start, work: commitAt - start + (paintedAt - Math.max(frameStart, commitAt)), everyRow: everyRowAt - start };
}

/** A click: React renders and commits a discrete event's update in a microtask right after it. */
async function clickChanging(button: HTMLButtonElement, what: string): Promise<StepTimes> {
  const before = document.querySelector('tbody')?.textContent;
  return measure(
    () => button.click(),
    async () => {
      await Promise.resolve();
      if (document.querySelector('tbody')?.textContent === before) throw new Error(`${what} changed nothing`);
    },
  );
}

let showTable: ((show: boolean) => void) | null = null;

/** A screen of the console: the provider stays mounted, the table comes and goes with navigation. */
function ScreenSlot() {
  const [show, setShow] = useState(false);
  showTable = setShow;
  return show ? <BenchTable /> : null;
}

let root: Root | null = null;

/** From render() of the console's theme provider with `table` to the painted page. */
function mountWith(table: ReactElement): Promise<StepTimes> {
  root?.unmount();
  const host = document.getElementById('root')!;
  return measure(
    () => {
      root = createRoot(host);
      root.render(<ConsoleThemeProvider>{table}</ConsoleThemeProvider>);
    },
    () => bodyHolds(1),
  );
}

declare global {
  interface Window {
    tableBench: {
      mount: () => Promise<StepTimes>;
      mountFolding: () => Promise<StepTimes>;
      mountProvider: () => Promise<void>;
      showTable: () => Promise<StepTimes>;
      mountInMountedProvider: () => Promise<StepTimes>;
      resort: (column: string) => Promise<StepTimes>;
      pageChange: () => Promise<StepTimes>;
      rowCount: () => number;
    };
  }
}

window.tableBench = {
  /** From render() of the console's theme provider with the table to the painted page. */
  mount() {
    return mountWith(<BenchTable />);
  },
  /** The same with column priorities: a details toggle per row, a column folded at 1366 px. */
  mountFolding() {
    return mountWith(<BenchFoldingTable />);
  },
  /** Mounts the console's theme provider with no table in it and waits until it is painted. */
  async mountProvider() {
    root?.unmount();
    root = createRoot(document.getElementById('root')!);
    root.render(
      <ConsoleThemeProvider>
        <ScreenSlot />
      </ConsoleThemeProvider>,
    );
    await framePainted();
    await framePainted();
  },
  /** From showing the table in the provider `mountProvider` mounted to the painted page. */
  showTable() {
    return measure(
      () => showTable?.(true),
      () => bodyHolds(1),
    );
  },
  /**
   * From showing the table to the painted page, in the theme provider mounted (and painted) before:
   * what opening a list screen costs in the running console, where the shell mounted the provider
   * and injected the theme's global styles once. `mount` includes that.
   */
  async mountInMountedProvider() {
    await window.tableBench.mountProvider();
    return window.tableBench.showTable();
  },
  /** From a click on a column header to the painted re-sorted page. */
  async resort(column: string) {
    const button = Array.from(document.querySelectorAll<HTMLButtonElement>('thead button')).find((candidate) => candidate.textContent === column);
    if (!button) throw new Error(`no header ${column}`);
    return clickChanging(button, `sorting by ${column}`);
  },
  /** From a click on the pager's Next button to the painted next page. */
  async pageChange() {
    const button = Array.from(document.querySelectorAll<HTMLButtonElement>('button')).find(
      (candidate) => candidate.getAttribute('aria-label') === 'Next' || candidate.textContent?.trim() === 'Next',
    );
    if (!button) throw new Error('no Next button');
    return clickChanging(button, 'Next');
  },
  rowCount: bodyRows,
};
