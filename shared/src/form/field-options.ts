import type { FieldMeta } from '../api/contract';
import { ALL_ROWS, listKey, useList } from '../resource/list-request';
import type { FieldDefinition, FieldOption } from './field-definition';

type OptionRow = Record<string, unknown>;

/** The row property an option list sends: `optionval`, else the reply's primary key, else the first property. */
export function optionValueField(field: FieldDefinition, meta: readonly FieldMeta[] | undefined, sample: OptionRow | undefined): string | undefined {
  return field.optionval ?? meta?.find((item) => item.Key === 'PRI')?.Field ?? (sample ? Object.keys(sample)[0] : undefined);
}

/** The title of an option row (spec 7: `roleName` for role keys; otherwise the first `...Name`). */
export function optionTitle(field: FieldDefinition, row: OptionRow, valueField: string): string {
  if (field.optionLabel) return field.optionLabel(row);
  const named = field.optionname ?? (/role/i.test(valueField) && 'roleName' in row ? 'roleName' : Object.keys(row).find((key) => /name$/i.test(key) && typeof row[key] === 'string'));
  const title = named ? row[named] : undefined;
  return title === undefined || title === null || title === '' ? String(row[valueField] ?? '') : String(title);
}

/** Options of a `dropdown` field from its `options` (plain items or rows named by options_value / options_title). */
export function staticOptions(field: FieldDefinition): FieldOption[] {
  return (field.options ?? []).map((item) => {
    const record = item as Record<string, unknown>;
    const value = record[field.options_value ?? 'value'];
    const label = record[field.options_title ?? 'label'];
    return { value: typeof value === 'number' ? value : String(value ?? ''), label: String(label ?? value ?? '') };
  });
}

/** The option rows of a `dropdown-api` field (from its `options_api_path`, `max=1000000`) and their value property. */
export function useApiOptionRows(field: FieldDefinition | undefined) {
  const path = field?.input === 'dropdown-api' ? field.options_api_path : null;
  const { data, isLoading, error } = useList<OptionRow>(path ? listKey(path, { max: ALL_ROWS }) : null);
  const rows = data?.data ?? NO_ROWS;
  const valueField = field ? optionValueField(field, data?.fields, rows[0]) : undefined;
  return { rows, valueField, isLoading, error };
}

const NO_ROWS: OptionRow[] = [];

/** Options of a `dropdown-api` field, loaded from its `options_api_path` through the shared client. */
export function useApiOptions(field: FieldDefinition): { options: FieldOption[]; isLoading: boolean; error: Error | undefined } {
  const { rows, valueField, isLoading, error } = useApiOptionRows(field);
  const options = valueField
    ? rows.map((row) => {
        const value = row[valueField];
        return { value: typeof value === 'number' ? value : String(value ?? ''), label: optionTitle(field, row, valueField) };
      })
    : [];
  return { options, isLoading, error };
}

/** What a field with `dependsOn` may offer now; `pending` while the other field's rows load. */
export interface DependentOptions {
  options: readonly FieldOption[];
  /** The other field has no option picked yet. */
  unpicked: boolean;
  pending: boolean;
}

/**
 * The options of a field with `dependsOn`, from the option row picked in its source field (a
 * `dropdown-api` field of the same form, read from the same cached request); null without `dependsOn`.
 */
export function useDependentOptions(field: FieldDefinition, source: FieldDefinition | undefined, sourceValue: unknown): DependentOptions | null {
  const { rows, valueField, isLoading } = useApiOptionRows(field.dependsOn ? source : undefined);
  if (!field.dependsOn) return null;
  const unpicked = sourceValue === undefined || sourceValue === null || sourceValue === '';
  const row = unpicked || !valueField ? undefined : rows.find((item) => String(item[valueField]) === String(sourceValue));
  return { options: field.dependsOn.options(row), unpicked, pending: !unpicked && (isLoading || (row === undefined && rows.length === 0)) };
}
