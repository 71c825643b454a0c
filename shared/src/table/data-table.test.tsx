import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import { DataTable } from './data-table';
import type { DataTableColumn, TableChangeEvent } from './table-types';

interface Person {
  id: number;
  name: string;
  age: number | null;
  city: string | null;
}

const people: Person[] = Array.from({ length: 23 }, (_, index) => ({
  id: index + 1,
  name: `Person ${String(index + 1).padStart(2, '0')}`,
  age: 20 + ((index * 7) % 30),
  city: index % 4 === 0 ? null : ['Jakarta', 'Bandung', 'Surabaya'][index % 3]!,
}));

const columns: DataTableColumn<Person>[] = [
  { id: 'name', header: 'Name', filterable: true },
  { id: 'age', header: 'Age', type: 'number', filterable: true },
  { id: 'city', header: 'City' },
];

const bodyRows = () => within(screen.getByRole('table', { name: 'People' })).getAllByRole('row').slice(1);
const firstCells = () => bodyRows().map((row) => within(row).getAllByRole('cell')[0]!.textContent);

function renderTable(onChange?: (event: TableChangeEvent) => void) {
  return renderWithProviders(<DataTable label="People" columns={columns} source={{ mode: 'client', rows: people }} onChange={(event) => onChange?.(event)} searchPlaceholder="Search people" />);
}

describe('DataTable (client mode)', () => {
  it('shows the first page of 10 rows with the info text and N/A for empty cells', () => {
    renderTable();
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByText('Showing 1 to 10 of 23 entries')).toBeInTheDocument();
    expect(within(bodyRows()[0]!).getByText('N/A')).toBeInTheDocument();
  });

  it('pages with the numbered and First/Prev/Next/Last buttons', async () => {
    const onChange = jest.fn();
    const { user } = renderTable(onChange);
    expect(screen.getByRole('button', { name: 'First' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Prev' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Showing 11 to 20 of 23 entries')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: 'Last' }));
    expect(screen.getByText('Showing 21 to 23 of 23 entries')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Page 1' }));
    expect(firstCells()[0]).toBe('Person 01');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ change_type: 'page', current_page: 1, offset: 0 }));
  });

  it('changes the page size to one of 10, 20, 30, 50, 100 and goes back to page 1', async () => {
    const onChange = jest.fn();
    const { user } = renderTable(onChange);
    const sizes = screen.getByRole('combobox', { name: 'Rows per page' });
    expect(within(sizes).getAllByRole('option').map((option) => option.textContent)).toEqual(['10', '20', '30', '50', '100']);
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await user.selectOptions(sizes, '20');
    expect(screen.getByText('Showing 1 to 20 of 23 entries')).toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ change_type: 'page_size', pagesize: 20, current_page: 1, offset: 0 }));
  });

  it('sorts: a new column starts ascending, the same column toggles, aria-sort follows', async () => {
    const onChange = jest.fn();
    const { user } = renderTable(onChange);
    const ageHeader = screen.getByRole('columnheader', { name: /Age/ });
    const nameHeader = screen.getByRole('columnheader', { name: /Name/ });
    expect(ageHeader).toHaveAttribute('aria-sort', 'none');
    await user.click(within(ageHeader).getByRole('button', { name: 'Age' }));
    expect(ageHeader).toHaveAttribute('aria-sort', 'ascending');
    const ascending = bodyRows().map((row) => Number(within(row).getAllByRole('cell')[1]!.textContent));
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    expect(ascending[0]).toBe(20);
    await user.click(within(ageHeader).getByRole('button', { name: 'Age' }));
    expect(ageHeader).toHaveAttribute('aria-sort', 'descending');
    expect(Number(within(bodyRows()[0]!).getAllByRole('cell')[1]!.textContent)).toBe(49);
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ change_type: 'sort', sort_column: 'age', sort_direction: 'desc' }));
    await user.click(within(nameHeader).getByRole('button', { name: 'Name' }));
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(ageHeader).toHaveAttribute('aria-sort', 'none');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ sort_column: 'name', sort_direction: 'asc' }));
  });

  it('searches across columns and goes back to page 1', async () => {
    const onChange = jest.fn();
    const { user } = renderTable(onChange);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search people' }), 'bandung');
    expect(bodyRows().every((row) => within(row).getAllByRole('cell')[2]!.textContent === 'Bandung')).toBe(true);
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ change_type: 'search', search: 'bandung', current_page: 1 }));
  });

  it('filters a column with a condition of its type and reports column_filters', async () => {
    const onChange = jest.fn();
    const { user } = renderTable(onChange);
    await user.click(screen.getByRole('button', { name: 'Filter Age' }));
    const condition = await screen.findByRole('combobox', { name: 'Condition' });
    expect(within(condition).getAllByRole('option').map((option) => option.getAttribute('value'))).toEqual([
      'equal',
      'not_equal',
      'greater_than',
      'greater_than_equal',
      'less_than',
      'less_than_equal',
      'is_null',
      'is_not_null',
    ]);
    await user.selectOptions(condition, 'greater_than_equal');
    await user.type(screen.getByRole('spinbutton', { name: 'Value' }), '45');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    const ages = bodyRows().map((row) => Number(within(row).getAllByRole('cell')[1]!.textContent));
    expect(ages.length).toBeGreaterThan(0);
    expect(ages.every((age) => age >= 45)).toBe(true);
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ change_type: 'filter', current_page: 1, column_filters: [{ column: 'age', condition: 'greater_than_equal', value: '45' }] }),
    );
    expect(screen.getByRole('button', { name: 'Filter Age (active)' })).toBeInTheDocument();
  });

  it('shows No data available when nothing matches', async () => {
    const { user } = renderTable();
    await user.type(screen.getByRole('searchbox', { name: 'Search people' }), 'nobody at all');
    expect(screen.getByText('No data available')).toBeInTheDocument();
    expect(screen.getByText('Showing 0 to 0 of 0 entries')).toBeInTheDocument();
  });
});

describe('DataTable (server mode)', () => {
  const page = people.slice(0, 10);

  it('shows the page it was given with the server total and reports changes without reordering', async () => {
    const onChange = jest.fn();
    const { user } = renderWithProviders(
      <DataTable label="People" columns={columns} source={{ mode: 'server', rows: page, total: 230 }} onChange={(event) => onChange(event)} />,
    );
    expect(screen.getByText('Showing 1 to 10 of 230 entries')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Page \d+$/ }).map((button) => button.textContent)).toEqual(['1', '2', '3', '4', '5']);
    await user.click(within(screen.getByRole('columnheader', { name: /Age/ })).getByRole('button', { name: 'Age' }));
    // The server sorts: the rows keep the order they came in.
    expect(firstCells()[0]).toBe('Person 01');
    expect(onChange).toHaveBeenLastCalledWith({
      current_page: 1,
      pagesize: 10,
      offset: 0,
      sort_column: 'age',
      sort_direction: 'asc',
      search: '',
      column_filters: [],
      change_type: 'sort',
    });
    await user.click(screen.getByRole('button', { name: 'Last' }));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ change_type: 'page', current_page: 23, offset: 220 }));
    expect(screen.getAllByRole('button', { name: /^Page \d+$/ }).map((button) => button.textContent)).toEqual(['19', '20', '21', '22', '23']);
  });

  it('shows a loading state, then an error state whose Retry calls back', async () => {
    const onRetry = jest.fn();
    const { rerender, user } = renderWithProviders(<DataTable label="People" columns={columns} source={{ mode: 'server', rows: [], total: 0, isLoading: true }} />);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    rerender(<DataTable label="People" columns={columns} source={{ mode: 'server', rows: [], total: 0, error: new Error('Network Error: fetch failed'), onRetry }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load data.');
    expect(screen.getByRole('alert')).toHaveTextContent('Network Error: fetch failed');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('keeps the header sticky inside a scroll area of 500px by default', () => {
    renderWithProviders(<DataTable label="People" columns={columns} source={{ mode: 'server', rows: page, total: 10 }} />);
    const region = screen.getByRole('region', { name: 'People table' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(getComputedStyle(region).maxHeight).toBe('500px');
  });
});
