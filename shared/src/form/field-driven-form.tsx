import { Stack } from '@chakra-ui/react';
import type { FormMode } from '../dialogs/form-dialog';
import type { FieldDefinition } from './field-definition';
import { FieldControl } from './field-control';

export interface FieldDrivenFormProps {
  fields: readonly FieldDefinition[];
  mode: FormMode;
}

/**
 * The generic add/edit form (spec 2.12): one control per field with an input, in order. Render it
 * inside a formik `<Formik>` whose values come from `initialFormValues`.
 */
export function FieldDrivenForm({ fields, mode }: FieldDrivenFormProps) {
  return (
    <Stack gap="4">
      {fields
        .filter((field) => field.input !== null)
        .map((field) => (
          <FieldControl key={field.Field} field={field} mode={mode} fields={fields} />
        ))}
    </Stack>
  );
}
