import { act, screen, within } from '@testing-library/react';
import { RowActions } from '../list-screen/row-actions';
import { renderWithProviders } from '../testing';
import { DataTable } from './data-table';
import type { DataTableColumn } from './table-types';

interface Group {
  id: number;
  name: string;
  phone: string;
  members: number;
}

const groups: Group[] = [
  { id: 1, name: 'Alpha', phone: '0215550101', members: 1200 },
  { id: 2, name: 'Beta', phone: '021-5550102', members: 35 },
  { id: 3, name: 'Gamma', phone: '0224230001', members: 7 },
];
const columns: DataTableColumn<Group>[] = [
  { id: 'name', header: 'Name' },
  { id: 'phone', header: 'Phone' },
  { id: 'members', header: 'Members', type: 'number', align: 'end' },
];

function Table({ rows, onDelete = jest.fn() }: { rows: Group[]; onDelete?: (row: Group) => void }) {
  return (
    <DataTable
      label="Groups"
      columns={columns}
      source={{ mode: 'server', rows, total: rows.length }}
      getRowId={(row) => String(row.id)}
      rowActions={(row) => <RowActions onEdit={() => undefined} onDelete={() => onDelete(row)} rowLabel={row.name} />}
    />
  );
}

const cellOf = (rowName: string, index: number) =>
  within(screen.getByRole('row', { name: new RegExp(`^${rowName}`) })).getAllByRole('cell')[index]!;

describe('DataTable rows', () => {
  it('keeps the actions column stuck to the right edge, header included', () => {
    renderWithProviders(<Table rows={groups} />);
    const actionsCell = cellOf('Alpha', 3);
    expect(actionsCell).toHaveStyle({ position: 'sticky', right: '0px' });
    expect(screen.getByRole('columnheader', { name: 'Actions' })).toHaveStyle({ position: 'sticky', right: '0px' });
  });

  it('sets phone numbers in the row font; only number columns use tabular figures', () => {
    renderWithProviders(<Table rows={groups} />);
    expect(cellOf('Alpha', 1)).toHaveStyle({ fontVariantNumeric: 'normal' });
    expect(cellOf('Alpha', 0)).toHaveStyle({ fontVariantNumeric: 'normal' });
    expect(cellOf('Alpha', 2)).toHaveStyle({ fontVariantNumeric: 'lining-nums tabular-nums' });
  });

  it('after a row is deleted, moves focus to the row now in its place instead of the page body', async () => {
    const { user, rerender } = renderWithProviders(<Table rows={groups} />);
    const deleteBeta = within(screen.getByRole('row', { name: /^Beta/ })).getByRole('button', { name: /^Delete\b/ });
    await user.click(deleteBeta);
    expect(deleteBeta).toHaveFocus();

    act(() => rerender(<Table rows={[groups[0]!, groups[2]!]} />));
    const gammaRow = screen.getByRole('row', { name: /^Gamma/ });
    expect(document.activeElement).not.toBe(document.body);
    expect(gammaRow).toContainElement(document.activeElement as HTMLElement);
  });

  it('after the last row is deleted, moves focus to the table', async () => {
    const { user, rerender } = renderWithProviders(<Table rows={[groups[0]!]} />);
    await user.click(within(screen.getByRole('row', { name: /^Alpha/ })).getByRole('button', { name: /^Delete\b/ }));
    act(() => rerender(<Table rows={[]} />));
    expect(screen.getByRole('region', { name: 'Groups table' })).toHaveFocus();
  });

  it('leaves focus alone when the user had moved on', async () => {
    const { user, rerender } = renderWithProviders(
      <>
        <button type="button">Elsewhere</button>
        <Table rows={groups} />
      </>,
    );
    await user.click(within(screen.getByRole('row', { name: /^Beta/ })).getByRole('button', { name: /^Edit\b/ }));
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    act(() =>
      rerender(
        <>
          <button type="button">Elsewhere</button>
          <Table rows={[groups[0]!]} />
        </>,
      ),
    );
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
  });
});
