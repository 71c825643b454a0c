import type { FormMode } from '../dialogs/form-dialog';
import { type FieldDefinition, isCheckboxGroup, isPrimaryKey } from './field-definition';

export type FormValues = Record<string, unknown>;

function emptyValue(field: FieldDefinition): unknown {
  if (field.input === 'number') return null;
  if (isCheckboxGroup(field)) return [];
  if (field.input === 'checkbox') return 0;
  return '';
}

/**
 * The form's starting values: the record's (edit, through the field's `format`) or empty ones
 * (add), for inputs and the key.
 */
export function initialFormValues(fields: readonly FieldDefinition[], record?: Readonly<Record<string, unknown>> | null): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    if (!field.input && !isPrimaryKey(field)) continue;
    const value = record?.[field.Field];
    values[field.Field] = value === undefined || value === null ? emptyValue(field) : field.format ? field.format(value) : value;
  }
  return values;
}

function plain(field: FieldDefinition, value: unknown): unknown {
  if (typeof value === 'string') return value.trim();
  if (isCheckboxGroup(field)) return Array.isArray(value) ? value : [];
  if (field.input === 'checkbox') return value === true || value === 1 || value === '1' ? 1 : 0;
  return value ?? null;
}

const outgoing = (field: FieldDefinition, value: unknown) => (field.parse ? field.parse(plain(field, value)) : plain(field, value));

/**
 * The request body (spec 2.12): add mode sends every input field; edit mode sends the input fields
 * plus the primary key. Fields without an input (audit fields) are never sent. Strings are
 * trimmed, then each field's `parse` shapes its value for the wire.
 */
export function buildPayload(fields: readonly FieldDefinition[], values: FormValues, mode: FormMode): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  for (const field of fields) {
    const include = field.input !== null || (mode === 'edit' && isPrimaryKey(field));
    if (include) payload[field.Field] = outgoing(field, values[field.Field]);
  }
  return payload;
}
