import { Checkbox, Input } from '@chakra-ui/react';
import { useField, useFormikContext } from 'formik';
import type { FormMode } from '../dialogs/form-dialog';
import { CheckboxGroupInput } from '../inputs/checkbox-group-input';
import { NumberInput } from '../inputs/number-input';
import { PasswordInput } from '../inputs/password-input';
import { type FieldDefinition, isCheckboxGroup, isPrimaryKey } from './field-definition';
import { useFieldChoices } from './field-choices';
import { FormField, FormFieldset } from './form-field';
import { ApiSelectInput, SelectInput } from './select-input';

export interface FieldControlProps {
  field: FieldDefinition;
  mode: FormMode;
  /** Every field of the form: where a field's `dependsOn` source is found. */
  fields?: readonly FieldDefinition[];
}

/** One field of the field-driven form, bound to the surrounding formik form by its `Field` name. */
export function FieldControl({ field, mode, fields = [] }: FieldControlProps) {
  const [input, meta, helpers] = useField<unknown>(field.Field);
  const { isSubmitting } = useFormikContext();
  // The key (the user id) cannot change when editing: shown disabled, so it looks as it is (spec 2.6).
  const lockedOnEdit = mode === 'edit' && (isPrimaryKey(field) || field.disabledOnEdit === true);
  // Errors show once the field was changed or left, so an untouched empty form is not all red.
  const error = meta.touched && meta.error ? meta.error : undefined;
  const setValue = (value: unknown) => {
    void helpers.setValue(value);
    if (!meta.touched) void helpers.setTouched(true, false);
  };
  const choices = useFieldChoices(field, fields);
  const common = { name: field.Field, disabled: isSubmitting || lockedOnEdit };
  const hint = field.hint?.[mode] ?? choices.hint;

  if (isCheckboxGroup(field)) {
    return (
      <FormFieldset label={field.title} error={error} required={field.required} helperText={hint}>
        <CheckboxGroupInput
          name={field.Field}
          options={choices.options.map((option) => ({ value: String(option.value), label: option.label }))}
          value={meta.value}
          onValueChange={setValue}
          onBlur={() => void helpers.setTouched(true)}
          disabled={isSubmitting}
          readOnly={lockedOnEdit}
          invalid={!!error}
        />
      </FormFieldset>
    );
  }

  return (
    <FormField label={field.title} error={error} required={field.required} disabled={lockedOnEdit} helperText={hint}>
      {field.input === 'number' ? (
        <NumberInput
          {...common}
          value={typeof meta.value === 'number' ? meta.value : null}
          onValueChange={setValue}
          onBlur={() => void helpers.setTouched(true)}
          min={field.min}
          max={field.max}
          precision={field.precision}
          step={field.step}
          placeholder={field.placeholder}
        />

      ) : field.input === 'checkbox' ? (
        <Checkbox.Root
          checked={meta.value === true || meta.value === 1 || meta.value === '1'}
          onCheckedChange={(details) => {
            setValue(details.checked === true ? 1 : 0);
          }}
          disabled={isSubmitting || lockedOnEdit}
        >
          <Checkbox.HiddenInput name={field.Field} />
          <Checkbox.Control />
          <Checkbox.Label>{field.title}</Checkbox.Label>
        </Checkbox.Root>
      ) : field.input === 'dropdown' ? (
        <SelectInput
          name={field.Field}
          options={choices.options}
          placeholder={`Select ${field.title}`}
          value={meta.value}
          onPick={setValue}
          onBlur={input.onBlur}
          disabled={isSubmitting || lockedOnEdit}
        />
      ) : field.input === 'dropdown-api' ? (
        <ApiSelectInput name={field.Field} field={field} value={meta.value} onPick={setValue} onBlur={input.onBlur} disabled={isSubmitting || lockedOnEdit} />
      ) : field.input === 'password' ? (
        <PasswordInput
          {...common}
          value={typeof meta.value === 'string' ? meta.value : ''}
          onChange={(event) => setValue(event.target.value)}
          onBlur={input.onBlur}
          maxLength={field.maxLength}
          placeholder={field.placeholder}
          autoComplete="new-password"
        />
      ) : (
        <Input
          {...common}
          type={field.input === 'date' ? 'date' : field.validation === 'email' ? 'email' : 'text'}
          value={typeof meta.value === 'string' || typeof meta.value === 'number' ? String(meta.value) : ''}
          onChange={(event) => setValue(event.target.value)}
          onBlur={input.onBlur}
          maxLength={field.maxLength}
          inputMode={field.inputMode}
          placeholder={field.placeholder}
          autoComplete="off"
        />
      )}
    </FormField>
  );
}
