import { HttpError } from './http-error';
import { type ListSpec, MAX_PAGE_SIZE, parseListQuery } from './list-query';

const spec: ListSpec = {
  fields: {
    id: { expr: 'x.id', kind: 'integer' },
    name: { expr: 'x.name', kind: 'text' },
    status: { expr: 'x.status', kind: 'code' },
    created: { expr: 'x.created', kind: 'datetime' },
  },
  filterAliases: { label: 'name' },
  parameterFilters: { statusFilter: 'status' },
  searchFields: ['name'],
  dateField: 'created',
  defaultOrder: { field: 'created', direction: 'ASC' },
  tiebreak: 'x.id',
};

const parse = (query: Record<string, unknown>) => parseListQuery(query, spec, 7);
const failure = (query: Record<string, unknown>) => {
  try {
    parse(query);
  } catch (error) {
    return error instanceof HttpError ? `${error.statusCode} ${error.message}` : String(error);
  }
  return 'no error';
};

describe('parseListQuery', () => {
  test('defaults: page 1, 10 per page, the default order with the key as tiebreak', () => {
    expect(parse({})).toEqual({
      page: 1,
      max: 10,
      offset: 0,
      where: [],
      params: [],
      orderBy: 'x.created ASC, x.id ASC',
      order: { expr: 'x.created', tiebreak: 'x.id', direction: 'ASC' },
    });
  });

  test('paging and sorting; the direction in any case; max capped at a million', () => {
    expect(parse({ page: '3', max: '20', orderField: 'name', orderValue: 'desc' })).toMatchObject({ page: 3, max: 20, offset: 40, orderBy: 'x.name DESC, x.id DESC' });
    expect(parse({ max: '5000000' }).max).toBe(MAX_PAGE_SIZE);
  });

  test('text filters contain (LIKE, wildcards escaped), [eq] equals ignoring case, numbers and codes equal', () => {
    const query = parse({ 'finds[name]': '50%_off', 'finds[label][eq]': 'Exact', 'finds[id]': '7', statusFilter: '00', 'finds[status]': '' });
    expect(query.where).toEqual([`x.name LIKE ? ESCAPE '\\'`, 'x.name = ? COLLATE NOCASE', 'x.id = ?', 'x.status = ?']);
    expect(query.params).toEqual(['%50\\%\\_off%', 'Exact', 7, '00']);
  });

  test('search looks in the search fields; from / to are site-time days, inclusive', () => {
    const query = parse({ search: 'abc', from: '2026-11-01', to: '2026-11-21' });
    expect(query.where).toEqual([`(x.name LIKE ? ESCAPE '\\')`, 'x.created >= ?', 'x.created < ?']);
    expect(query.params).toEqual(['%abc%', '2026-10-31T17:00:00.000Z', '2026-11-21T17:00:00.000Z']);
  });

  test('accepts and ignores the parameters the console may send empty', () => {
    expect(parse({ additionalFilter: '', searchFields: 'x', column_filters: '[]', total: '1' }).where).toEqual([]);
  });

  test.each([
    [{ orderField: 'password' }, '400 Unknown sort field: password'],
    [{ orderValue: 'up' }, '400 orderValue must be ASC or DESC.'],
    [{ 'finds[secret]': 'x' }, '400 Unknown filter field: secret'],
    [{ 'finds[secret]': '' }, '400 Unknown filter field: secret'],
    [{ 'finds[name][like]': 'x' }, '400 Unknown filter field: finds[name][like]'],
    [{ 'finds[id]': 'one' }, '400 Filter id must be a whole number.'],
    [{ page: '0' }, '400 page must be a positive whole number.'],
    [{ max: '1e3' }, '400 max must be a positive whole number.'],
    [{ page: ['1', '2'] }, '400 Query parameter "page" must be given once.'],
    [{ from: '2026-11-31' }, '400 from must be a date in YYYY-MM-DD format.'],
    [{ from: '2026-11-21', to: '2026-11-20' }, '400 from must not be after to.'],
    [{ additionalFilter: 'x' }, '400 additionalFilter is not supported: filter with finds[field] instead.'],
    [{ debug: '1' }, '400 Unknown query parameter: debug'],
  ])('refuses %j', (query, message) => {
    expect(failure(query)).toBe(message);
  });

  test('from / to need a date field', () => {
    expect(() => parseListQuery({ from: '2026-11-01' }, { ...spec, dateField: undefined }, 7)).toThrow('Unknown query parameter: from');
  });
});
