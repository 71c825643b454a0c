import type { FieldDefinition } from './field-definition';

function asList(value: unknown): string[] {
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

/**
 * `format` / `parse` of a list the API keeps as a JSON-encoded string (a permission's or role
 * permission's operations, `'["read","create"]'`): the form holds the list, the wire the string.
 * Spread it into a field definition: `{ Field: 'prmsOperations', input: 'checkbox', ...jsonList }`.
 */
export const jsonList: Required<Pick<FieldDefinition, 'format' | 'parse'>> = {
  format: asList,
  parse: (value) => JSON.stringify(asList(value)),
};
