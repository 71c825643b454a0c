import type { TableState } from '../table/table-types';
import { defineListQuery, type ListQuerySpec, type ListQueryState } from './list-query';

const table = (patch: Partial<TableState> = {}): TableState => ({ page: 1, pageSize: 10, sort: null, search: '', columnFilters: [], ...patch });
const state = (patch: Partial<ListQueryState> = {}): ListQueryState => ({ table: table(), filters: {}, ...patch });

const cases: { name: string; spec: ListQuerySpec; state: ListQueryState; query: Record<string, string | number> }[] = [
  { name: 'paging only', spec: { search: 'search' }, state: state(), query: { page: 1, max: 10 } },
  {
    name: 'the sort, upper case',
    spec: { search: 'search' },
    state: state({ table: table({ page: 3, pageSize: 20, sort: { column: 'trctId', direction: 'desc' } }) }),
    query: { page: 3, max: 20, orderField: 'trctId', orderValue: 'DESC' },
  },
  { name: 'the search, trimmed', spec: { search: 'search' }, state: state({ table: table({ search: '  adm ' }) }), query: { page: 1, max: 10, search: 'adm' } },
  { name: 'a blank search is left out', spec: { search: 'search' }, state: state({ table: table({ search: '   ' }) }), query: { page: 1, max: 10 } },
  { name: 'a search kept on screen', spec: { search: null }, state: state({ table: table({ search: 'x' }) }), query: { page: 1, max: 10 } },
  {
    name: 'the search to a parameter named by the state (search-by)',
    spec: { search: ({ params }) => (params?.by ? `finds[${params.by}]` : null) },
    state: state({ table: table({ search: '8800' }), params: { by: 'trctVirtualAccountNo' } }),
    query: { page: 1, max: 10, 'finds[trctVirtualAccountNo]': '8800' },
  },
  {
    name: 'the range',
    spec: { search: 'search' },
    state: state({ range: { from: '2026-01-01', to: '2026-01-31' } }),
    query: { page: 1, max: 10, from: '2026-01-01', to: '2026-01-31' },
  },
  {
    name: 'filters to their parameters; empty and unknown ones left out',
    spec: { search: 'search', filters: { bank: 'finds[trctQrBank]', status: 'finds[trctStatus]', user: 'finds[audtUserName]' } },
    state: state({ filters: { bank: ' BRI ', status: '00', user: '', other: 'x' } }),
    query: { page: 1, max: 10, 'finds[trctQrBank]': 'BRI', 'finds[trctStatus]': '00' },
  },
  {
    name: 'column filters: contains and [eq]; other conditions and empty values stay on screen',
    spec: { search: 'search', columnFilters: true },
    state: state({
      table: table({
        columnFilters: [
          { column: 'roleName', condition: 'equal', value: 'Admin' },
          { column: 'x', condition: 'contain', value: ' y ' },
          { column: 'z', condition: 'is_null' },
          { column: 'w', condition: 'not_equal', value: 'v' },
          { column: 'e', condition: 'contain', value: ' ' },
        ],
      }),
    }),
    query: { page: 1, max: 10, 'finds[roleName][eq]': 'Admin', 'finds[x]': 'y' },
  },
  {
    name: 'column filters are not sent unless asked',
    spec: { search: 'search' },
    state: state({ table: table({ columnFilters: [{ column: 'x', condition: 'contain', value: 'y' }] }) }),
    query: { page: 1, max: 10 },
  },
  {
    name: 'fixed parameters win over the page size; the sort wins over their order',
    spec: { search: 'search', fixed: { max: 1000, orderField: 'rperCreatedTime', orderValue: 'ASC' } },
    state: state({ table: table({ sort: { column: 'rperId', direction: 'asc' } }) }),
    query: { page: 1, max: 1000, orderField: 'rperId', orderValue: 'ASC' },
  },
  {
    name: 'client paging: neither the page nor the sort, the fixed parameters only',
    spec: { search: null, paging: 'client', fixed: { max: 1000, orderField: 'rperCreatedTime', orderValue: 'ASC' } },
    state: state({ table: table({ page: 2, sort: { column: 'rperId', direction: 'desc' }, search: 'x' }) }),
    query: { max: 1000, orderField: 'rperCreatedTime', orderValue: 'ASC' },
  },
];

describe('defineListQuery', () => {
  it.each(cases)('$name', ({ spec, state: input, query }) => {
    expect(defineListQuery(spec)(input)).toStrictEqual(query);
  });

  it('writes the parameters in one order (page, max, fixed, sort, range, search, filters, column filters)', () => {
    const query = defineListQuery({ search: 'search', filters: { status: 'finds[s]' }, fixed: { orderField: 'a', orderValue: 'ASC' }, columnFilters: true })(
      state({
        table: table({ search: 'q', sort: { column: 'b', direction: 'desc' }, columnFilters: [{ column: 'c', condition: 'contain', value: 'd' }] }),
        filters: { status: '1' },
        range: { from: '2026-01-01', to: '2026-01-02' },
      }),
    );
    expect(Object.keys(query)).toEqual(['page', 'max', 'orderField', 'orderValue', 'from', 'to', 'search', 'finds[s]', 'finds[c]']);
    expect(query).toMatchObject({ orderField: 'b', orderValue: 'DESC' });
  });
});
