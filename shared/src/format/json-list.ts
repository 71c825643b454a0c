/**
 * A list the API keeps as a JSON-encoded string (`'["read","create"]'`), as strings: an array is
 * taken as is; a string that does not parse to an array, or anything else, is empty.
 */
export function parseJsonList(value: unknown): string[] {
  let list: unknown = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch {
      return [];
    }
  }
  return Array.isArray(list) ? list.map(String) : [];
}
