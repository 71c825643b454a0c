import { parseJsonList } from '../format/json-list';
import type { FieldDefinition } from './field-definition';

/**
 * `format` / `parse` of a list the API keeps as a JSON-encoded string (a permission's or role
 * permission's operations, `'["read","create"]'`): the form holds the list, the wire the string.
 * Spread it into a field definition: `{ Field: 'prmsOperations', input: 'checkbox', ...jsonList }`.
 */
export const jsonList: Required<Pick<FieldDefinition, 'format' | 'parse'>> = {
  format: parseJsonList,
  parse: (value) => JSON.stringify(parseJsonList(value)),
};
