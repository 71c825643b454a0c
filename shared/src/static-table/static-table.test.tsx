import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import type { DataTableColumn } from '../table/table-types';
import { StaticTable } from './static-table';

interface Entry {
  id: number;
  note: string | null;
}
const COLUMNS: DataTableColumn<Entry>[] = [
  { id: 'id', header: 'Id' },
  { id: 'note', header: 'Note', cell: (row) => (row.note ? <strong>{row.note.toUpperCase()}</strong> : 'N/A') },
];

describe('StaticTable', () => {
  it('shows every row in the given order with no pager, and N/A for empty cells', () => {
    const rows = Array.from({ length: 25 }, (_, index) => ({ id: 25 - index, note: index === 3 ? null : `note ${index}` }));
    renderWithProviders(<StaticTable label="Entries" columns={COLUMNS} rows={rows} getRowId={(row) => String(row.id)} />);
    const table = screen.getByRole('table', { name: 'Entries' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Id', 'Note']);
    const bodyRows = within(table).getAllByRole('row').slice(1);
    expect(bodyRows).toHaveLength(25);
    expect(within(bodyRows[0]!).getAllByRole('cell')[0]).toHaveTextContent('25');
    expect(within(bodyRows[0]!).getAllByRole('cell')[1]).toHaveTextContent('NOTE 0');
    expect(within(bodyRows[3]!).getAllByRole('cell')[1]).toHaveTextContent('N/A');
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Showing/)).not.toBeInTheDocument();
  });

  it('shows the loading, empty and error states', async () => {
    const onRetry = jest.fn();
    const { rerender, user } = renderWithProviders(<StaticTable label="Entries" columns={COLUMNS} rows={[]} isLoading />);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    rerender(<StaticTable label="Entries" columns={COLUMNS} rows={[]} />);
    expect(screen.getByText('No data available')).toBeInTheDocument();
    rerender(<StaticTable label="Entries" columns={COLUMNS} rows={[]} error={new Error('Notification not found.')} onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Notification not found.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('labels each cell with its header and names every part by role, for the stacked layout of a narrow region', () => {
    renderWithProviders(<StaticTable label="Entries" columns={COLUMNS} rows={[{ id: 1, note: 'a' }]} />);
    const table = screen.getByRole('table', { name: 'Entries' });
    expect(table).toHaveClass('console-static-table');
    expect(screen.getByRole('region', { name: 'Entries table' })).toHaveStyle({ containerType: 'inline-size' });
    const cells = within(table).getAllByRole('cell');
    expect(cells.map((cell) => [cell.getAttribute('role'), cell.getAttribute('data-label')])).toEqual([
      ['cell', 'Id'],
      ['cell', 'Note'],
    ]);
    expect(within(table).getAllByRole('row').every((row) => row.getAttribute('role') === 'row')).toBe(true);
  });
});
