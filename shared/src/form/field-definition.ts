import type { InputKind } from '@console/rules';
import type { FieldMeta } from '../api/contract';
import type { FormMode } from '../dialogs/form-dialog';

/** Input types of the field-driven form (spec 2.12): the API's input kinds (@console/rules). */
export type FieldInput = InputKind;

/** One choice of a `dropdown` or of a `checkbox` group. */
export interface FieldOption {
  value: string | number;
  label: string;
}

/**
 * One field of the generic add/edit form (spec 2.12: Field, title, input, validation, options,
 * options_title, options_value, optionname, optionval, Key), plus a few presentation hints.
 */
export interface FieldDefinition {
  /** The record property, e.g. `grcpName`. */
  Field: string;
  /** The label, e.g. `Nama Company Group`. */
  title: string;
  /** The control; null for fields that are not in forms (audit fields, auto-increment keys). */
  input: FieldInput | null;
  /** `PRI` marks the primary key: sent in edit mode, shown disabled when editing. */
  Key?: string;
  validation?: 'email';
  /**
   * `dropdown` choices: `{ value, label }` items, or rows named by `options_value` / `options_title`.
   * A `checkbox` with options is a checkbox group whose value is the list of checked values.
   */
  options?: readonly FieldOption[] | readonly Record<string, unknown>[];
  options_title?: string;
  options_value?: string;
  /** `dropdown-api`: where options come from (a list endpoint). */
  options_api_path?: string | null;
  /** `dropdown-api`: the row property shown (default: `roleName` for role keys, else the first `...Name`). */
  optionname?: string;
  /** `dropdown-api`: the row property sent (default: the primary key of the options' reply). */
  optionval?: string;
  /** `dropdown-api`: a custom label per row (e.g. `clntid - clntName`). */
  optionLabel?: (row: Record<string, unknown>) => string;
  /** `dropdown-api`: the toast shown when its options cannot be loaded (e.g. `Gagal fetch company.`). */
  optionsFailed?: string;
  placeholder?: string;
  maxLength?: number;
  inputMode?: 'text' | 'numeric' | 'decimal' | 'email' | 'tel';
  /**
   * Choices that depend on the option picked in another field of the same form: `options` gets
   * that field's option row (from its `options_api_path`), or undefined while none is picked.
   * Role Permission's operations are those of the chosen permission.
   */
  dependsOn?: { field: string; options: (row: Readonly<Record<string, unknown>> | undefined) => readonly FieldOption[] };
  /** The form value of a record's value (operations: the JSON string becomes a list). */
  format?: (value: unknown) => unknown;
  /** The value sent for a form value, after strings are trimmed (operations: the list becomes a JSON string). */
  parse?: (value: unknown) => unknown;
  /** Disabled in edit mode (e.g. the user id, spec 2.6), as the primary key is. */
  disabledOnEdit?: boolean;
  /** A hint under the field per form mode, e.g. the user form's password when editing. */
  hint?: Partial<Record<FormMode, string>>;
  /** Marks the label as required. */
  required?: boolean;
  /** `number` inputs. */
  min?: number;
  max?: number;
  precision?: number;
  step?: number;
}

/** Whether a field is a checkbox group (a `checkbox` with options or dependent options): its value is a list. */
export const isCheckboxGroup = (field: Pick<FieldDefinition, 'input' | 'options' | 'dependsOn'>) =>
  field.input === 'checkbox' && (field.options !== undefined || field.dependsOn !== undefined);

/** Whether a field is the record's primary key. */
export const isPrimaryKey = (field: Pick<FieldDefinition, 'Key'>) => field.Key === 'PRI';

/**
 * Field definitions from a list reply's `fields` metadata, with per-field overrides (labels,
 * controls, hints). Fields without an input (audit fields) stay, with `input: null`.
 */
export function fieldsFromMeta(meta: readonly FieldMeta[], overrides: Readonly<Record<string, Partial<FieldDefinition>>> = {}): FieldDefinition[] {
  return meta.map((item) => ({
    Field: item.Field,
    title: item.Label ?? item.Field,
    input: item.input ?? null,
    Key: item.Key,
    options_api_path: item.options_api_path ?? null,
    ...(item.options ? { options: item.options } : {}),
    ...overrides[item.Field],
  }));
}
