import { readListParams, writeListParams } from './list-url-state';

const options = { sortable: ['grcpName', 'grcpCity'], filterNames: ['grcpCity'] };

describe('list state in the URL', () => {
  it('reads page, size, sort, search, column filters and filters', () => {
    const params = new URLSearchParams('page=3&size=50&sort=grcpCity&dir=desc&q=grup&cf=grcpName:contain:nus&f_grcpCity=Band');
    expect(readListParams(params, options)).toEqual({
      table: { page: 3, pageSize: 50, sort: { column: 'grcpCity', direction: 'desc' }, search: 'grup', columnFilters: [{ column: 'grcpName', condition: 'contain', value: 'nus' }] },
      filters: { grcpCity: 'Band' },
      range: null,
      params: {},
    });
  });

  it('ignores what is malformed or not allowed: the server never sees it', () => {
    const params = new URLSearchParams('page=-2&size=7&sort=password&dir=sideways&cf=a:drop:x&f_other=1');
    expect(readListParams(params, options)).toEqual({
      table: { page: 1, pageSize: 10, sort: null, search: '', columnFilters: [] },
      filters: { grcpCity: '' },
      range: null,
      params: {},
    });
  });

  it('writes only what differs from the defaults, and round-trips', () => {
    expect(writeListParams({ page: 1, pageSize: 10, sort: null, search: '', columnFilters: [] }, { grcpCity: '' }).toString()).toBe('');
    const written = writeListParams({ page: 2, pageSize: 20, sort: { column: 'grcpName', direction: 'asc' }, search: 'a b', columnFilters: [{ column: 'grcpName', condition: 'is_null' }] }, { grcpCity: 'Jakarta' });
    expect(written.toString()).toBe('page=2&size=20&sort=grcpName&dir=asc&q=a+b&cf=grcpName%3Ais_null%3A&f_grcpCity=Jakarta');
    expect(readListParams(written, options).table.columnFilters).toEqual([{ column: 'grcpName', condition: 'is_null' }]);
  });

  it('reads the default sort, a date range and screen parameters, falling back to their defaults', () => {
    const withExtras = {
      ...options,
      defaultSort: { column: 'grcpName', direction: 'desc' as const },
      defaultRange: { from: '2026-11-23', to: '2026-11-23' },
      params: { by: { default: 'trctOrderId', values: ['trctOrderId', 'trqrReferenceNo'] } },
    };
    const none = readListParams(new URLSearchParams(), withExtras);
    expect(none.table.sort).toEqual({ column: 'grcpName', direction: 'desc' });
    expect(none.range).toEqual({ from: '2026-11-23', to: '2026-11-23' });
    expect(none.params).toEqual({ by: 'trctOrderId' });
    const given = readListParams(new URLSearchParams('from=2026-11-01&to=2026-11-05&by=trqrReferenceNo&sort=grcpCity&dir=asc'), withExtras);
    expect(given.range).toEqual({ from: '2026-11-01', to: '2026-11-05' });
    expect(given.params).toEqual({ by: 'trqrReferenceNo' });
    expect(given.table.sort).toEqual({ column: 'grcpCity', direction: 'asc' });
    // A reversed or impossible range, or an unknown search-by, is the default.
    expect(readListParams(new URLSearchParams('from=2026-11-05&to=2026-11-01&by=password'), withExtras)).toMatchObject({ range: { from: '2026-11-23', to: '2026-11-23' }, params: { by: 'trctOrderId' } });
    expect(readListParams(new URLSearchParams('from=2026-02-30&to=2026-03-01'), withExtras).range).toEqual({ from: '2026-11-23', to: '2026-11-23' });
  });

  it('leaves the default sort and parameters out of the URL, but always writes the range', () => {
    const table = { page: 1, pageSize: 10, sort: { column: 'trctId', direction: 'desc' as const }, search: '', columnFilters: [] };
    const extras = { defaultSort: { column: 'trctId', direction: 'desc' as const }, range: { from: '2026-11-23', to: '2026-11-23' }, params: { by: 'trctOrderId' }, paramSpecs: { by: { default: 'trctOrderId' } } };
    expect(writeListParams(table, {}, extras).toString()).toBe('from=2026-11-23&to=2026-11-23');
    expect(writeListParams({ ...table, sort: { column: 'trctId', direction: 'asc' } }, {}, { ...extras, params: { by: 'trqrReferenceNo' } }).toString()).toBe('sort=trctId&dir=asc&from=2026-11-23&to=2026-11-23&by=trqrReferenceNo');
  });
});
