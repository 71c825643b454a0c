import type { FormMode } from '../dialogs/form-dialog';
import { type FieldDefinition, isPrimaryKey } from './field-definition';

export type FormValues = Record<string, unknown>;

function emptyValue(field: FieldDefinition): unknown {
  if (field.input === 'number') return null;
  if (field.input === 'checkbox') return 0;
  return '';
}

/** The form's starting values: the record's (edit) or empty ones (add), for inputs and the key. */
export function initialFormValues(fields: readonly FieldDefinition[], record?: Readonly<Record<string, unknown>> | null): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    if (!field.input && !isPrimaryKey(field)) continue;
    const value = record?.[field.Field];
    values[field.Field] = value === undefined || value === null ? emptyValue(field) : value;
  }
  return values;
}

function outgoing(field: FieldDefinition, value: unknown): unknown {
  if (typeof value === 'string') return value.trim();
  if (field.input === 'checkbox') return value === true || value === 1 || value === '1' ? 1 : 0;
  return value ?? null;
}

/**
 * The request body (spec 2.12): add mode sends every input field; edit mode sends the input fields
 * plus the primary key. Fields without an input (audit fields) are never sent.
 */
export function buildPayload(fields: readonly FieldDefinition[], values: FormValues, mode: FormMode): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  for (const field of fields) {
    const include = field.input !== null || (mode === 'edit' && isPrimaryKey(field));
    if (include) payload[field.Field] = outgoing(field, values[field.Field]);
  }
  return payload;
}
