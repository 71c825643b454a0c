import { Input, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { FilterDialog } from '../dialogs/filter-dialog';
import { FormField } from '../form/form-field';
import { ApiSelectInput, SelectInput } from '../form/select-input';
import type { FilterFieldSpec } from './resource-config';

export interface ResourceFilterDialogProps {
  fields: readonly FilterFieldSpec[];
  /** The applied values. */
  values: Readonly<Record<string, string>>;
  onApply: (values: Record<string, string>) => void;
  onClose: () => void;
}

const emptyValues = (fields: readonly FilterFieldSpec[]) => Object.fromEntries(fields.map((field) => [field.name, '']));

/**
 * The filter dialog of a resource: one control per filter field. Apply Filter applies and closes;
 * CLEAR FILTER (disabled while every field is empty) clears, applies and closes. Mount it only
 * while open, so it starts from the applied values.
 */
export function ResourceFilterDialog({ fields, values, onApply, onClose }: ResourceFilterDialogProps) {
  const [draft, setDraft] = useState<Record<string, string>>(() => ({ ...emptyValues(fields), ...values }));
  const set = (name: string, value: string) => setDraft((current) => ({ ...current, [name]: value }));
  const allEmpty = fields.every((field) => !draft[field.name]?.trim());

  return (
    <FilterDialog
      open
      onClose={onClose}
      onApply={() => {
        onApply(draft);
        onClose();
      }}
      onClear={() => {
        setDraft(emptyValues(fields));
        onApply(emptyValues(fields));
        onClose();
      }}
      clearDisabled={allEmpty}
    >
      <Stack gap="4">
        {fields.map((field) => (
          <FormField key={field.name} label={field.label}>
            {field.input === 'text' ? (
              <Input name={field.name} value={draft[field.name] ?? ''} placeholder={field.placeholder} onChange={(event) => set(field.name, event.target.value)} />
            ) : field.input === 'select' ? (
              <SelectInput name={field.name} options={field.options} placeholder="All" value={draft[field.name]} onPick={(value) => set(field.name, String(value))} />
            ) : (
              <ApiSelectInput name={field.name} field={field.field} placeholder="All" value={draft[field.name]} onPick={(value) => set(field.name, String(value))} />
            )}
          </FormField>
        ))}
      </Stack>
    </FilterDialog>
  );
}
