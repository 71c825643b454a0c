import { Button, HStack, Tag } from '@chakra-ui/react';
import { useApiOptions } from '../form/field-options';
import type { FieldDefinition } from '../form/field-definition';
import type { FilterFieldSpec } from '../resource/resource-config';

/** A list's filters as a toolbar shows them: their fields, the applied values, and how to change them. */
export interface ToolbarFilters {
  fields: readonly FilterFieldSpec[];
  /** The applied values by field name (`''` or absent: not applied). */
  values: Readonly<Record<string, string>>;
  /** Applies new values (a chip removed, or all of them). */
  onChange: (values: Record<string, string>) => void;
}

/** `By Status` -> `Status`: what a chip calls its filter. */
const nameOf = (field: FilterFieldSpec) => field.label.replace(/^By /, '');

/** The applied filters of `filters`, in the order of their fields. */
export const appliedFilters = ({ fields, values }: Pick<ToolbarFilters, 'fields' | 'values'>) => fields.filter((field) => values[field.name]?.trim());

/** A `dropdown-api` filter's value by its option's title (`Admin`, not `2`), from the options its dialog loads. */
function ApiValue({ field, value }: { field: FieldDefinition; value: string }) {
  const { options } = useApiOptions(field);
  return <>{options.find((option) => String(option.value) === value)?.label ?? value}</>;
}

function valueOf(field: FilterFieldSpec, value: string) {
  if (field.input === 'select') return field.options.find((option) => String(option.value) === value)?.label ?? value;
  if (field.input === 'dropdown-api') return <ApiValue field={field.field} value={value} />;
  return value;
}

/**
 * The applied filters as removable chips (`Status: Belum Lunas` ×) under a list's toolbar, and
 * `Hapus semua filter` when there are several: what is filtered shows at a glance, and one filter
 * goes without opening the dialog.
 */
export function FilterChips({ fields, values, onChange }: ToolbarFilters) {
  const applied = appliedFilters({ fields, values });
  if (applied.length === 0) return null;
  const without = (names: readonly string[]) => Object.fromEntries(fields.map((field) => [field.name, names.includes(field.name) ? '' : (values[field.name] ?? '')]));
  return (
    <HStack gap="2" wrap="wrap" role="group" aria-label="Filter aktif">
      {applied.map((field) => {
        const value = values[field.name] ?? '';
        return (
          <Tag.Root key={field.name} size="lg" variant="surface" colorPalette="primary" data-filter={field.name}>
            <Tag.Label>
              {`${nameOf(field)}: `}
              {valueOf(field, value)}
            </Tag.Label>
            <Tag.EndElement>
              <Tag.CloseTrigger aria-label={`Hapus filter ${nameOf(field)}`} onClick={() => onChange(without([field.name]))} />
            </Tag.EndElement>
          </Tag.Root>
        );
      })}
      {applied.length > 1 ? (
        <Button size="xs" variant="ghost" onClick={() => onChange(without(fields.map((field) => field.name)))}>
          Hapus semua filter
        </Button>
      ) : null}
    </HStack>
  );
}
