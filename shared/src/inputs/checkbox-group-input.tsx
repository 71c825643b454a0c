import { Checkbox, CheckboxGroup, HStack } from '@chakra-ui/react';
import type { FocusEvent } from 'react';

export interface CheckboxGroupOption {
  value: string;
  label: string;
}

export interface CheckboxGroupInputProps {
  /** Names the group for assistive technology when no fieldset legend does. */
  label?: string;
  name: string;
  options: readonly CheckboxGroupOption[];
  /** The checked values; anything else (a stray string) counts as none. */
  value: unknown;
  /** Called with the checked values in the options' order. */
  onValueChange: (value: string[]) => void;
  onBlur?: (event: FocusEvent<HTMLDivElement>) => void;
  disabled?: boolean;
  readOnly?: boolean;
  invalid?: boolean;
}

/** The checked values of `value` that are options, in the options' order. */
export function checkedValues(value: unknown, options: readonly CheckboxGroupOption[]): string[] {
  const list = Array.isArray(value) ? value.map(String) : [];
  return options.map((option) => option.value).filter((option) => list.includes(option));
}

/**
 * A group of checkboxes for a list value (a permission's operations): one checkbox per option,
 * reachable with Tab and toggled with Space, named as a group by `label` (or a surrounding
 * fieldset's legend). The value it reports is
 * always in the options' order, so `["create","read"]` and `["read","create"]` cannot both appear.
 */
export function CheckboxGroupInput({ label, name, options, value, onValueChange, onBlur, disabled, readOnly, invalid }: CheckboxGroupInputProps) {
  const checked = checkedValues(value, options);
  return (
    <CheckboxGroup
      role={label ? 'group' : undefined}
      aria-label={label}
      name={name}
      value={checked}
      onValueChange={(next) => onValueChange(checkedValues(next, options))}
      disabled={disabled}
      readOnly={readOnly}
      invalid={invalid}
      onBlur={onBlur}
    >
      <HStack gap="4" wrap="wrap">
        {options.map((option) => (
          <Checkbox.Root key={option.value} value={option.value}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{option.label}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </HStack>
    </CheckboxGroup>
  );
}
