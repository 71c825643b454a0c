import { renderHook } from '@testing-library/react';
import { DEFAULT_TABLE_STATE } from './table-state';
import { useTableModel } from './table-model';
import type { DataTableColumn, DataTableSource, TableState } from './table-types';

interface Item {
  id: number;
  name: string;
  createdAt: string | null;
}

const items: Item[] = Array.from({ length: 25 }, (_, index) => ({
  id: index + 1,
  name: ['Émile', 'adi', 'Budi', 'citra', 'Zaki'][index % 5]!,
  createdAt: index % 6 === 0 ? null : new Date(Date.UTC(2026, 0, 1 + ((index * 7) % 25))).toISOString(),
}));
const columns: DataTableColumn<Item>[] = [
  { id: 'name', header: 'Name' },
  { id: 'createdAt', header: 'Created', type: 'date' },
];
const source: DataTableSource<Item> = { mode: 'client', rows: items };

function renderModel(state: TableState) {
  return renderHook((current: TableState) => useTableModel(columns, source, current), { initialProps: state });
}

describe('useTableModel (client mode)', () => {
  it('sorts text by the Indonesian collation, ignoring case', () => {
    const { result } = renderModel({ ...DEFAULT_TABLE_STATE, pageSize: 5, sort: { column: 'name', direction: 'asc' } });
    expect(result.current.rows.map((row) => row.original.name)).toEqual(['adi', 'adi', 'adi', 'adi', 'adi']);
    const names = result.current.table.getSortedRowModel().rows.map((row) => row.original.name);
    expect([...new Set(names)]).toEqual(['adi', 'Budi', 'citra', 'Émile', 'Zaki']);
  });

  it('sorts codes, names and punctuation as localeCompare in Indonesian does, with text beyond ASCII among them', () => {
    const codes = ['ord-10', 'ORD-9', 'ord_2', 'ord 2', 'ord.2', 'Ord-1a', 'ord-1A', 'órd-3', 'pelanggan 12', 'pelanggan 2', 'p3', '#7', '(x)', 'zz', ''];
    const rows = codes.map((code, index) => ({ id: index, name: code, createdAt: null }));
    const { result } = renderHook(() => useTableModel(columns, { mode: 'client', rows }, { ...DEFAULT_TABLE_STATE, pageSize: 50, sort: { column: 'name', direction: 'asc' } }));
    const expected = codes.filter(Boolean).sort((left, right) => left.toLowerCase().localeCompare(right.toLowerCase(), 'id'));
    expect(result.current.rows.map((row) => row.original.name)).toEqual([...expected, '']);
  });

  it('sorts dates by time, empty dates after the rest ascending (descending reverses it)', () => {
    const { result, rerender } = renderModel({ ...DEFAULT_TABLE_STATE, pageSize: 50, sort: { column: 'createdAt', direction: 'asc' } });
    const times = (rows: { original: Item }[]) => rows.map((row) => row.original.createdAt);
    const ascending = times(result.current.rows);
    expect(ascending.filter(Boolean)).toEqual([...ascending.filter(Boolean)].sort());
    expect(ascending.slice(-5)).toEqual([null, null, null, null, null]);
    rerender({ ...DEFAULT_TABLE_STATE, pageSize: 50, sort: { column: 'createdAt', direction: 'desc' } });
    expect(times(result.current.rows)).toEqual([...ascending].reverse());
  });

  it('does not sort again on a page change: the sorted rows stay the same', () => {
    const sorted: TableState = { ...DEFAULT_TABLE_STATE, pageSize: 10, sort: { column: 'name', direction: 'desc' } };
    const { result, rerender } = renderModel(sorted);
    const before = result.current.table.getSortedRowModel();
    rerender({ ...sorted, page: 2 });
    expect(result.current.table.getSortedRowModel()).toBe(before);
    expect(result.current.rows).toHaveLength(10);
    expect(result.current.rows[0]!.original).toBe(before.rows[10]!.original);
  });
});
