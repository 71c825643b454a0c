import { parseJsonList } from './json-list';

describe('parseJsonList', () => {
  it('reads a JSON-encoded list, takes an array as is, and treats anything else as empty', () => {
    expect(parseJsonList('["read","create"]')).toEqual(['read', 'create']);
    expect(parseJsonList(['update', 3])).toEqual(['update', '3']);
    expect(parseJsonList('not json')).toEqual([]);
    expect(parseJsonList('{"read":true}')).toEqual([]);
    expect(parseJsonList(null)).toEqual([]);
  });
});
