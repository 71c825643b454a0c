/**
 * What the API sends about a master table's fields and the console's generic form reads
 * (spec 3, a list reply's `fields`): defined once, for both sides (decision 101).
 */

/**
 * The form inputs a field may ask for (spec 2.12's six, and `password`: a text entered masked,
 * with a show/hide toggle, spec 5/8).
 */
export const INPUT_KINDS = ['text', 'number', 'dropdown', 'dropdown-api', 'checkbox', 'date', 'password'] as const;
export type InputKind = (typeof INPUT_KINDS)[number];

/** A choice of a fixed `dropdown` or `checkbox` input. */
export interface FieldOption {
  value: string | number;
  label: string;
}

/** One field of a list reply's `fields`: MySQL-style column metadata plus the form input. */
export interface FieldMeta {
  Field: string;
  Type: string;
  Null: 'YES' | 'NO';
  Key: 'PRI' | 'MUL' | 'UNI' | '';
  Default: string | number | null;
  Extra: string;
  Label?: string;
  /** The form input; null for fields not in forms (audit fields). */
  input?: InputKind | null;
  options_api_path?: string | null;
  /** Choices of a fixed `dropdown` or `checkbox` input. */
  options?: FieldOption[];
}
