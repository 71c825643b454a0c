import { render, screen, within } from '@testing-library/react';
import { DataTableRow } from './data-table-row';
import type { DataTableColumn } from './table-types';

interface Payment {
  id: number;
  orderId: string;
  amount: number;
  paidAt: string | null;
}

const payment: Payment = { id: 7, orderId: 'ORD-0007', amount: 1500000, paidAt: '2026-11-21T03:04:05.000Z' };

function renderRow(props: { row?: Payment; columns: DataTableColumn<Payment>[]; rowActions?: (row: Payment) => React.ReactNode }) {
  const ui = (next: typeof props) => (
    <table>
      <tbody>
        <DataTableRow row={next.row ?? payment} rowKey="7" index={0} columns={next.columns} rowActions={next.rowActions} />
      </tbody>
    </table>
  );
  const result = render(ui(props));
  return { ...result, rerenderRow: (next: typeof props) => result.rerender(ui(next)) };
}

describe('DataTableRow', () => {
  it('shows each column as a cell: text, dates in site time, N/A when empty, then the actions', () => {
    const columns: DataTableColumn<Payment>[] = [
      { id: 'orderId', header: 'Order Id' },
      { id: 'amount', header: 'Amount', type: 'number', align: 'end' },
      { id: 'paidAt', header: 'Paid', type: 'date' },
    ];
    renderRow({ row: { ...payment, paidAt: null }, columns, rowActions: (row) => <button type="button">Edit {row.orderId}</button> });
    const cells = within(screen.getByRole('row')).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual(['ORD-0007', '1500000', 'N/A', 'Edit ORD-0007']);
    expect(cells[1]).toHaveStyle({ textAlign: 'end' });
    expect(cells[1]).toHaveAttribute('data-type', 'number');
    expect(cells[3]).toHaveAttribute('data-actions');
  });

  it('formats a date cell in site time', () => {
    renderRow({ columns: [{ id: 'paidAt', header: 'Paid', type: 'date' }] });
    expect(screen.getByRole('cell')).toHaveTextContent('2026-11-21 10:04:05');
  });

  it('is not rendered again when its row, columns and actions are unchanged', () => {
    const cell = jest.fn((row: Payment) => row.orderId);
    const columns: DataTableColumn<Payment>[] = [{ id: 'orderId', header: 'Order Id', cell }];
    const { rerenderRow } = renderRow({ columns });
    rerenderRow({ columns });
    expect(cell).toHaveBeenCalledTimes(1);
    rerenderRow({ row: { ...payment, orderId: 'ORD-0008' }, columns });
    expect(cell).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('cell')).toHaveTextContent('ORD-0008');
  });
});
