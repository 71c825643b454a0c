import { readListParams, writeListParams } from './list-url-state';

const options = { sortable: ['grcpName', 'grcpCity'], filterNames: ['grcpCity'] };

describe('list state in the URL', () => {
  it('reads page, size, sort, search, column filters and filters', () => {
    const params = new URLSearchParams('page=3&size=50&sort=grcpCity&dir=desc&q=grup&cf=grcpName:contain:nus&f_grcpCity=Band');
    expect(readListParams(params, options)).toEqual({
      table: { page: 3, pageSize: 50, sort: { column: 'grcpCity', direction: 'desc' }, search: 'grup', columnFilters: [{ column: 'grcpName', condition: 'contain', value: 'nus' }] },
      filters: { grcpCity: 'Band' },
    });
  });

  it('ignores what is malformed or not allowed: the server never sees it', () => {
    const params = new URLSearchParams('page=-2&size=7&sort=password&dir=sideways&cf=a:drop:x&f_other=1');
    expect(readListParams(params, options)).toEqual({
      table: { page: 1, pageSize: 10, sort: null, search: '', columnFilters: [] },
      filters: { grcpCity: '' },
    });
  });

  it('writes only what differs from the defaults, and round-trips', () => {
    expect(writeListParams({ page: 1, pageSize: 10, sort: null, search: '', columnFilters: [] }, { grcpCity: '' }).toString()).toBe('');
    const written = writeListParams({ page: 2, pageSize: 20, sort: { column: 'grcpName', direction: 'asc' }, search: 'a b', columnFilters: [{ column: 'grcpName', condition: 'is_null' }] }, { grcpCity: 'Jakarta' });
    expect(written.toString()).toBe('page=2&size=20&sort=grcpName&dir=asc&q=a+b&cf=grcpName%3Ais_null%3A&f_grcpCity=Jakarta');
    expect(readListParams(written, options).table.columnFilters).toEqual([{ column: 'grcpName', condition: 'is_null' }]);
  });
});
