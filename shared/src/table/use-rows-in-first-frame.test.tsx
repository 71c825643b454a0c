import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import { DataTable } from './data-table';
import type { DataTableColumn } from './table-types';
import { regionMaxHeight, rowsFillingRegion } from './use-rows-in-first-frame';

interface Payment {
  id: number;
  orderId: string;
  amount: number;
}

const payments: Payment[] = Array.from({ length: 250 }, (_, index) => ({
  id: index + 1,
  orderId: `ORD-${String(index + 1).padStart(3, '0')}`,
  // Amounts that order the rows differently from their ids.
  amount: ((index * 37) % 250) * 1000,
}));

const columns: DataTableColumn<Payment>[] = [
  { id: 'orderId', header: 'Order Id' },
  { id: 'amount', header: 'Amount', type: 'number' },
];

const orderIds = () =>
  within(screen.getByRole('table', { name: 'Payments' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

const expectedIds = (rows: readonly Payment[]) => rows.map((row) => row.orderId);

/**
 * The rest of a page comes in a low-priority render after the first frame: on a busy machine that
 * has taken more than waitFor's default second (CI), which is no fault of the table.
 */
const REST_OF_PAGE = { timeout: 10_000 };

function renderClientTable() {
  return renderWithProviders(<DataTable label="Payments" columns={columns} source={{ mode: 'client', rows: payments }} defaultState={{ pageSize: 100 }} />);
}

describe('DataTable rows of a new page', () => {
  it('shows the first rows of a 100-row page at once and every row, in order, right after', async () => {
    renderClientTable();
    const first = orderIds();
    expect(first.length).toBeGreaterThan(0);
    expect(first.length).toBeLessThan(100);
    expect(first).toEqual(expectedIds(payments.slice(0, first.length)));
    await waitFor(() => expect(orderIds()).toHaveLength(100), REST_OF_PAGE);
    expect(orderIds()).toEqual(expectedIds(payments.slice(0, 100)));
  });

  it('after a sort or a page change shows the top of the new page first, then all of it, each row once', async () => {
    const { user } = renderClientTable();
    await waitFor(() => expect(orderIds()).toHaveLength(100), REST_OF_PAGE);

    await user.click(screen.getByRole('button', { name: 'Amount' }));
    const byAmount = [...payments].sort((left, right) => left.amount - right.amount);
    const firstSorted = orderIds();
    expect(firstSorted.length).toBeLessThan(100);
    expect(firstSorted).toEqual(expectedIds(byAmount.slice(0, firstSorted.length)));
    await waitFor(() => expect(orderIds()).toHaveLength(100), REST_OF_PAGE);
    expect(orderIds()).toEqual(expectedIds(byAmount.slice(0, 100)));

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Showing 101 to 200 of 250 entries')).toBeInTheDocument();
    expect(orderIds()).toEqual(expectedIds(byAmount.slice(100, 100 + orderIds().length)));
    await waitFor(() => expect(orderIds()).toHaveLength(100), REST_OF_PAGE);
    expect(new Set(orderIds()).size).toBe(100);
    expect(orderIds()).toEqual(expectedIds(byAmount.slice(100, 200)));
  });

  it('fills the full height of the table with the first rows when they arrive after a loading row', () => {
    // The region as laid out around a loading row: far shorter than the 500 px it grows to.
    const height = jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(120);
    try {
      const { rerender } = renderWithProviders(<ServerTable rows={[]} isLoading />);
      expect(screen.getByText('Loading...')).toBeInTheDocument();
      rerender(<ServerTable rows={payments.slice(0, 100)} />);
      expect(28 + orderIds().length * 28).toBeGreaterThanOrEqual(500);
    } finally {
      height.mockRestore();
    }
  });

  it('renders every row at once when the page is edited, so nothing below the top leaves and comes back', async () => {
    const page = payments.slice(0, 100);
    const { rerender } = renderWithProviders(<ServerTable rows={page} />);
    await waitFor(() => expect(orderIds()).toHaveLength(100), REST_OF_PAGE);
    const rowFifty = screen.getByRole('row', { name: /^ORD-050/ });

    // A row deleted: the server's next page is the same rows less one, plus the next row.
    const edited = [...page.filter((row) => row.id !== 3), payments[100]!];
    rerender(<ServerTable rows={edited} />);
    expect(orderIds()).toEqual(expectedIds(edited));
    expect(screen.getByRole('row', { name: /^ORD-050/ })).toBe(rowFifty);
  });

  it('keeps every row, the focused one included, when most of the page changes while a row has focus', async () => {
    const page = payments.slice(0, 100);
    const { rerender, user } = renderWithProviders(<ServerTable rows={page} />);
    await waitFor(() => expect(orderIds()).toHaveLength(100), REST_OF_PAGE);
    const button = screen.getByRole('button', { name: 'Open ORD-080' });
    button.focus();

    // A refresh in which most rows are new but the focused one is still on the page.
    const refreshed = [...payments.slice(150, 220), ...payments.slice(70, 100)];
    rerender(<ServerTable rows={refreshed} />);
    expect(orderIds()).toEqual(expectedIds(refreshed));
    expect(screen.getByRole('button', { name: 'Open ORD-080' })).toBe(button);
    expect(button).toHaveFocus();
    await user.keyboard('{Tab}');
    expect(screen.getByRole('button', { name: 'Open ORD-081' })).toHaveFocus();
  });
});

function ServerTable({ rows, isLoading = false }: { rows: readonly Payment[]; isLoading?: boolean }) {
  return (
    <DataTable
      label="Payments"
      columns={columns}
      source={{ mode: 'server', rows, total: 250, isLoading }}
      state={{ page: 1, pageSize: 100, search: '', sort: null, columnFilters: [] }}
      getRowId={(row) => String(row.id)}
      rowActions={(row) => (
        <button type="button" aria-label={`Open ${row.orderId}`}>
          Open
        </button>
      )}
    />
  );
}

describe('rowsFillingRegion', () => {
  const region = (clientHeight: number, scrollTop: number) => ({ clientHeight, scrollTop }) as HTMLElement;

  it('counts the rows from under the sticky header to the lower edge of what is scrolled into view', () => {
    const atTop = rowsFillingRegion(region(500, 0), 500);
    const scrolled = rowsFillingRegion(region(500, 1400), 500);
    // A header and rows of the least height they can have (28 px each) reach the lower edge...
    expect(28 + atTop * 28).toBeGreaterThanOrEqual(500);
    expect(28 + scrolled * 28).toBeGreaterThanOrEqual(1900);
    // ...and no row more: every one of them can be in view.
    expect(28 + (atTop - 1) * 28).toBeLessThan(500);
    expect(28 + (scrolled - 1) * 28).toBeLessThan(1900);
  });

  it('counts at the full height of the region, not at the height of a loading row or a short page', () => {
    expect(rowsFillingRegion(region(120, 0), 500)).toBe(rowsFillingRegion(region(500, 0), 500));
    expect(rowsFillingRegion(null, 500)).toBe(rowsFillingRegion(region(500, 0), 500));
  });
});

describe('regionMaxHeight', () => {
  it("reads a height in pixels, and takes the window's height for any other unit", () => {
    expect(regionMaxHeight('500px')).toBe(500);
    expect(regionMaxHeight('62.5px')).toBe(62.5);
    expect(regionMaxHeight('60vh')).toBe(window.innerHeight);
  });
});
