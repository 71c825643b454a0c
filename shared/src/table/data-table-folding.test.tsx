import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import { columnFolding, defaultRowLabel, PRIORITY_MIN_WIDTHS, priorityOf } from './column-priority';
import { DataTable } from './data-table';
import type { DataTableColumn } from './table-types';

interface Order {
  id: number;
  orderId: string;
  bank: string;
  amount: number;
  status: string;
}

const orders: Order[] = Array.from({ length: 12 }, (_, index) => ({
  id: index + 1,
  orderId: `VA-${String(index + 1).padStart(3, '0')}`,
  bank: ['BRI', 'BJB', 'Mandiri'][index % 3]!,
  amount: (index + 1) * 1000,
  status: index % 2 ? 'Lunas' : 'Belum Lunas',
}));

const columns: DataTableColumn<Order>[] = [
  { id: 'orderId', header: 'Order Id', priority: 1 },
  { id: 'bank', header: 'Bank', priority: 4 },
  { id: 'amount', header: 'Jumlah', type: 'number', priority: 2 },
  { id: 'status', header: 'Status', priority: 1 },
];

const table = () => screen.getByRole('table', { name: 'Orders' });
const bodyRows = () => within(table()).getAllByRole('row', { hidden: true }).slice(1);
// jsdom has no container queries: the toggles and details, shown only on a narrow table, are
// hidden there, and every column is shown (the real widths are checked in Chromium, e2e).
const hidden = { hidden: true } as const;
/** A row's details toggle, found by its label (a hidden element has no accessible name in jsdom). */
const toggleOf = (label: string) => screen.getByLabelText(`Kolom lain ${label}`, { selector: 'button' });

describe('DataTable columns that fold on a narrow table (decision 095)', () => {
  it('marks the cells and headers of columns that fold with their priority; priority 1 is always shown', () => {
    renderWithProviders(<DataTable label="Orders" columns={columns} source={{ mode: 'client', rows: orders }} rowActions={() => <button type="button">Edit</button>} />);
    const headers = within(table()).getAllByRole('columnheader');
    expect(headers.map((header) => [header.textContent, header.getAttribute('data-priority')])).toEqual([
      ['Order Id', null],
      ['Bank', '4'],
      ['Jumlah', '2'],
      ['Status', null],
      ['Actions', null],
    ]);
    const cells = within(bodyRows()[0]!).getAllByRole('cell');
    expect(cells.map((cell) => cell.getAttribute('data-priority'))).toEqual([null, '4', '2', null, null]);
  });

  it("opens a row's details with its toggle, named after the row, and closes them again", async () => {
    const { user } = renderWithProviders(<DataTable label="Orders" columns={columns} source={{ mode: 'client', rows: orders }} rowActions={() => <button type="button">Edit</button>} />);
    const toggle = toggleOf('VA-002');
    expect(bodyRows()[1]).toContainElement(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).not.toHaveAttribute('aria-controls');
    // The toggle sits in the actions cell, before the row's own actions.
    expect(Array.from(bodyRows()[1]!.querySelectorAll('button'), (button) => button.textContent || button.getAttribute('aria-label'))).toEqual(['Kolom lain VA-002', 'Edit']);

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const details = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(details).toBe(bodyRows()[2]);
    // Every column that can fold, labelled by its header, the value shown as its cell shows it.
    expect(within(details).getAllByRole('term', hidden).map((term) => term.textContent)).toEqual(['Bank', 'Jumlah']);
    expect(within(details).getAllByRole('definition', hidden).map((value) => value.textContent)).toEqual(['BJB', '2000']);
    expect(within(details).getByRole('cell', hidden)).toHaveAttribute('colspan', '5');
    expect(bodyRows()).toHaveLength(11);

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(bodyRows()).toHaveLength(10);
  });

  it('keeps a row open across a sort and a page change, and names rows by the label given', async () => {
    const { user } = renderWithProviders(
      <DataTable label="Orders" columns={columns} source={{ mode: 'client', rows: orders }} rowLabel={(row) => `order ${row.id}`} defaultState={{ pageSize: 10 }} />,
    );
    await user.click(toggleOf('order 1'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.queryByRole('term', hidden)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Prev' }));
    expect(toggleOf('order 1')).toHaveAttribute('aria-expanded', 'true');
  });

  it('without row actions, the toggles have a column of their own, Kolom lain, that goes when nothing folds', () => {
    renderWithProviders(<DataTable label="Orders" columns={columns} source={{ mode: 'client', rows: orders }} />);
    const last = within(table()).getAllByRole('columnheader', hidden).at(-1)!;
    expect(last).toHaveTextContent('Kolom lain');
    expect(last).toHaveAttribute('data-fold-until', '4');
    expect(within(bodyRows()[0]!).getAllByRole('cell', hidden).at(-1)).toHaveAttribute('data-fold-until', '4');
    // Shown only on a narrow table: jsdom, without container queries, shows the table as on a wide one.
    expect(within(table()).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Order Id', 'Bank', 'Jumlah', 'Status']);
  });

  it('with key columns, folds every other column on a phone (priority 2 at least), so what is not in the row is in its details (decision 131)', async () => {
    interface Entry {
      id: number;
      time: string;
      user: string;
      action: string;
      target: string;
    }
    const entries: Entry[] = [{ id: 7, time: '2026-11-29 01:42:52', user: 'superadmin', action: 'Ganti company', target: 'company 3' }];
    const auditColumns: DataTableColumn<Entry>[] = [
      { id: 'time', header: 'Waktu', key: true },
      { id: 'user', header: 'User' },
      { id: 'action', header: 'Aksi', key: true, priority: 4 },
      { id: 'target', header: 'Data', priority: 3 },
    ];
    const { user } = renderWithProviders(<DataTable label="Orders" columns={auditColumns} source={{ mode: 'client', rows: entries }} rowActions={() => <button type="button">Detail</button>} />);
    const headers = within(table()).getAllByRole('columnheader');
    expect(headers.map((header) => [header.textContent, header.getAttribute('data-priority'), header.getAttribute('data-key')])).toEqual([
      ['Waktu', null, ''],
      // Not a key column: it folds on a phone, where only the key columns stay.
      ['User', '2', null],
      // A key column is shown at every width, whatever priority it declared.
      ['Aksi', null, ''],
      ['Data', '3', null],
      ['Actions', null, null],
    ]);
    expect(within(bodyRows()[0]!).getAllByRole('cell').map((cell) => cell.getAttribute('data-key'))).toEqual(['', null, '', null, null]);
    // Named after its first key column; its details hold User and Data.
    await user.click(toggleOf('2026-11-29 01:42:52'));
    expect(within(bodyRows()[1]!).getAllByRole('term', hidden).map((term) => term.textContent)).toEqual(['User', 'Data']);
  });

  it('renders a table whose columns never fold as before: no toggle, no extra column', () => {
    const plain = columns.map(({ priority: _priority, ...column }) => column);
    renderWithProviders(<DataTable label="Orders" columns={plain} source={{ mode: 'client', rows: orders }} />);
    expect(within(table()).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Order Id', 'Bank', 'Jumlah', 'Status']);
    expect(table().querySelector('[data-details-toggle]')).toBeNull();
    expect(table().querySelector('[data-priority]')).toBeNull();
  });
});

describe('column priorities', () => {
  it('are 1 to 7, 1 when none is given; a table folds up to its lowest one', () => {
    expect([undefined, 0, 1, 3, 9].map((priority) => priorityOf({ priority }))).toEqual([1, 1, 1, 3, 7]);
    expect(columnFolding(columns)).toEqual({ columns: [columns[1], columns[2]], until: 4 });
    expect(columnFolding([{ id: 'a', header: 'A' }])).toBeNull();
    expect(Object.keys(PRIORITY_MIN_WIDTHS).map(Number)).toEqual([2, 3, 4, 5, 6, 7]);
  });

  it('name a row by the first column that never folds', () => {
    expect(defaultRowLabel(columns)(orders[4]!)).toBe('VA-005');
    expect(defaultRowLabel<Order>([{ id: 'bank', header: 'Bank' }])(orders[0]!)).toBe('BRI');
  });
});

describe('DataTable status rows', () => {
  it('keeps the widths the columns had with rows while it shows No data available', async () => {
    const widths = new Map([
      ['Order Id', 150],
      ['Bank', 90],
      ['Jumlah', 120],
      ['Status', 110],
      ['Actions', 140],
    ]);
    const offsetWidth = jest.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.tagName === 'TH' ? (widths.get(this.textContent ?? '') ?? 0) : 0;
    });
    try {
      const { user } = renderWithProviders(
        <DataTable label="Orders" columns={columns} source={{ mode: 'client', rows: orders }} searchPlaceholder="Search orders" rowActions={() => <button type="button">Edit</button>} />,
      );
      const header = (name: string) => within(table()).getByRole('columnheader', { name: new RegExp(`^${name}`) });
      expect(header('Jumlah').style.width).toBe('');
      await user.type(screen.getByRole('searchbox', { name: 'Search orders' }), 'nobody');
      expect(screen.getByText('No data available')).toBeInTheDocument();
      expect([header('Order Id'), header('Jumlah'), header('Actions')].map((cell) => cell.style.width)).toEqual(['150px', '120px', '140px']);
      expect(header('Jumlah').style.minWidth).toBe('120px');
      await user.clear(screen.getByRole('searchbox', { name: 'Search orders' }));
      expect(bodyRows()).toHaveLength(10);
      expect(header('Jumlah').style.width).toBe('');
    } finally {
      offsetWidth.mockRestore();
    }
  });
});

describe('DataTable (client mode) pages and searches', () => {
  it('moves to the last page when the rows it was on are gone', () => {
    const onChange = jest.fn();
    const { rerender } = renderWithProviders(<DataTable label="Orders" columns={columns} source={{ mode: 'client', rows: orders }} state={{ page: 2, pageSize: 10, sort: null, search: '', columnFilters: [] }} onChange={(event) => onChange(event)} />);
    expect(screen.getByText('Showing 11 to 12 of 12 entries')).toBeInTheDocument();
    rerender(<DataTable label="Orders" columns={columns} source={{ mode: 'client', rows: orders.slice(0, 10) }} state={{ page: 2, pageSize: 10, sort: null, search: '', columnFilters: [] }} onChange={(event) => onChange(event)} />);
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ change_type: 'page', current_page: 1 }));
  });

  it('searches only the columns that are searchable', async () => {
    const searchable = columns.map((column) => (column.id === 'status' ? { ...column, searchable: false } : column));
    const { user } = renderWithProviders(<DataTable label="Orders" columns={searchable} source={{ mode: 'client', rows: orders }} searchPlaceholder="Search orders" />);
    await user.type(screen.getByRole('searchbox', { name: 'Search orders' }), 'lunas');
    expect(screen.getByText('No data available')).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Search orders' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search orders' }), 'mandiri');
    expect(screen.getByText('Showing 1 to 4 of 4 entries')).toBeInTheDocument();
  });
});
