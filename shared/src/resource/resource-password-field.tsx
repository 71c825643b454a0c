import { useField, useFormikContext } from 'formik';
import type { FormMode } from '../dialogs/form-dialog';
import type { FieldDefinition } from '../form/field-definition';
import { FormField } from '../form/form-field';
import { PasswordInput } from '../inputs/password-input';

/**
 * A form field entered with the masked `PasswordInput` (show/hide toggle), bound to the surrounding
 * formik form by its `Field` name; errors show once it was changed or left (or a save attempted),
 * as in `FieldControl`, and until then its `hint` for the mode (editing a user: the password must
 * be entered again).
 */
export function ResourcePasswordField({ field, mode = 'add' }: { field: FieldDefinition; mode?: FormMode }) {
  const [input, meta, helpers] = useField<unknown>(field.Field);
  const { isSubmitting } = useFormikContext();
  const error = meta.touched && meta.error ? meta.error : undefined;
  return (
    <FormField label={field.title} error={error} required={field.required} helperText={field.hint?.[mode]}>
      <PasswordInput
        name={field.Field}
        value={typeof meta.value === 'string' ? meta.value : ''}
        onChange={(event) => {
          void helpers.setValue(event.target.value);
          if (!meta.touched) void helpers.setTouched(true, false);
        }}
        onBlur={input.onBlur}
        maxLength={field.maxLength}
        placeholder={field.placeholder}
        disabled={isSubmitting}
        autoComplete="new-password"
      />
    </FormField>
  );
}
