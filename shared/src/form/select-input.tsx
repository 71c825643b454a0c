import { NativeSelect } from '@chakra-ui/react';
import { type FocusEvent, useEffect } from 'react';
import { notify } from '../toast/notify';
import type { FieldDefinition, FieldOption } from './field-definition';
import { useApiOptions } from './field-options';

export interface SelectInputProps {
  name: string;
  options: readonly FieldOption[];
  value: unknown;
  /** Called with the picked option's own value (number or string), or `''` for the placeholder. */
  onPick: (value: string | number) => void;
  onBlur?: (event: FocusEvent<HTMLSelectElement>) => void;
  /** The empty first choice, e.g. `Select Role`. */
  placeholder: string;
  disabled?: boolean;
  /** Names the select when no FormField label wraps it. */
  ariaLabel?: string;
}

/**
 * The console's select: a native select (accessible and keyboard friendly everywhere) that hands
 * back the option's own value, so numeric ids stay numbers.
 */
export function SelectInput({ name, options, value, onPick, onBlur, placeholder, disabled = false, ariaLabel }: SelectInputProps) {
  return (
    <NativeSelect.Root disabled={disabled}>
      <NativeSelect.Field
        name={name}
        aria-label={ariaLabel}
        value={value === null || value === undefined ? '' : String(value)}
        onChange={(event) => {
          const picked = options.find((option) => String(option.value) === event.target.value);
          onPick(picked ? picked.value : '');
        }}
        onBlur={onBlur}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={String(option.value)} value={String(option.value)}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

export interface ApiSelectInputProps extends Omit<SelectInputProps, 'options' | 'placeholder'> {
  /** A `dropdown-api` field: where the options come from and how they are labelled. */
  field: FieldDefinition;
  placeholder?: string;
}

/**
 * A select whose options are loaded from the field's `options_api_path`. When they cannot be
 * loaded it says so in place of the placeholder, and toasts the field's `optionsFailed` text.
 */
export function ApiSelectInput({ field, placeholder, disabled = false, ...props }: ApiSelectInputProps) {
  const { options, isLoading, error } = useApiOptions(field);
  const failedText = field.optionsFailed;
  useEffect(() => {
    if (error && failedText) notify.error(failedText);
  }, [error, failedText]);
  const shown = isLoading ? 'Loading...' : error ? 'Options could not be loaded' : (placeholder ?? `Select ${field.title}`);
  return <SelectInput {...props} options={options} placeholder={shown} disabled={disabled || isLoading} />;
}
